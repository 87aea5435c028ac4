// The tokens of mailed links wait in the job queue until their mail is sent. The database keeps only digests
// of live tokens (secretTokens.ts), so the queue keeps them encrypted with a key derived from the server's
// secret: reading the jobs' rows is not enough to use a link that was not delivered yet.
import { createSecretSeal } from '../secretSeal';

export interface TokenSeal {
  /** The token encrypted and authenticated, as base64url text. */
  seal(token: string): string;
  /** The token back; throws for text not sealed with this key or altered since. */
  open(sealed: string): string;
}

/** The purpose names the key: jobs queued before the seal moved to secretSeal.ts still open. */
export function createTokenSeal(secret: Buffer): TokenSeal {
  return createSecretSeal(secret, 'mailed token seal');
}

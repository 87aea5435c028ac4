// The tokens of mailed links wait in the job queue until their mail is sent. The database keeps only digests
// of live tokens (secretTokens.ts), so the queue keeps them encrypted with a key derived from the server's
// secret: reading the jobs' rows is not enough to use a link that was not delivered yet.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenSeal {
  /** The token encrypted and authenticated, as base64url text. */
  seal(token: string): string;
  /** The token back; throws for text not sealed with this key or altered since. */
  open(sealed: string): string;
}

export function createTokenSeal(secret: Buffer): TokenSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'mailed token seal', 32));
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('not a sealed token');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

// Checks a submitted captcha: genuine (signed by us, solved), not expired, and not used before.
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { HttpErrorCode } from '../../../contract';
import type { Database } from '../../db/schema';
import { captchaSecretsFor } from './captchaSecrets';
import { parseCaptchaPayload } from './captchaPayload';
import { claimCaptchaSolution, purgeExpiredCaptchaSolutions } from './usedCaptchaSolutions';

export type CaptchaError = Extract<HttpErrorCode, 'captcha_missing' | 'captcha_invalid'>;
export type CaptchaResult = { readonly ok: true } | { readonly ok: false; readonly error: CaptchaError };

export interface VerifyCaptchaOptions {
  readonly db: Kysely<Database>;
  readonly secret: Buffer;
  /** The current time; tests move it past a challenge's expiry. */
  readonly now?: Date;
}

const INVALID: CaptchaResult = { ok: false, error: 'captcha_invalid' };

export async function verifyCaptcha(
  payload: string | null | undefined,
  { db, secret, now = new Date() }: VerifyCaptchaOptions,
): Promise<CaptchaResult> {
  if (payload === undefined || payload === null || payload.trim() === '') return { ok: false, error: 'captcha_missing' };
  const parsed = parseCaptchaPayload(payload);
  if (parsed === undefined) return INVALID;

  const expiresAt = new Date(parsed.challenge.parameters.expiresAt * 1000);
  // altcha-lib checks expiry too, but against the system clock only.
  if (!(expiresAt.getTime() > now.getTime())) return INVALID;

  const secrets = captchaSecretsFor(secret);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    verified = result.verified;
  } catch {
    // Malformed hex or parameters the key derivation refuses: not a solution, not a server fault.
    return INVALID;
  }
  if (!verified) return INVALID;

  // Only verified solutions are recorded, so forged payloads cannot fill the table.
  await purgeExpiredCaptchaSolutions(db, now);
  const firstUse = await claimCaptchaSolution(db, parsed.challenge.signature, expiresAt, now);
  return firstUse ? { ok: true } : INVALID;
}

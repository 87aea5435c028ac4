// Checks a submitted captcha: genuine (signed by us, solved), not expired, hard enough for its use, and not
// used before.
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { HttpErrorCode } from '../../../contract';
import type { Database } from '../../db/schema';
import { type CaptchaDifficulty, SIGN_IN_CAPTCHA_PURPOSE } from './captchaChallenge';
import { type CaptchaPayload, parseCaptchaPayload } from './captchaPayload';
import { captchaSecretsFor } from './captchaSecrets';
import { claimCaptchaSolution, purgeExpiredCaptchaSolutions } from './usedCaptchaSolutions';

export type CaptchaError = Extract<HttpErrorCode, 'captcha_missing' | 'captcha_invalid'>;
export type CaptchaResult = { readonly ok: true } | { readonly ok: false; readonly error: CaptchaError };

export interface VerifyCaptchaOptions {
  readonly db: Kysely<Database>;
  readonly secret: Buffer;
  /** The current time; tests move it past a challenge's expiry. */
  readonly now?: Date;
  /**
   * Set for a sign-in: only a sign-in challenge of at least this difficulty passes. Without it (sign-up,
   * password reset) any challenge of ours does.
   */
  readonly signInDifficulty?: CaptchaDifficulty;
}

const INVALID: CaptchaResult = { ok: false, error: 'captcha_invalid' };

const signInDataSchema = z.object({
  purpose: z.literal(SIGN_IN_CAPTCHA_PURPOSE),
  counter_min: z.number(),
  counter_max: z.number(),
});

/**
 * Whether the challenge is a sign-in one at least as hard as asked. Its parameters are signed, so what they
 * say is what we issued. The counter the solution names is not checked: with a key signature, altcha-lib
 * verifies the derived key only, so that number is the submitter's to choose.
 */
function isHardEnough(payload: CaptchaPayload, required: CaptchaDifficulty): boolean {
  const { parameters } = payload.challenge;
  const data = signInDataSchema.safeParse(parameters.data);
  return (
    data.success &&
    parameters.cost >= required.cost &&
    data.data.counter_min >= required.counter.min &&
    data.data.counter_max >= required.counter.max
  );
}

export async function verifyCaptcha(
  payload: string | null | undefined,
  { db, secret, now = new Date(), signInDifficulty }: VerifyCaptchaOptions,
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
  // Checked once the signature holds (only then do the parameters tell what we issued), before the solution
  // is recorded: an easier challenge is refused and stays usable where it belongs.
  if (signInDifficulty !== undefined && !isHardEnough(parsed, signInDifficulty)) return INVALID;

  // Only verified solutions are recorded, so forged payloads cannot fill the table.
  await purgeExpiredCaptchaSolutions(db, now);
  const firstUse = await claimCaptchaSolution(db, parsed.challenge.signature, expiresAt, now);
  return firstUse ? { ok: true } : INVALID;
}

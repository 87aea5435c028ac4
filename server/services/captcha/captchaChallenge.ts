// Issues ALTCHA proof-of-work challenges. Deterministic mode: the server picks the counter the browser must
// find, so the work is bounded (counter x one PBKDF2 of CAPTCHA_COST rounds) and a solution is checked with one
// HMAC. The expiry is a challenge parameter, so it is covered by the signature.
import { type Challenge, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaSecretsFor } from './captchaSecrets';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per attempt: about 0.35 ms on one server core, so issuing a challenge stays cheap. */
export const CAPTCHA_COST = 1_000;
/** The counter to find; the browser tries 0, 1, 2, ... so this range is the number of attempts. */
export const CAPTCHA_COUNTER = { min: 1_000, max: 2_500 } as const;
/** Long enough to solve, fill in the form and submit; short enough that used solutions need little storage. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export async function createCaptchaChallenge(secret: Buffer, now: Date = new Date()): Promise<Challenge> {
  const secrets = captchaSecretsFor(secret);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER.max, CAPTCHA_COUNTER.min),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

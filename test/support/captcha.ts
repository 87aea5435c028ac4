// Captcha solutions for tests that are about something else. The challenge is a genuine one, signed with the
// app's secret exactly as GET /api/captcha signs it, but with a tiny counter so that solving it is instant;
// verifyCaptcha checks it in full (signature, solution, expiry, single use). Tests of the captcha itself
// solve the challenge the route serves (test/server/services/captcha/solveCaptcha.ts).
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_ALGORITHM, CAPTCHA_COST, CAPTCHA_TTL_MS, captchaSecretsFor } from '../../server/services/captcha';
import { solvedPayload } from '../server/services/captcha/solveCaptcha';

export async function quickCaptcha(secret: Buffer, now: Date = new Date()): Promise<string> {
  const secrets = captchaSecretsFor(secret);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: 3,
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  return solvedPayload(challenge);
}

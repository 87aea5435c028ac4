// Reads the payload the ALTCHA widget submits: base64 of JSON {challenge, solution}. Only the shape is checked
// here; whether it is genuine is verifyCaptcha's job.
import type { Payload } from 'altcha-lib';
import { z } from 'zod';
import { CAPTCHA_MAX_LENGTH } from '../../../contract';
import { CAPTCHA_ALGORITHM } from './captchaChallenge';

// Loose: the signature covers every parameter, so unknown ones must reach the check untouched.
const parametersSchema = z.looseObject({
  algorithm: z.literal(CAPTCHA_ALGORITHM),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string(),
  // Required: altcha-lib treats a challenge without expiresAt as never expiring.
  expiresAt: z.number(),
});

const payloadSchema = z.object({
  challenge: z.object({ parameters: parametersSchema, signature: z.string().min(1) }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** A payload of the right shape, with the signature and expiry that altcha-lib leaves optional. */
export type CaptchaPayload = Payload & {
  readonly challenge: { readonly signature: string; readonly parameters: { readonly expiresAt: number } };
};

export function parseCaptchaPayload(payload: string): CaptchaPayload | undefined {
  if (payload.length > CAPTCHA_MAX_LENGTH) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

// Issues ALTCHA proof-of-work challenges. Deterministic mode: the server picks the counter the browser must
// find, so the work is bounded (counter x one PBKDF2 of `cost` rounds) and a solution is checked with one
// HMAC. The expiry is a challenge parameter, so it is covered by the signature.
//
// Two levels: the standard challenge of the sign-up and password-reset forms, and the harder sign-in one that
// an email needs after repeated failed sign-ins (accountLimits.ts). A sign-in challenge says so, and says its
// difficulty, in its signed `data`, so that verifyCaptcha can refuse an easier challenge in its place.
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

/** How much work a challenge asks for. */
export interface CaptchaDifficulty {
  /** PBKDF2 rounds per attempt. */
  readonly cost: number;
  /**
   * The range the counter to find is drawn from. The range is no secret (this code is public), so a solver
   * that starts at `min` saves those attempts: the work it cannot skip is about (max - min) / 2 attempts.
   */
  readonly counter: { readonly min: number; readonly max: number };
}

export const STANDARD_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: CAPTCHA_COST, counter: CAPTCHA_COUNTER };

/**
 * The sign-in challenge: about 10 times the work an attacker cannot skip in the standard one (3,500 attempts
 * of twice the rounds, against 750), 2 to 4 s for a person's browser, so that guessing spread over many
 * addresses gets slow while the owner still gets in.
 */
export const SIGN_IN_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 2_000, counter: { min: 3_000, max: 10_000 } };

/** The purpose a sign-in challenge carries in its signed `data`. */
export const SIGN_IN_CAPTCHA_PURPOSE = 'sign_in';

/** The signed `data` of a sign-in challenge: its purpose and the counter range it was drawn from. */
export interface SignInCaptchaData {
  readonly purpose: typeof SIGN_IN_CAPTCHA_PURPOSE;
  readonly counter_min: number;
  readonly counter_max: number;
}

async function issueChallenge(
  secret: Buffer,
  now: Date,
  difficulty: CaptchaDifficulty,
  data: SignInCaptchaData | undefined,
): Promise<Challenge> {
  const secrets = captchaSecretsFor(secret);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counter.max, difficulty.counter.min),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
    ...(data === undefined ? {} : { data: { ...data } }),
  });
}

/** The standard challenge, of the sign-up and password-reset forms. */
export async function createCaptchaChallenge(secret: Buffer, now: Date = new Date()): Promise<Challenge> {
  return issueChallenge(secret, now, STANDARD_CAPTCHA_DIFFICULTY, undefined);
}

/** A sign-in challenge of this difficulty (SIGN_IN_CAPTCHA_DIFFICULTY but in tests). */
export async function createSignInCaptchaChallenge(
  secret: Buffer,
  difficulty: CaptchaDifficulty = SIGN_IN_CAPTCHA_DIFFICULTY,
  now: Date = new Date(),
): Promise<Challenge> {
  const data: SignInCaptchaData = {
    purpose: SIGN_IN_CAPTCHA_PURPOSE,
    counter_min: difficulty.counter.min,
    counter_max: difficulty.counter.max,
  };
  return issueChallenge(secret, now, difficulty, data);
}

import crypto from 'node:crypto';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_COUNTER,
  CAPTCHA_TTL_MS,
  captchaSecretsFor,
  createCaptchaChallenge,
} from '../../../../server/services/captcha';
import { solve } from './solveCaptcha';

const secret = crypto.randomBytes(32);

describe('createCaptchaChallenge', () => {
  it('issues a signed PBKDF2 challenge that expires after the TTL', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const challenge = await createCaptchaChallenge(secret, now);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      expiresAt: (now.getTime() + CAPTCHA_TTL_MS) / 1000,
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('issues a different challenge each time', async () => {
    const [first, second] = await Promise.all([createCaptchaChallenge(secret), createCaptchaChallenge(secret)]);
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
    expect(first.signature).not.toBe(second.signature);
  });

  it('asks for a counter within the chosen range of work', async () => {
    const challenge = await createCaptchaChallenge(secret);
    const solution = await solve(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(0);
    expect(solution.counter).toBeLessThanOrEqual(CAPTCHA_COUNTER.max);
  });

  it('signs with keys derived from the secret, never with the secret itself', async () => {
    const secrets = captchaSecretsFor(secret);
    expect(secrets.signature).not.toBe(secrets.keySignature);
    expect([secrets.signature, secrets.keySignature]).not.toContain(secret.toString('hex'));
    expect(captchaSecretsFor(secret)).toEqual(secrets);
    expect(captchaSecretsFor(crypto.randomBytes(32)).signature).not.toBe(secrets.signature);

    const challenge = await createCaptchaChallenge(secret);
    const solution = await solve(challenge);
    const withKey = async (key: string): Promise<boolean> =>
      (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key })).verified;
    expect(await withKey(secrets.signature)).toBe(true);
    expect(await withKey(secret.toString('hex'))).toBe(false);
    expect(await withKey(secret.toString('utf8'))).toBe(false);
  });

  it('refuses an empty secret', () => {
    expect(() => captchaSecretsFor(Buffer.alloc(0))).toThrow(/secret/);
  });
});

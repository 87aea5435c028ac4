// Nobody can lock an owner out: past a few failed sign-ins on an email from all addresses together, POST
// /api/login asks for a solved sign-in captcha (captcha_required) instead of refusing everyone, and the owner
// who solves one signs in however many failures others caused. The captcha must be a sign-in challenge of the
// required difficulty, used once. The difficulty is lowered here so that solving stays quick; the checks
// against easier challenges use challenges below that lowered difficulty, signed with the app's own secret.
import type { Challenge } from 'altcha-lib';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_TTL_MS,
  type CaptchaDifficulty,
  captchaSecretsFor,
  SIGN_IN_CAPTCHA_DIFFICULTY,
  SIGN_IN_CAPTCHA_PURPOSE,
} from '../../../../server/services/captcha';
import { createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, newEmail, startAccountApp } from '../../../support/accountApp';
import { solvedPayload } from '../../services/captcha/solveCaptcha';

jest.setTimeout(60_000);

const TEST_DIFFICULTY: CaptchaDifficulty = { cost: 1_000, counter: { min: 20, max: 60 } };

describe('the sign-in captcha after repeated failures on an email', () => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp('sqlite', {
      accountLimits: {
        signInFailuresPerEmailAndIp: { max: 3, windowMs: 60_000 },
        signInFailuresPerEmail: { max: 5, windowMs: 60_000 },
      },
      signInCaptcha: TEST_DIFFICULTY,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const signIn = (body: Record<string, unknown>, remoteAddress: string) => testApp.post('/api/login', body, { remoteAddress });

  const fetchChallenge = async (query = ''): Promise<Challenge> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/captcha${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<Challenge>();
  };
  const signInCaptcha = async () => solvedPayload(await fetchChallenge('?purpose=sign_in'));

  /** A genuine challenge (signed with the app's secret) of another difficulty or purpose. */
  const forgedLevelCaptcha = async (cost: number, counter: number, data?: Record<string, string | number>) => {
    const secrets = captchaSecretsFor(testApp.secret);
    const challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost,
      counter,
      deriveKey,
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
      ...(data === undefined ? {} : { data }),
    });
    return solvedPayload(challenge);
  };

  /** `count` wrong passwords on the email, each from its own address, as a spread-out attack would send them. */
  const failFromManyAddresses = async (email: string, count: number, firstOctet: number) => {
    const answers = new Map<string, number>();
    for (let attempt = 0; attempt < count; attempt += 1) {
      const address = `10.${String(firstOctet)}.${String(Math.floor(attempt / 250))}.${String((attempt % 250) + 1)}`;
      const response = await signIn({ email, password: `Wrong-Horse-${String(attempt)}` }, address);
      const code = response.json<{ error: string }>().error;
      answers.set(code, (answers.get(code) ?? 0) + 1);
    }
    return Object.fromEntries(answers);
  };

  it('lets the owner in with a solved sign-in captcha after 200 failures from 200 addresses, and not without one', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    // The first 5 are tried (and fail); the rest are asked for the captcha, before any password is checked.
    expect(await failFromManyAddresses(account.email, 200, 1)).toEqual({ invalid_credentials: 5, captcha_required: 195 });

    const withoutCaptcha = await signIn({ email: account.email, password }, '192.0.2.77');
    expect(withoutCaptcha.statusCode).toBe(403);
    expect(withoutCaptcha.json()).toEqual({ error: 'captcha_required' });

    const withCaptcha = await signIn({ email: account.email, password, captcha: await signInCaptcha() }, '192.0.2.77');
    expect(withCaptcha.statusCode).toBe(200);
    expect(withCaptcha.json()).toMatchObject({ email: account.email, user_id: account.id });
  });

  it('refuses the easier captcha of the sign-up form, and sign-in challenges below the required difficulty', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    await failFromManyAddresses(account.email, 5, 2);
    const credentials = { email: account.email, password };
    const { cost, counter } = TEST_DIFFICULTY;
    const purpose = SIGN_IN_CAPTCHA_PURPOSE;
    const refused = [
      // The sign-up and reset challenge (no purpose), as GET /api/captcha serves it.
      await solvedPayload(await fetchChallenge()),
      // A sign-in purpose with fewer rounds, or a smaller counter range, than required.
      await forgedLevelCaptcha(cost / 2, counter.min, { purpose, counter_min: counter.min, counter_max: counter.max }),
      await forgedLevelCaptcha(cost, 3, { purpose, counter_min: 1, counter_max: 5 }),
      await forgedLevelCaptcha(cost, counter.min, { purpose, counter_min: counter.min, counter_max: counter.max - 1 }),
      // The required difficulty with another purpose.
      await forgedLevelCaptcha(cost, counter.min, { purpose: 'sign_up', counter_min: counter.min, counter_max: counter.max }),
    ];
    for (const [index, captcha] of refused.entries()) {
      const response = await signIn({ ...credentials, captcha }, `192.0.2.${String(100 + index)}`);
      expect({ index, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        index,
        status: 400,
        body: { error: 'captcha_invalid' },
      });
    }
    // A challenge of exactly the required difficulty passes.
    const exact = await forgedLevelCaptcha(cost, counter.min, { purpose, counter_min: counter.min, counter_max: counter.max });
    expect((await signIn({ ...credentials, captcha: exact }, '192.0.2.120')).statusCode).toBe(200);
  });

  it('takes each solved captcha once, a wrong password using it up too', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    await failFromManyAddresses(account.email, 5, 3);
    const captcha = await signInCaptcha();
    expect((await signIn({ email: account.email, password: 'Wrong-Horse-9', captcha }, '192.0.2.130')).json()).toEqual({
      error: 'invalid_credentials',
    });
    expect((await signIn({ email: account.email, password, captcha }, '192.0.2.131')).json()).toEqual({ error: 'captcha_invalid' });

    const fresh = await signInCaptcha();
    expect((await signIn({ email: account.email, password, captcha: fresh }, '192.0.2.132')).statusCode).toBe(200);
    expect((await signIn({ email: account.email, password, captcha: fresh }, '192.0.2.133')).json()).toEqual({ error: 'captcha_invalid' });
  });

  it('asks nothing before the email reaches its failures, and leaves a captcha sent then unused', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    await failFromManyAddresses(account.email, 4, 4);
    const captcha = await signInCaptcha();
    expect((await signIn({ email: account.email, password, captcha }, '192.0.2.140')).statusCode).toBe(200);
    // Not used up: it still counts once one is needed.
    await failFromManyAddresses(account.email, 1, 4);
    expect((await signIn({ email: account.email, password }, '192.0.2.141')).json()).toEqual({ error: 'captcha_required' });
    expect((await signIn({ email: account.email, password, captcha }, '192.0.2.141')).statusCode).toBe(200);
  });

  it('asks the same for an unknown email, so the captcha tells nothing about which accounts exist', async () => {
    const unknown = newEmail();
    expect(await failFromManyAddresses(unknown, 7, 5)).toEqual({ invalid_credentials: 5, captcha_required: 2 });
    expect((await signIn({ email: unknown, password: 'Wrong-Horse-9', captcha: await signInCaptcha() }, '192.0.2.150')).json()).toEqual({
      error: 'invalid_credentials',
    });
  });

  it('keeps the per email and address limit: the address that failed is blocked on that email, captcha or not', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signIn({ email: account.email, password: 'Wrong-Horse-9' }, '198.51.100.60');
    }
    const blocked = await signIn({ email: account.email, password, captcha: await signInCaptcha() }, '198.51.100.60');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_attempts' });
    expect((await signIn({ email: account.email, password }, '198.51.100.61')).statusCode).toBe(200);
  });
});

describe('GET /api/captcha?purpose=sign_in', () => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp('sqlite');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the harder sign-in challenge, saying its purpose and difficulty in its signed data', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha?purpose=sign_in' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters } = response.json<Challenge>();
    expect(parameters.cost).toBe(SIGN_IN_CAPTCHA_DIFFICULTY.cost);
    expect(parameters.data).toEqual({
      purpose: 'sign_in',
      counter_min: SIGN_IN_CAPTCHA_DIFFICULTY.counter.min,
      counter_max: SIGN_IN_CAPTCHA_DIFFICULTY.counter.max,
    });
    const standard = (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json<Challenge>().parameters;
    expect(standard.data).toBeUndefined();
    expect(parameters.cost).toBeGreaterThan(standard.cost);
  });

  it('answers invalid_params for an unknown purpose', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/captcha?purpose=admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_params' });
  });
});

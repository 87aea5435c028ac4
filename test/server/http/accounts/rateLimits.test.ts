// The per-IP limits of sign-up, confirmation, resend and reset: 429 {"error": "rate_limited"} with retry-after,
// counted per address and per route. Sign-in has its own tests (login.test.ts).
import net from 'node:net';
import { Redis } from 'ioredis';
import { DEFAULT_ACCOUNT_LIMITS, accountLimitsWith } from '../../../../server/domain/accounts/accountLimits';
import { createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, login, startAccountApp } from '../../../support/accountApp';
import { describeWithRedis, testRedisUrl } from '../../../support/environment';

jest.setTimeout(30_000);

const TWO_PER_MINUTE = { max: 2, windowMs: 60_000 };

describe('per-IP limits of the account routes', () => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp('sqlite', {
      accountLimits: {
        signUpPerIp: TWO_PER_MINUTE,
        resendConfirmationPerIp: TWO_PER_MINUTE,
        resetRequestPerIp: TWO_PER_MINUTE,
        tokenUsePerIp: TWO_PER_MINUTE,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['/api/sign_up', {}],
    ['/api/sign_up_confirmation', { token: 'no-such-token' }],
    ['/api/sign_up_confirmation/resend', { email: 'a@example.test', password: 'x' }],
    ['/api/reset_password_request', { email: 'a@example.test', captcha: '' }],
    ['/api/reset_password', { token: 'no-such-token', password: 'Correct-Horse-9' }],
  ])('%s answers rate_limited with retry-after past 2 calls a minute from one address', async (url, body) => {
    const address = `203.0.113.${String(10 + url.length)}`;
    for (let call = 0; call < 2; call += 1) {
      expect((await testApp.post(url, body, { remoteAddress: address })).statusCode).not.toBe(429);
    }
    const refused = await testApp.post(url, body, { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and another route from the same address, are counted apart.
    expect((await testApp.post(url, body, { remoteAddress: '198.51.100.200' })).statusCode).not.toBe(429);
    expect((await login(testApp, 'nobody@example.test', 'x', address)).statusCode).toBe(401);
  });

  it('counts calls refused for their content too', async () => {
    const address = '203.0.113.99';
    expect((await testApp.post('/api/sign_up', { email: 'bad' }, { remoteAddress: address })).statusCode).toBe(422);
    expect((await testApp.post('/api/sign_up', { email: 'bad' }, { remoteAddress: address })).statusCode).toBe(422);
    expect((await testApp.post('/api/sign_up', { email: 'bad' }, { remoteAddress: address })).json()).toEqual({ error: 'rate_limited' });
  });
});

describe('behind a reverse proxy', () => {
  const proxy = '10.0.0.5';
  const signUpFrom = (testApp: AccountTestApp, client: string) =>
    testApp.post('/api/sign_up', {}, { remoteAddress: proxy, headers: { 'x-forwarded-for': client } });

  it('counts each client apart when TRUST_PROXY names the proxy', async () => {
    const testApp = await startAccountApp('sqlite', { accountLimits: { signUpPerIp: TWO_PER_MINUTE } }, { TRUST_PROXY: '10.0.0.0/8' });
    try {
      for (let call = 0; call < 2; call += 1) expect((await signUpFrom(testApp, '203.0.113.50')).statusCode).not.toBe(429);
      expect((await signUpFrom(testApp, '203.0.113.50')).statusCode).toBe(429);
      expect((await signUpFrom(testApp, '203.0.113.51')).statusCode).not.toBe(429);
    } finally {
      await testApp.close();
    }
  });

  it('believes no X-Forwarded-For by default: every client of the proxy shares its count', async () => {
    const testApp = await startAccountApp('sqlite', { accountLimits: { signUpPerIp: TWO_PER_MINUTE } });
    try {
      for (let call = 0; call < 2; call += 1) expect((await signUpFrom(testApp, `203.0.113.${String(60 + call)}`)).statusCode).not.toBe(429);
      expect((await signUpFrom(testApp, '203.0.113.70')).statusCode).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});

describe('the default limits', () => {
  it('keep every lock-out short and every window within what the purge of mailed tokens allows', () => {
    const limits = accountLimitsWith();
    expect(limits).toEqual(DEFAULT_ACCOUNT_LIMITS);
    expect(limits.signInFailuresPerEmailAndIp.windowMs).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(limits.signInFailuresPerEmail.windowMs).toBeLessThanOrEqual(15 * 60 * 1000);
    // Past a few failures from all addresses, the email asks for the captcha (it blocks nobody): early enough
    // that guessing spread over many addresses is slowed at once.
    expect(limits.signInFailuresPerEmail.max).toBeLessThanOrEqual(limits.signInFailuresPerEmailAndIp.max);
    for (const limit of Object.values(limits)) expect(limit.windowMs).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(() => accountLimitsWith({ mailsPerAccount: { max: 5, windowMs: 2 * 60 * 60 * 1000 } })).toThrow(/1 h/);
  });
});

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

describe('while Redis is out of reach', () => {
  let redis: Redis;
  let testApp: AccountTestApp;
  beforeAll(async () => {
    // Refused at once and never retried: a Redis that stays away for the whole test.
    redis = new Redis({ host: '127.0.0.1', port: await closedPort(), lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    testApp = await startAccountApp('sqlite', {
      rateLimitStore: { redis, namespace: 'unreachable:' },
      accountLimits: { signUpPerIp: TWO_PER_MINUTE, signInFailuresPerEmailAndIp: TWO_PER_MINUTE },
    });
  });
  afterAll(async () => {
    await testApp.close();
    redis.disconnect();
  });

  it('counts each limit in the process rather than letting every call through', async () => {
    const address = '203.0.113.8';
    for (let call = 0; call < 2; call += 1) {
      expect((await testApp.post('/api/sign_up', {}, { remoteAddress: address })).statusCode).not.toBe(429);
    }
    expect((await testApp.post('/api/sign_up', {}, { remoteAddress: address })).json()).toEqual({ error: 'rate_limited' });
  });

  it('still blocks an email after its failed sign-ins', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    const address = '203.0.113.9';
    expect((await login(testApp, account.email, 'Wrong-Horse-1', address)).json()).toEqual({ error: 'invalid_credentials' });
    expect((await login(testApp, account.email, 'Wrong-Horse-2', address)).json()).toEqual({ error: 'invalid_credentials' });
    expect((await login(testApp, account.email, password, address)).json()).toEqual({ error: 'too_many_attempts' });
  });
});

describeWithRedis('limits shared through Redis', () => {
  let redis: Redis;
  const namespace = `test-rate-limit-${String(process.pid)}-${String(Date.now())}:`;
  let first: AccountTestApp;
  let second: AccountTestApp;
  beforeAll(async () => {
    redis = new Redis(testRedisUrl ?? '', { lazyConnect: true });
    await redis.connect();
    const options = {
      rateLimitStore: { redis, namespace },
      accountLimits: { signUpPerIp: TWO_PER_MINUTE, signInFailuresPerEmailAndIp: TWO_PER_MINUTE, signInFailuresPerEmail: TWO_PER_MINUTE },
    };
    first = await startAccountApp('sqlite', options);
    second = await startAccountApp('sqlite', options);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts the calls of one address across every process', async () => {
    const address = '203.0.113.7';
    expect((await first.post('/api/sign_up', {}, { remoteAddress: address })).statusCode).not.toBe(429);
    expect((await second.post('/api/sign_up', {}, { remoteAddress: address })).statusCode).not.toBe(429);
    expect((await first.post('/api/sign_up', {}, { remoteAddress: address })).json()).toEqual({ error: 'rate_limited' });
    expect((await second.post('/api/sign_up', {}, { remoteAddress: address })).json()).toEqual({ error: 'rate_limited' });
  });

  it('counts failed sign-ins of one email across every process', async () => {
    const { account, password } = await createSignedInAccount(first.database.db);
    await createSignedInAccount(second.database.db, { email: account.email, password });
    expect((await login(first, account.email, 'Wrong-Horse-1')).json()).toEqual({ error: 'invalid_credentials' });
    expect((await login(second, account.email, 'Wrong-Horse-2')).json()).toEqual({ error: 'invalid_credentials' });
    expect((await login(first, account.email, password)).json()).toEqual({ error: 'too_many_attempts' });
    expect((await login(second, account.email, password)).json()).toEqual({ error: 'too_many_attempts' });
  });

  it('keeps the addresses themselves out of Redis', async () => {
    const keys = await redis.keys(`${namespace}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/@/);
  });
});

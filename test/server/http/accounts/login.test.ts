// POST /api/login with the real app: the session it answers, its refusals, and its limits per IP address and
// per email address (past which the sign-in captcha is asked for: signInCaptcha.test.ts).
import { accountSessionSchema } from '../../../../contract';
import { verifySessionToken } from '../../../../server/domain/accounts/sessions';
import { CURRENT_TEST_TERMS, createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, login, newEmail, signedUp, startAccountApp } from '../../../support/accountApp';
import { databaseKinds } from '../../../support/databases';

jest.setTimeout(30_000);

describe.each(databaseKinds)('POST /api/login on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the account session with a new live token on every sign-in', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db, { credits: 12, locale: 'fr-FR' });
    const first = await login(testApp, `  ${account.email.toUpperCase()} `, password);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const session = accountSessionSchema.parse(first.json());
    expect(session).toEqual({
      email: account.email,
      user_id: account.id,
      credits: 12,
      token: expect.any(String),
      locale: 'fr-FR',
      accepted_terms: CURRENT_TEST_TERMS,
      current_terms: CURRENT_TEST_TERMS,
    });
    expect(await verifySessionToken(testApp.database.db, session.token)).toMatchObject({ accountId: account.id });

    const second = accountSessionSchema.parse((await login(testApp, account.email, password)).json());
    expect(second.token).not.toBe(session.token);
    // Signing in again does not sign the other device out.
    expect(await verifySessionToken(testApp.database.db, session.token)).toBeDefined();
  });

  it.each([
    ['an unknown email', () => Promise.resolve({ email: newEmail(), password: 'Correct-Horse-9' })],
    ['a wrong password', async () => ({ email: (await createSignedInAccount(testApp.database.db)).account.email, password: 'Wrong-Horse-9' })],
  ])('answers invalid_credentials for %s', async (_case, make) => {
    const { email, password } = await make();
    const response = await login(testApp, email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_credentials' });
  });

  it('answers email_not_confirmed (403) for the right password of an unconfirmed account, and invalid_credentials for a wrong one', async () => {
    const email = newEmail();
    await signedUp(testApp, { email });
    const right = await login(testApp, email);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'email_not_confirmed' });
    expect((await login(testApp, email, 'Wrong-Horse-9')).json()).toEqual({ error: 'invalid_credentials' });
  });

  it.each([
    ['no password', { email: 'a@b.test' }],
    ['an empty email', { email: '', password: 'x' }],
    ['an oversized password', { email: 'a@b.test', password: 'x'.repeat(129) }],
    ['an unknown field', { email: 'a@b.test', password: 'x', remember: true }],
  ])('answers invalid_params for %s', async (_case, body) => {
    const response = await testApp.post('/api/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_params' });
  });

  it('needs the CSRF token like every unsafe call', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.test', password: 'x' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('sign-in limits', () => {
  // Short, so that a test sees the window end; long enough that the failures and the refused sign-in that
  // follow them fit in it on a loaded machine (at 1.5 s, they once did not).
  const FAILURE_WINDOW_MS = 4_000;
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp('sqlite', {
      accountLimits: {
        signInPerIp: { max: 6, windowMs: 60_000 },
        signInFailuresPerEmailAndIp: { max: 3, windowMs: FAILURE_WINDOW_MS },
        signInFailuresPerEmail: { max: 5, windowMs: FAILURE_WINDOW_MS },
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const wrongPasswords = async (email: string, addresses: readonly string[]) => {
    for (const [attempt, address] of addresses.entries()) {
      const response = await login(testApp, email.toUpperCase(), `Wrong-Horse-${String(attempt)}`, address);
      expect(response.json()).toEqual({ error: 'invalid_credentials' });
    }
  };
  const endOfWindow = () => new Promise((resolve) => setTimeout(resolve, FAILURE_WINDOW_MS + 100));

  it('answers too_many_attempts with retry-after past the limit of one IP address, other addresses unaffected', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(testApp, account.email, password, '203.0.113.1')).statusCode).toBe(200);
    }
    const refused = await login(testApp, account.email, password, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(testApp, account.email, password, '203.0.113.2')).statusCode).toBe(200);
  });

  it('blocks an email from the address that failed on it, even with the right password, while its owner signs in from theirs', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    await wrongPasswords(account.email, ['198.51.100.1', '198.51.100.1', '198.51.100.1']);

    const blocked = await login(testApp, account.email, password, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_attempts' });
    expect((await login(testApp, account.email, password, '198.51.100.2')).statusCode).toBe(200);

    // The window is short: the blocked address gets in again soon.
    await endOfWindow();
    expect((await login(testApp, account.email, password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('asks every address for the sign-in captcha past the failures of an email from all of them, until the window ends', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    const other = await createSignedInAccount(testApp.database.db);
    await wrongPasswords(account.email, ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14', '198.51.100.15']);

    // Not refused: asked for the captcha (signInCaptcha.test.ts signs in with one).
    expect((await login(testApp, account.email, password, '198.51.100.16')).json()).toEqual({ error: 'captcha_required' });
    // Another account signs in as usual.
    expect((await login(testApp, other.account.email, other.password, '198.51.100.16')).statusCode).toBe(200);

    await endOfWindow();
    expect((await login(testApp, account.email, password, '198.51.100.16')).statusCode).toBe(200);
  });

  it('counts failures on unknown emails too, so the limit tells nothing about which accounts exist', async () => {
    const unknown = newEmail();
    await wrongPasswords(unknown, ['192.0.2.1', '192.0.2.1', '192.0.2.1']);
    expect((await login(testApp, unknown, 'Wrong-Horse-9', '192.0.2.1')).json()).toEqual({ error: 'too_many_attempts' });
  });

  it('does not count successful sign-ins as failures', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    for (const address of ['192.0.2.20', '192.0.2.20', '192.0.2.20', '192.0.2.20']) {
      expect((await login(testApp, account.email, password, address)).statusCode).toBe(200);
    }
  });
});

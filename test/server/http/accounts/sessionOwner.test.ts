// POST /api/session/owner with the real app: whose live session a login link's token opens, the same refusal
// for every token that opens none, the CSRF rule of every unsafe call, and a per-IP limit.
import { sessionOwnerResponseSchema } from '../../../../contract';
import { revokeSessionToken, SESSION_LIFETIME_MS } from '../../../../server/domain/accounts/sessions';
import { CURRENT_TEST_TERMS, createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, login, startAccountApp } from '../../../support/accountApp';
import { databaseKinds } from '../../../support/databases';

jest.setTimeout(30_000);

const OWNER_PATH = '/api/session/owner';

describe.each(databaseKinds)('POST /api/session/owner on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the account of a live session, without its token, for no cache to keep', async () => {
    const { account } = await createSignedInAccount(testApp.database.db, { credits: 7, locale: 'fr-FR' });
    // A session as a sign-in gives it, as the link would carry it.
    const session = (await login(testApp, account.email)).json<{ token: string }>();
    const response = await testApp.post(OWNER_PATH, { token: session.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessionOwnerResponseSchema.strict().parse(response.json())).toEqual({
      email: account.email,
      user_id: account.id,
      credits: 7,
      locale: 'fr-FR',
      accepted_terms: CURRENT_TEST_TERMS,
      current_terms: CURRENT_TEST_TERMS,
    });
    expect(response.body).not.toContain(session.token);
  });

  it('answers the same 401 for a wrong, a revoked, an expired and a malformed token: it tells nothing more', async () => {
    const revoked = await createSignedInAccount(testApp.database.db);
    await revokeSessionToken(testApp.database.db, revoked.token);
    const expired = await createSignedInAccount(testApp.database.db);
    const live = await createSignedInAccount(testApp.database.db);

    const answers = [
      await testApp.post(OWNER_PATH, { token: `${live.token}x` }),
      await testApp.post(OWNER_PATH, { token: 'no-such-token' }),
      await testApp.post(OWNER_PATH, { token: revoked.token }),
      await testApp.post(OWNER_PATH, { token: '' }),
      await testApp.post(OWNER_PATH, { token: 42 }),
      await testApp.post(OWNER_PATH, { token: 'x'.repeat(2000) }),
      await testApp.post(OWNER_PATH, {}),
      await testApp.post(OWNER_PATH, { token: live.token, email: live.account.email }),
    ];
    testApp.clock.advance(SESSION_LIFETIME_MS + 1000);
    try {
      answers.push(await testApp.post(OWNER_PATH, { token: expired.token }));
    } finally {
      testApp.clock.advance(-(SESSION_LIFETIME_MS + 1000));
    }
    for (const answer of answers) {
      expect({ status: answer.statusCode, body: answer.json<unknown>() }).toEqual({ status: 401, body: { error: 'unauthorized' } });
    }
    // The live one still answers: refusals change nothing.
    expect((await testApp.post(OWNER_PATH, { token: live.token })).statusCode).toBe(200);
  });

  it('needs the CSRF token like every unsafe call', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    const response = await testApp.app.inject({ method: 'POST', url: OWNER_PATH, payload: { token } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'invalid_csrf_token' });
  });

  it('takes the token in the body only: none in the path or the query', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    expect((await testApp.post(`${OWNER_PATH}/${token}`, {})).statusCode).toBe(404);
    expect((await testApp.post(`${OWNER_PATH}?token=${token}`, {})).statusCode).toBe(401);
  });
});

describe('the per-IP limit of POST /api/session/owner', () => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp('sqlite', { accountLimits: { sessionOwnerPerIp: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers rate_limited with retry-after past the limit of one address, other addresses unaffected', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    for (let call = 0; call < 3; call += 1) {
      expect((await testApp.post(OWNER_PATH, { token: `guess-${String(call)}` }, { remoteAddress: '203.0.113.40' })).statusCode).toBe(401);
    }
    const refused = await testApp.post(OWNER_PATH, { token }, { remoteAddress: '203.0.113.40' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await testApp.post(OWNER_PATH, { token }, { remoteAddress: '203.0.113.41' })).statusCode).toBe(200);
  });
});

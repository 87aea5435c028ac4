// POST /api/logout with the real app: the token is revoked, the live sockets that joined with it are cut, and
// the token can no longer join.
import { verifySessionToken } from '../../../server/domain/accounts/sessions';
import { createSignedInAccount } from '../../support/accounts';
import { fetchPageCsrf, listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, TestClient } from '../realtime/support/phoenixClients';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
});
afterEach(async () => {
  await closeAllClients();
});
afterAll(async () => {
  await testApp.close();
});

async function logout(headers: Record<string, string>) {
  const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
  return testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { 'x-csrf-token': csrf, cookie, ...headers } });
}

async function waitUntil(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('POST /api/logout', () => {
  it('revokes the token, cuts its live sockets, and the token cannot join again', async () => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
    await expect(client.join(client.channel(`user:${account.id}`))).resolves.toMatchObject({ status: 'ok' });

    const response = await logout({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(204);
    expect(await verifySessionToken(testApp.database.db, token)).toBeUndefined();
    await waitUntil(() => client.closeCodes.length > 0);
    expect(client.closeCodes[0]).toBe(1008);

    const again = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
    await expect(again.join(again.channel(`user:${account.id}`))).resolves.toEqual({
      status: 'error',
      response: { reason: 'unauthorized' },
    });
  });

  it('leaves the other sessions of the account alone', async () => {
    const first = await createSignedInAccount(testApp.database.db);
    const { issueSession } = await import('../../../server/domain/accounts/sessions');
    const other = await issueSession(testApp.database.db, first.account.id);
    expect((await logout({ authorization: `Bearer ${first.token}` })).statusCode).toBe(204);
    expect(await verifySessionToken(testApp.database.db, other.token)).toBeDefined();
  });

  it.each([
    ['no bearer token', {}],
    ['an unknown token', { authorization: 'Bearer no-such-token' }],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('answers 401 unauthorized for %s', async (_case, headers) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized' });
  });

  it('answers 401 for a token already revoked', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(204);
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('needs the CSRF token like every unsafe call', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
    expect(await verifySessionToken(testApp.database.db, token)).toBeDefined();
  });
});

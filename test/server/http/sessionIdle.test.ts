// A session left unused for 14 days ends everywhere it is checked: an HTTP call with its bearer token is 401,
// a socket cannot join with it; and each use through HTTP moves its last use forward.
import crypto from 'node:crypto';
import { createSignedInAccount } from '../../support/accounts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, TestClient } from '../realtime/support/phoenixClients';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Makes the session of the token look unused since `daysAgo` (and made then). */
async function lastUsedDaysAgo(token: string, daysAgo: number): Promise<void> {
  const { digestOfToken } = await import('../../../server/domain/accounts/secretTokens');
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  await testApp.database.db.updateTable('sessions').set({ created: at, last_used_at: at }).where('token_hash', '=', digestOfToken(token)).execute();
}

/** A download of a file that does not exist: 404 when signed in, 401 when not. */
function download(token: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/files/download/${crypto.randomUUID()}`, headers: { authorization: `Bearer ${token}` } });
}

describe('a session idle for 14 days', () => {
  it('is refused by HTTP calls and by socket joins; one used 13 days ago still works and counts as used now', async () => {
    const idle = await createSignedInAccount(testApp.database.db);
    const recent = await createSignedInAccount(testApp.database.db);
    await lastUsedDaysAgo(idle.token, 14);
    await lastUsedDaysAgo(recent.token, 13);

    expect((await download(idle.token)).statusCode).toBe(401);
    const idleClient = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: idle.token } }).connect();
    await expect(idleClient.join(idleClient.channel(`user:${idle.account.id}`))).resolves.toEqual({
      status: 'error',
      response: { reason: 'unauthorized' },
    });

    expect((await download(recent.token)).statusCode).toBe(404);
    const row = await testApp.database.db.selectFrom('sessions').select('last_used_at').where('account_id', '=', recent.account.id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at ?? '')).toBeLessThan(60_000);
    const recentClient = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: recent.token } }).connect();
    await expect(recentClient.join(recentClient.channel(`user:${recent.account.id}`))).resolves.toMatchObject({ status: 'ok' });
  });
});

// The real app cuts the live sockets of a login once it expires, at its next check of its sockets' logins,
// and leaves the sockets of logins that still hold.
import { issueSession, SESSION_LIFETIME_MS } from '../../../server/domain/accounts/sessions';
import { createSignedInAccount } from '../../support/accounts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, eventually, joinedAccountClient } from './support/phoenixClients';

let testApp: TestApp;
let baseUrl: string;
let now = Date.now();

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: () => new Date(now), socketLoginRecheckMs: 50 });
  baseUrl = await listenOnLoopback(testApp.app);
});
afterEach(async () => {
  await closeAllClients();
});
afterAll(async () => {
  await testApp.close();
});

test("a login's sockets are cut once it expires, and only those", async () => {
  const db = testApp.database.db;
  const expiring = await createSignedInAccount(db);
  const other = await createSignedInAccount(db);
  // A login issued two minutes later than the first, so it outlives it.
  const lasting = await issueSession(db, other.account.id, new Date(Date.now() + 120_000));
  const expiringClient = await joinedAccountClient(baseUrl, expiring.account.id, expiring.token);
  const lastingClient = await joinedAccountClient(baseUrl, other.account.id, lasting.token);

  // Past the first login's end, before the second's.
  now = Date.now() + SESSION_LIFETIME_MS + 60_000;

  // 1008: cut on purpose by the server.
  await eventually(() => expiringClient.closeCodes.includes(1008));
  expect(expiringClient.closeCodes).toContain(1008);
  expect(lastingClient.closeCodes).toEqual([]);
});

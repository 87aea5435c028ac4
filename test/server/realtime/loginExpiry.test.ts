// The real app cuts the live sockets of a login within a second of its end, without waiting for its next
// lookup of every login (30 s), and leaves the sockets of logins that still hold.
import { issueSession, SESSION_LIFETIME_MS } from '../../../server/domain/accounts/sessions';
import { createSignedInAccount } from '../../support/accounts';
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, eventually, joinedAccountClient } from './support/phoenixClients';

let testApp: TestApp;
let baseUrl: string;
let now = Date.now();

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: () => new Date(now) });
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

  // Give the app a second to learn when each login ends, then move past the first login's end, before the second's.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  now = Date.now() + SESSION_LIFETIME_MS + 60_000;

  // 1008: cut on purpose by the server, by the check every second (the lookups of every login are 30 s apart).
  await eventually(() => expiringClient.closeCodes.includes(1008));
  expect(expiringClient.closeCodes).toContain(1008);
  expect(lastingClient.closeCodes).toEqual([]);
});

// The socket server as the real app wires it (server/app.ts): its routes and upgrade beside the app's hooks
// (CSRF on /api/, security headers) and its not-found handler, which answers other /user_socket/ paths.
import { listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, TestClient } from './support/phoenixClients';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
});

afterAll(async () => {
  await closeAllClients();
  // fetch may leave a connection it opened but never used, which Node's close would wait for (minutes).
  testApp.app.server.closeAllConnections();
  await testApp.close();
});

test.each(['websocket', 'longpoll'] as const)('phoenix 1.8 reaches the user channel over %s', async (transport) => {
  const client = new TestClient('1.8', transport, baseUrl, { params: { user_token: 'not-a-session' } }).connect();
  const channel = client.channel('user:1');

  await expect(client.join(channel)).resolves.toEqual({ status: 'error', response: { reason: 'unauthorized' } });
  await client.close();
});

test('LongPoll answers keep their JSON shape; other /user_socket/ paths are the app 404', async () => {
  const poll = await fetch(`${baseUrl}/user_socket/longpoll?user_token=x&vsn=2.0.0`);
  expect(poll.status).toBe(200);
  expect(poll.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(poll.headers.get('cache-control')).toBe('no-store');
  await expect(poll.json()).resolves.toMatchObject({ status: 410 });

  const other = await fetch(`${baseUrl}/user_socket/other`);
  expect(other.status).toBe(404);
  await other.text();
});

// A flood costs no parsing: frames over a socket's rate are dropped before the serializer decodes them, on
// both transports, and a socket that keeps flooding is closed (its session ended) after its own allowance.
import { WebSocket } from 'ws';
import { decodeText } from '../../../server/realtime/serializer';
import { startTestServer, type TestServer, waitFor } from './support/testServer';

// The real decoder, wrapped to count its calls: a module's exports are read-only once compiled, so the module is
// replaced by one whose decodeText is a mock that calls through.
jest.mock('../../../server/realtime/serializer', () => {
  const actual = jest.requireActual<typeof import('../../../server/realtime/serializer')>('../../../server/realtime/serializer');
  return { ...actual, decodeText: jest.fn(actual.decodeText) };
});
const decodes = jest.mocked(decodeText);

const RATE = 20;
// A frame of about 2 KB: parsing 10,000 of them is what a flood must not cost.
const padding = 'x'.repeat(2000);
const heartbeat = (ref: number): string => JSON.stringify([null, String(ref), 'phoenix', 'heartbeat', { padding }]);

/**
 * The most a token bucket of RATE can admit over `since`..now: its burst, plus what refills meanwhile (and one for
 * rounding). The bound follows the clock rather than a fixed number, because a loaded machine delivers a flood
 * slowly, and a slow flood rightly earns a few more tokens: still far from all of it.
 */
const mostAdmittedSince = (since: number): number => RATE + Math.ceil(((Date.now() - since) / 1000) * RATE) + 1;

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ limits: { maxEventsPerSecond: RATE } });
  decodes.mockClear();
});

afterEach(async () => {
  await server.close();
});

test('10,000 frames sent at once over a WebSocket: at most the allowance is decoded, the rest dropped unread', async () => {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/user_socket/websocket?user_token=alice&vsn=2.0.0`);
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  await new Promise((resolve) => ws.once('open', resolve));

  const sendingSince = Date.now();
  for (let n = 1; n <= 10_000; n += 1) ws.send(heartbeat(n));

  await expect(closed).resolves.toBe(1008);
  const admittedAtMost = mostAdmittedSince(sendingSince);
  await waitFor(() => server.sockets.socketCount === 0, 'the socket gone');
  // The burst of RATE, plus what refilled while the frames arrived: far from 10,000.
  expect(decodes.mock.calls.length).toBeGreaterThanOrEqual(RATE);
  expect(decodes.mock.calls.length).toBeLessThanOrEqual(admittedAtMost);
  expect(decodes.mock.calls.length).toBeLessThan(1_000);
  // Each frame the server read before the close took hold was either decoded or dropped and counted.
  expect(server.sockets.droppedFrames).toBeGreaterThan(RATE);
});

test('LongPoll batches over the rate: lines are dropped before decoding, and the flooding session ends', async () => {
  const query = `${server.url}/user_socket/longpoll?user_token=alice&vsn=2.0.0`;
  const { token } = (await (await fetch(query)).json()) as { token: string };
  const batch = Array.from({ length: 100 }, (_, index) => heartbeat(index)).join('\n');
  const statuses: number[] = [];
  const sendingSince = Date.now();
  for (let post = 0; post < 20; post += 1) {
    const answer = await fetch(`${query}&token=${token}`, {
      method: 'POST',
      body: batch,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    statuses.push(((await answer.json()) as { status: number }).status);
  }

  // 2,000 lines sent; only the allowance was parsed.
  expect(decodes.mock.calls.length).toBeGreaterThanOrEqual(RATE);
  expect(decodes.mock.calls.length).toBeLessThanOrEqual(mostAdmittedSince(sendingSince));
  // The first batch overflowed the allowance twice over: its session ended, later batches find none.
  expect(statuses[0]).toBe(200);
  expect(statuses.slice(1).every((status) => status === 410)).toBe(true);
  expect(server.sockets.socketCount).toBe(0);
  expect(server.state.logs.some((log) => log.msg === 'realtime: too many events, closing')).toBe(true);
});

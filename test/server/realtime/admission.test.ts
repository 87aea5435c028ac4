// Caps on connections: unauthenticated sockets per address and in all, sockets per address, LongPoll sessions
// per address and in all. Over a cap the WebSocket upgrade answers 429 and the LongPoll session is refused
// with a status the phoenix clients retry after; a join that succeeds frees the socket's unauthenticated place.
import { WebSocket } from 'ws';
import { AdmissionControl, addressKey } from '../../../server/realtime/admission';
import { DEFAULT_LIMITS } from '../../../server/realtime';
import type { Limits } from '../../../server/realtime/types';
import { CLIENT_MATRIX, closeAllClients, TestClient } from './support/phoenixClients';
import { startTestServer, type TestServer, waitFor } from './support/testServer';

let server: TestServer | undefined;

afterEach(async () => {
  await closeAllClients();
  await server?.close();
  server = undefined;
});

const wsUrl = (base: string, query = 'user_token=alice&vsn=2.0.0'): string => `${base.replace('http', 'ws')}/user_socket/websocket?${query}`;

interface Upgrade {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly ws: WebSocket | undefined;
}

/** Opens a raw WebSocket; answers 101 with the socket, or the refusal's status. */
function upgrade(base: string, query?: string): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(base, query));
    ws.on('unexpected-response', (request, response) => {
      const retryAfter = response.headers['retry-after'];
      resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, ws: undefined });
      request.destroy();
    });
    ws.on('open', () => {
      resolve({ status: 101, retryAfter: undefined, ws });
    });
    ws.on('error', reject);
  });
}

/** Sends a join on a raw socket and waits for its reply's status. */
async function joinRaw(ws: WebSocket, topic: string): Promise<string> {
  const reply = new Promise<string>((resolve) => {
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as unknown[];
      if (frame[1] === 'j1') resolve((frame[4] as { status: string }).status);
    });
  });
  ws.send(JSON.stringify(['j1', 'j1', topic, 'phx_join', {}]));
  return reply;
}

async function closeRaw(ws: WebSocket | undefined): Promise<void> {
  if (ws === undefined || ws.readyState === WebSocket.CLOSED) return;
  const closed = new Promise((resolve) => ws.once('close', resolve));
  ws.close(1001);
  await closed;
}

describe('AdmissionControl', () => {
  const limits = (overrides: Partial<Limits>): Limits => ({ ...DEFAULT_LIMITS, ...overrides });

  test('counts unauthenticated sockets per address until they authenticate, and frees places on release', () => {
    const control = new AdmissionControl(limits({ maxUnauthenticatedSocketsPerAddress: 2 }));
    const first = control.admit('192.0.2.1', 'websocket');
    const second = control.admit('192.0.2.1', 'longpoll');
    expect(typeof first).toBe('object');
    expect(typeof second).toBe('object');
    expect(control.admit('192.0.2.1', 'websocket')).toBe('unauthenticated_per_address');
    // Another address has its own allowance.
    expect(typeof control.admit('192.0.2.2', 'websocket')).toBe('object');

    if (typeof first === 'string' || typeof second === 'string') throw new Error('admitted above');
    first.authenticated();
    first.authenticated();
    expect(control.countsOf('192.0.2.1')).toEqual({ sockets: 2, unauthenticated: 1, longpoll: 1 });
    expect(typeof control.admit('192.0.2.1', 'websocket')).toBe('object');

    second.release();
    second.release();
    first.release();
    expect(control.countsOf('192.0.2.1')).toEqual({ sockets: 1, unauthenticated: 1, longpoll: 0 });
  });

  test('caps unauthenticated sockets and LongPoll sessions in all, and sockets and sessions per address', () => {
    const total = new AdmissionControl(limits({ maxUnauthenticatedSockets: 2 }));
    total.admit('192.0.2.1', 'websocket');
    total.admit('192.0.2.2', 'websocket');
    expect(total.admit('192.0.2.3', 'websocket')).toBe('unauthenticated_total');

    const sessions = new AdmissionControl(limits({ maxLongPollSessions: 2, maxLongPollSessionsPerAddress: 1 }));
    expect(typeof sessions.admit('192.0.2.1', 'longpoll')).toBe('object');
    expect(sessions.admit('192.0.2.1', 'longpoll')).toBe('longpoll_per_address');
    // A WebSocket is no LongPoll session.
    expect(typeof sessions.admit('192.0.2.1', 'websocket')).toBe('object');
    expect(typeof sessions.admit('192.0.2.2', 'longpoll')).toBe('object');
    expect(sessions.admit('192.0.2.3', 'longpoll')).toBe('longpoll_total');

    const perAddress = new AdmissionControl(limits({ maxSocketsPerAddress: 2 }));
    for (const admission of [perAddress.admit('192.0.2.1', 'websocket'), perAddress.admit('192.0.2.1', 'websocket')]) {
      if (typeof admission !== 'string') admission.authenticated();
    }
    expect(perAddress.admit('192.0.2.1', 'websocket')).toBe('sockets_per_address');
  });

  test('an IPv6 client counts by its /64, an IPv4-mapped one as its IPv4 address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('over WebSocket', () => {
  test('unauthenticated sockets per address: the next upgrade answers 429 until one joins or leaves', async () => {
    server = await startTestServer({ limits: { maxUnauthenticatedSocketsPerAddress: 2 } });
    const { url } = server;
    const first = await upgrade(url);
    const second = await upgrade(url);
    expect([first.status, second.status]).toEqual([101, 101]);

    const refused = await upgrade(url);
    expect(refused).toMatchObject({ status: 429, retryAfter: '5' });
    // Refused before the connect hook ran: two connects, not three.
    expect(server.state.connects).toHaveLength(2);
    expect(server.state.logs.some((log) => log.msg === 'realtime: too many connections, refused')).toBe(true);

    // A successful join proves the socket: its place among the unauthenticated is free.
    await expect(joinRaw(first.ws!, 'room:1')).resolves.toBe('ok');
    const third = await upgrade(url);
    expect(third.status).toBe(101);
    await expect(upgrade(url)).resolves.toMatchObject({ status: 429 });

    // A socket that goes away frees its place too.
    await closeRaw(second.ws);
    await waitFor(() => server!.sockets.admissions.totals.unauthenticated === 1, 'the place freed');
    const fourth = await upgrade(url);
    expect(fourth.status).toBe(101);

    await Promise.all([first.ws, third.ws, fourth.ws].map(closeRaw));
    await waitFor(() => server!.sockets.admissions.totals.sockets === 0, 'every place freed');
  });

  test('a refused join leaves the socket unauthenticated; refused connects and failed hooks hold no place', async () => {
    server = await startTestServer({ limits: { maxUnauthenticatedSocketsPerAddress: 1 } });
    const { url } = server;
    await expect(upgrade(url, 'user_token=bad&vsn=2.0.0')).resolves.toMatchObject({ status: 403 });
    await expect(upgrade(url, 'user_token=boom&vsn=2.0.0')).resolves.toMatchObject({ status: 500 });
    expect(server.sockets.admissions.totals).toEqual({ sockets: 0, unauthenticated: 0, longpoll: 0 });

    const socket = await upgrade(url);
    // `user:bob` is not alice's: the join is refused, the socket still proves nothing.
    await expect(joinRaw(socket.ws!, 'user:bob')).resolves.toBe('error');
    await expect(upgrade(url)).resolves.toMatchObject({ status: 429 });
    await closeRaw(socket.ws);
  });

  test('unauthenticated sockets in all, whatever the address', async () => {
    server = await startTestServer({ limits: { maxUnauthenticatedSockets: 1 } });
    const first = await upgrade(server.url);
    await expect(upgrade(server.url)).resolves.toMatchObject({ status: 429 });
    await closeRaw(first.ws);
  });

  test('sockets per address, authenticated or not', async () => {
    server = await startTestServer({ limits: { maxSocketsPerAddress: 2 } });
    const sockets = [await upgrade(server.url), await upgrade(server.url)];
    for (const [index, socket] of sockets.entries()) await expect(joinRaw(socket.ws!, `room:${index}`)).resolves.toBe('ok');
    await expect(upgrade(server.url)).resolves.toMatchObject({ status: 429 });
    await Promise.all(sockets.map((socket) => closeRaw(socket.ws)));
  });

  test('the address is the one the connection policy tells (a trusted proxy forwards many clients)', async () => {
    server = await startTestServer({ limits: { maxUnauthenticatedSocketsPerAddress: 1 } });
    server.sockets.setConnectionPolicy({ clientAddress: (request) => String(request.headers['x-client'] ?? 'none') });
    const as = (client: string): Promise<Upgrade> =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(wsUrl(server!.url), { headers: { 'x-client': client } });
        ws.on('unexpected-response', (request, response) => {
          resolve({ status: response.statusCode ?? 0, retryAfter: undefined, ws: undefined });
          request.destroy();
        });
        ws.on('open', () => {
          resolve({ status: 101, retryAfter: undefined, ws });
        });
        ws.on('error', reject);
      });
    const a = await as('198.51.100.1');
    const b = await as('198.51.100.2');
    expect([a.status, b.status]).toEqual([101, 101]);
    await expect(as('198.51.100.1')).resolves.toMatchObject({ status: 429 });
    expect(server.state.connects.map((connect) => connect.info.remoteAddress)).toEqual(['198.51.100.1', '198.51.100.2']);
    await Promise.all([a.ws, b.ws].map(closeRaw));
  });
});

describe('over LongPoll', () => {
  const poll = (base: string): Promise<Response> => fetch(`${base}/user_socket/longpoll?user_token=alice&vsn=2.0.0`);

  test('LongPoll sessions per address: the next session is refused with HTTP 429 and status 500', async () => {
    server = await startTestServer({ limits: { maxLongPollSessionsPerAddress: 2 } });
    for (let n = 0; n < 2; n += 1) await expect((await poll(server.url)).json()).resolves.toMatchObject({ status: 410 });

    const refused = await poll(server.url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    await expect(refused.json()).resolves.toEqual({ status: 500 });
    // A WebSocket is still welcome from there.
    const ws = await upgrade(server.url);
    expect(ws.status).toBe(101);
    await closeRaw(ws.ws);
  });

  test('LongPoll sessions in all; an ended session frees its place', async () => {
    server = await startTestServer({ limits: { maxLongPollSessions: 1 }, longpoll: { sessionIdleMs: 300 } });
    await expect((await poll(server.url)).json()).resolves.toMatchObject({ status: 410 });
    expect((await poll(server.url)).status).toBe(429);
    // Nobody polls the first session: it ends after its idle time.
    await waitFor(() => server!.sockets.admissions.totals.longpoll === 0, 'the idle session ended');
    await expect((await poll(server.url)).json()).resolves.toMatchObject({ status: 410 });
  });
});

describe.each(CLIENT_MATRIX)('phoenix %s over %s, refused for a cap', (version, transport) => {
  test('retries and connects once a place is free', async () => {
    server = await startTestServer({ limits: { maxUnauthenticatedSockets: 1 } });
    const holder = await upgrade(server.url);
    const client = new TestClient(version, transport, server.url, { reconnectAfterMs: 50 }).connect();
    await waitFor(() => client.errors >= 2, 'refusals seen by the client');
    expect(client.opens).toBe(0);

    await closeRaw(holder.ws);
    await waitFor(() => client.opens >= 1, 'the client connected');
    await expect(client.join(client.channel('room:1'))).resolves.toMatchObject({ status: 'ok' });
  });
});

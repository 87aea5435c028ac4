// Conformance cases of the LongPoll transport: the raw HTTP exchange, then the real clients on top of it.
import crypto from 'node:crypto';
import { signSessionToken } from '../../../server/realtime/longPollToken';
import {
  type ClientOptions,
  type ClientVersion,
  closeAllClients,
  holdLongPollGets,
  nextEvent,
  settle,
  TestClient,
} from './support/phoenixClients';
import { delay, startTestServer, type TestServer, type TestServerOptions, waitFor } from './support/testServer';

let server: TestServer;

async function restartWith(options: TestServerOptions): Promise<void> {
  await server.close();
  server = await startTestServer(options);
}

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await closeAllClients();
  await server.close();
});

interface PollAnswer {
  readonly status: number;
  readonly token?: string;
  readonly messages?: string[];
}

interface RawAnswer {
  readonly http: Response;
  readonly body: PollAnswer;
}

async function longpoll(
  method: 'GET' | 'POST' | 'OPTIONS',
  query: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const http = await fetch(`${server.url}/user_socket/longpoll?${query}`, { method, ...init });
  const text = await http.text();
  return { http, body: JSON.parse(text) as PollAnswer };
}

const CONNECT = 'user_token=alice&vsn=2.0.0';

async function newSession(): Promise<string> {
  const { body } = await longpoll('GET', CONNECT);
  expect(body.status).toBe(410);
  return body.token!;
}

function post(token: string, lines: readonly string[]): Promise<RawAnswer> {
  return longpoll('POST', `${CONNECT}&token=${encodeURIComponent(token)}`, {
    body: lines.join('\n'),
    headers: { 'content-type': 'application/x-ndjson' },
  });
}

function poll(token: string): Promise<RawAnswer> {
  return longpoll('GET', `${CONNECT}&token=${encodeURIComponent(token)}`);
}

const frame = (joinRef: string | null, ref: string | null, topic: string, event: string, payload: object = {}): string =>
  JSON.stringify([joinRef, ref, topic, event, payload]);

/** A client push in the binary format: `0, sizes..., join_ref, ref, topic, event, data`. */
function binaryPush(joinRef: string, ref: string, topic: string, event: string, data: Buffer): Buffer {
  const fields = [joinRef, ref, topic, event].map((field) => Buffer.from(field));
  return Buffer.concat([Buffer.from([0, ...fields.map((field) => field.length)]), ...fields, data]);
}

describe('LongPoll over raw HTTP', () => {
  test('LongPoll: first GET 410', async () => {
    const { http, body } = await longpoll('GET', CONNECT);

    expect(http.status).toBe(200);
    expect(http.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(http.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ status: 410, token: expect.any(String), messages: [] });
    expect(server.state.connects[0]).toMatchObject({ params: { user_token: 'alice', vsn: '2.0.0' }, info: { transport: 'longpoll' } });
  });

  test('refused connect answers status 403, a failing connect hook 500, another vsn 403', async () => {
    await expect(longpoll('GET', 'user_token=bad&vsn=2.0.0')).resolves.toMatchObject({ body: { status: 403 } });
    await expect(longpoll('GET', 'user_token=boom&vsn=2.0.0')).resolves.toMatchObject({ body: { status: 500 } });
    await expect(longpoll('GET', 'user_token=alice')).resolves.toMatchObject({ body: { status: 403 } });
  });

  test('held GET returns on message and 204 before 20 s', async () => {
    const token = await newSession();
    await expect(post(token, [frame('1', '1', 'room:1', 'phx_join')])).resolves.toMatchObject({ body: { status: 200 } });

    // Buffered messages come at once.
    const buffered = await poll(token);
    expect(buffered.body).toEqual({ status: 200, token, messages: [frame('1', '1', 'room:1', 'phx_reply', { status: 'ok', response: { joined: 'room:1' } })] });

    // A held GET answers as soon as a message arrives (had it waited out its hold, it would carry no message).
    const held = poll(token);
    await delay(50);
    await server.sockets.broadcast('room:1', 'news', { n: 1 });
    await expect(held).resolves.toMatchObject({ body: { status: 200, messages: [frame(null, null, 'room:1', 'news', { n: 1 })] } });

    // With nothing to send, it ends with 204 after the hold (300 ms here, 10 s by default).
    const idleStart = Date.now();
    await expect(poll(token)).resolves.toMatchObject({ body: { status: 204, token, messages: [] } });
    expect(Date.now() - idleStart).toBeGreaterThanOrEqual(250);
    expect(Date.now() - idleStart).toBeLessThan(2000);
  });

  test('a newer GET takes over and the older ends with 204', async () => {
    const token = await newSession();
    await post(token, [frame('1', '1', 'room:1', 'phx_join')]);
    await poll(token);

    const older = poll(token);
    await delay(50);
    const newer = poll(token);
    await expect(older).resolves.toMatchObject({ body: { status: 204 } });
    await server.sockets.broadcast('room:1', 'news', {});
    await expect(newer).resolves.toMatchObject({ body: { status: 200, messages: [frame(null, null, 'room:1', 'news', {})] } });
  });

  test('ndjson order', async () => {
    const token = await newSession();
    const lines = [
      frame('1', '1', 'room:1', 'phx_join'),
      ...[2, 3, 4].map((n) => frame('1', String(n), 'room:1', 'echo', { n })),
      frame(null, '5', 'phoenix', 'heartbeat'),
    ];
    await expect(post(token, lines)).resolves.toMatchObject({ body: { status: 200 } });

    const { body } = await poll(token);
    expect(body.messages!.map((message) => (JSON.parse(message) as unknown[])[1])).toEqual(['1', '2', '3', '4', '5']);
    expect(server.state.events.map((event) => event.payload)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
  });

  test('more than 100 lines in one POST are refused', async () => {
    const token = await newSession();
    const lines = [...Array(101).keys()].map((n) => frame(null, String(n), 'phoenix', 'heartbeat'));

    await expect(post(token, lines)).resolves.toMatchObject({ body: { status: 413 } });
    await expect(poll(token)).resolves.toMatchObject({ body: { status: 204 } });
    expect(server.state.logs.some((log) => log.msg === 'realtime: longpoll batch too large')).toBe(true);
  });

  test('base64 lines', async () => {
    const token = await newSession();
    const binary = binaryPush('1', '2', 'room:1', 'binary_size', Buffer.from('bytes'));
    await post(token, [frame('1', '1', 'room:1', 'phx_join'), binary.toString('base64')]);

    const { body } = await poll(token);
    expect(body.messages![1]).toBe(frame('1', '2', 'room:1', 'phx_reply', { status: 'ok', response: { size: 5, text: 'bytes' } }));
  });

  test('another content type carries one frame', async () => {
    const token = await newSession();
    await longpoll('POST', `${CONNECT}&token=${token}`, {
      body: frame(null, '7', 'phoenix', 'heartbeat'),
      headers: { 'content-type': 'application/json' },
    });
    await expect(poll(token)).resolves.toMatchObject({ body: { messages: [frame(null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} })] } });
  });

  test('unknown token 410 (forged, foreign or expired), for GET and POST', async () => {
    const foreign = signSessionToken(crypto.randomBytes(32), 'some-session');
    const unknown = signSessionToken(server.secret, 'no-such-session');

    for (const token of ['forged.token', foreign, unknown]) {
      const { body } = await poll(token);
      expect(body).toEqual({ status: 410, token: expect.any(String), messages: [] });
      expect(body.token).not.toBe(token);
      await expect(post(token, [frame(null, '1', 'phoenix', 'heartbeat')])).resolves.toMatchObject({ body: { status: 410 } });
    }
    // Each GET with an unknown token ran connect for a new session.
    expect(server.state.connects).toHaveLength(3);
  });

  test('the token is accepted from the X-Phoenix-Longpoll-Token header', async () => {
    const token = await newSession();
    await longpoll('POST', CONNECT, {
      body: frame(null, '1', 'phoenix', 'heartbeat'),
      headers: { 'content-type': 'application/x-ndjson', 'x-phoenix-longpoll-token': token },
    });
    const { body } = await longpoll('GET', CONNECT, { headers: { 'x-phoenix-longpoll-token': token } });
    expect(body).toEqual({ status: 200, token, messages: [frame(null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} })] });
  });

  test('idle session expiry', async () => {
    await restartWith({ longpoll: { holdMs: 100, sessionIdleMs: 300 } });
    const token = await newSession();
    await post(token, [frame('1', '1', 'room:1', 'phx_join')]);
    await poll(token);

    await delay(450);

    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'disconnect', joinRef: '1' }]);
    const { body } = await poll(token);
    expect(body.status).toBe(410);
    expect(body.token).not.toBe(token);
  });

  test('OPTIONS preflight allowed', async () => {
    const { http, body } = await longpoll('OPTIONS', CONNECT);
    expect(http.status).toBe(200);
    expect(body).toEqual({ status: 200 });
    expect(http.headers.get('access-control-allow-headers')).toContain('x-phoenix-authtoken');
    expect(http.headers.get('access-control-allow-methods')).toContain('POST');
  });

  test('closing answers held polls with status 500, which makes clients reconnect', async () => {
    const token = await newSession();
    const held = poll(token);
    await delay(50);
    await server.sockets.close();
    await expect(held).resolves.toMatchObject({ body: { status: 500 } });
    await expect(poll(token)).resolves.toMatchObject({ body: { status: 500 } });
  });
});

describe.each(['1.8', '1.7'] as const)('phoenix %s over longpoll', (version: ClientVersion) => {
  const open = (options?: ClientOptions): TestClient => new TestClient(version, 'longpoll', server.url, options).connect();

  async function joined(client: TestClient, topic = 'room:1'): Promise<ReturnType<TestClient['channel']>> {
    const channel = client.channel(topic);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    return channel;
  }

  test('first GET 410 opens the socket', async () => {
    const client = open();
    await waitFor(() => client.opens === 1, 'the socket to open');
    expect(server.state.longpollRequests[0]).toMatchObject({ method: 'GET' });
    expect(server.state.longpollRequests[0]!.url).not.toMatch(/[?&]token=/);
  });

  test('>100 frames split', async () => {
    const client = open();
    const channel = await joined(client);
    const postsBefore = server.state.longpollRequests.filter((request) => request.method === 'POST').length;

    const results = await Promise.all([...Array(250).keys()].map((n) => settle(channel.push('echo', { n }))));

    expect(results.every((result) => result.status === 'ok')).toBe(true);
    const posts = server.state.longpollRequests.filter((request) => request.method === 'POST').slice(postsBefore);
    expect(posts.map((request) => request.lines)).toEqual([100, 100, 50]);
    const order = server.state.events.map((event) => (event.payload as { n: number }).n);
    expect(order).toEqual([...Array(250).keys()]);
  });

  test('base64 lines from a binary push', async () => {
    const client = open();
    const channel = await joined(client);

    await expect(settle(channel.push('binary_size', new TextEncoder().encode('über').buffer))).resolves.toEqual({
      status: 'ok',
      response: { size: 5, text: 'über' },
    });
  });

  test('no heartbeats over LongPoll; the session lives across holds', async () => {
    const client = open({ heartbeatIntervalMs: 50 });
    const channel = await joined(client);

    await delay(900);

    expect(client.frames('phoenix', 'phx_reply')).toEqual([]);
    expect(server.state.connects).toHaveLength(1);
    expect(server.state.longpollRequests.filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(3);
    const news = nextEvent(channel, 'news');
    await server.sockets.broadcast('room:1', 'news', { still: 'here' });
    await expect(news).resolves.toEqual({ still: 'here' });
  });

  test('binary payloads are not sent to a LongPoll client', async () => {
    const client = open();
    const channel = await joined(client);

    await expect(settle(channel.push('push_binary', { text: 'x' }))).resolves.toMatchObject({ status: 'ok' });
    await settle(channel.push('echo', {}));
    expect(client.frames('room:1', 'bin')).toEqual([]);
    expect(server.state.logs.some((log) => log.msg === 'realtime: binary payloads need a WebSocket, dropped')).toBe(true);
  });
});

describe('unknown token 410 then reconnect', () => {
  test('phoenix 1.8 reconnects and rejoins when its session expired', async () => {
    await restartWith({ longpoll: { holdMs: 100, sessionIdleMs: 300 } });
    const client = new TestClient('1.8', 'longpoll', server.url).connect();
    const channel = client.channel('room:1');
    await client.join(channel);

    // The client's polls stall (as behind a long network outage) until its session has expired.
    const release = holdLongPollGets();
    try {
      await waitFor(() => server.state.terminations.length === 1, 'the session to expire');
    } finally {
      release();
    }

    await waitFor(() => client.closeCodes.includes(3410), 'the session_gone close');
    await waitFor(() => server.state.joins.length === 2 && channel.state === 'joined', 'the rejoin');
    const news = nextEvent(channel, 'news');
    await server.sockets.broadcast('room:1', 'news', {});
    await expect(news).resolves.toEqual({});
  });

  test('phoenix 1.7 takes the new session but silently loses its channels (why sessions must not end early)', async () => {
    await restartWith({ longpoll: { holdMs: 100, sessionIdleMs: 300 } });
    const client = new TestClient('1.7', 'longpoll', server.url).connect();
    const channel = client.channel('room:1');
    await client.join(channel);

    const release = holdLongPollGets();
    try {
      await waitFor(() => server.state.terminations.length === 1, 'the session to expire');
    } finally {
      release();
    }

    await waitFor(() => server.state.connects.length === 2, 'the new session');
    await delay(300);
    expect(client.socket.isConnected()).toBe(true);
    expect(channel.state).toBe('joined');
    expect(server.state.joins).toHaveLength(1);
  });
});

// Conformance cases that concern the WebSocket transport only (heartbeats, binary frames, close codes,
// the upgrade itself), with both client versions, plus the 1.8-only authToken option.
import { WebSocket } from 'ws';
import {
  type ClientOptions,
  type ClientVersion,
  closeAllClients,
  nextEvent,
  settle,
  TestClient,
} from './support/phoenixClients';
import { delay, startTestServer, type TestServer, waitFor } from './support/testServer';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await closeAllClients();
  await server.close();
});

const wsUrl = (path: string): string => `${server.url.replace('http', 'ws')}${path}`;

describe.each(['1.8', '1.7'] as const)('phoenix %s over websocket', (version: ClientVersion) => {
  const open = (options?: ClientOptions): TestClient => new TestClient(version, 'websocket', server.url, options).connect();

  async function joined(client: TestClient, topic = 'room:1'): Promise<ReturnType<TestClient['channel']>> {
    const channel = client.channel(topic);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    return channel;
  }

  test('heartbeat keeps the socket up', async () => {
    await server.close();
    // The server closes a WebSocket silent for 1.5 s, so only the heartbeats keep this one open. (Wide margins:
    // the machine running the tests may stall the event loop for a few hundred milliseconds, and the client
    // itself closes a socket whose heartbeat is not answered before its next one: 100 ms apart, a loaded
    // machine's stall closed it.)
    server = await startTestServer({ websocket: { idleTimeoutMs: 1500 } });
    const client = open({ heartbeatIntervalMs: 400 });
    await joined(client);

    await delay(2500);

    const heartbeatReplies = client.frames('phoenix', 'phx_reply');
    expect(heartbeatReplies.length).toBeGreaterThanOrEqual(4);
    expect(heartbeatReplies[0]).toMatchObject({ join_ref: null, payload: { status: 'ok', response: {} } });
    expect(client.closeCodes).toEqual([]);
    expect(server.state.connects).toHaveLength(1);
    expect(client.socket.isConnected()).toBe(true);
  });

  test('a server ignoring heartbeats makes the client reconnect and rejoin', async () => {
    const client = open({ heartbeatIntervalMs: 100 });
    const channel = await joined(client);

    // Heartbeats vanish on the way, as if the server ignored them.
    let dropping = true;
    const socket = client.socket as unknown as { push(data: { event: string }, ...rest: unknown[]): void };
    const push = socket.push.bind(socket);
    socket.push = (data, ...rest) => {
      if (!(dropping && data.event === 'heartbeat')) push(data, ...rest);
    };

    await waitFor(() => server.state.connects.length >= 2, 'a reconnect');
    dropping = false;
    await waitFor(() => server.state.joins.length >= 2 && channel.state === 'joined', 'the rejoin');
    await expect(settle(channel.push('echo', { after: 'reconnect' }))).resolves.toMatchObject({ status: 'ok' });
  });

  test('binary frames (WebSocket)', async () => {
    const client = open();
    const channel = await joined(client);
    const bytes = new TextEncoder().encode('héllo').buffer;

    // Client push in the binary format: the handler gets a Buffer.
    await expect(settle(channel.push('binary_size', bytes))).resolves.toEqual({
      status: 'ok',
      response: { size: 6, text: 'héllo' },
    });
    expect(Buffer.isBuffer(server.state.events[0]!.payload)).toBe(true);

    // Binary reply.
    const echo = await settle(channel.push('binary_echo', bytes));
    expect(echo.status).toBe('ok');
    expect(echo.response).toBeInstanceOf(ArrayBuffer);
    expect(Buffer.from(echo.response as ArrayBuffer)).toEqual(Buffer.from(bytes).reverse());

    // Binary push to the channel, then a binary broadcast.
    const pushed = nextEvent(channel, 'bin');
    await settle(channel.push('push_binary', { text: 'pushed' }));
    expect(Buffer.from((await pushed) as ArrayBuffer).toString('utf8')).toBe('pushed');

    const broadcast = nextEvent(channel, 'blob');
    await server.sockets.broadcast('room:1', 'blob', Buffer.from('to everyone'));
    expect(Buffer.from((await broadcast) as ArrayBuffer).toString('utf8')).toBe('to everyone');
  });

  test('close 1001 -> reconnect', async () => {
    const client = open();
    const channel = await joined(client);
    const { port, secret } = server;

    await server.close(1001);
    await waitFor(() => client.closeCodes.includes(1001), 'the close event');
    server = await startTestServer({ port, secret });

    await waitFor(() => server.state.joins.length === 1 && channel.state === 'joined', 'the rejoin');
    await expect(settle(channel.push('echo', {}))).resolves.toMatchObject({ status: 'ok' });
  });

  test('an idle WebSocket is closed with 1001 and the client reconnects', async () => {
    await server.close();
    server = await startTestServer({ websocket: { idleTimeoutMs: 150 } });
    const client = open();
    const channel = await joined(client);

    await waitFor(() => client.closeCodes.includes(1001), 'the idle close');
    await waitFor(() => server.state.joins.length >= 2 && channel.state === 'joined', 'the rejoin');
  });

  test('the idle timeout counts from the last frame of each socket', async () => {
    await server.close();
    // One sweep serves every socket: the silent one goes, the one sending heartbeats stays, and neither early.
    server = await startTestServer({ websocket: { idleTimeoutMs: 1500 } });
    // Heartbeats 400 ms apart: the client closes a socket whose heartbeat is still unanswered at the next one.
    const chatty = open({ heartbeatIntervalMs: 400 });
    const silent = open();
    await joined(chatty);
    await joined(silent, 'room:2');

    await delay(500);
    expect(silent.closeCodes).toEqual([]);
    await waitFor(() => silent.closeCodes.includes(1001), 'the idle close of the silent socket', 5000);
    expect(chatty.closeCodes).toEqual([]);
    expect(chatty.socket.isConnected()).toBe(true);
  });

  test('a closed WebSocket leaves the server and ends its channels', async () => {
    const client = open();
    await joined(client);
    expect(server.sockets.socketCount).toBe(1);

    await client.close();

    await waitFor(() => server.sockets.socketCount === 0, 'the socket forgotten');
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'disconnect', joinRef: expect.any(String) }]);
  });

  test('fallback with the upgrade refused', async () => {
    const client = open({ params: { user_token: 'alice', refuse_websocket: 'true' }, longPollFallbackMs: 500 });
    const channel = await joined(client);

    // The refused upgrade, then long polling only. On a loaded machine the client has been seen opening a
    // second poll session; what matters is that it never goes back to the refused WebSocket.
    const [first, ...later] = server.state.connects.map((connect) => connect.info.transport);
    expect(first).toBe('websocket');
    expect(later.length).toBeGreaterThanOrEqual(1);
    expect(later.every((transport) => transport === 'longpoll')).toBe(true);
    expect(server.state.joins[0]!.transport).toBe('longpoll');
    await expect(settle(channel.push('echo', { via: 'longpoll' }))).resolves.toEqual({
      status: 'ok',
      response: { via: 'longpoll' },
    });
  });
});

describe('phoenix 1.8 authToken', () => {
  test.each(['websocket', 'longpoll'] as const)('authToken subprotocol over %s', async (transport) => {
    const authToken = 'a token+/= with spaces';
    const client = new TestClient('1.8', transport, server.url, { authToken }).connect();
    const channel = client.channel('room:1');
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });

    expect(server.state.connects[0]!.info.authToken).toBe(authToken);
    if (transport === 'websocket') {
      // The browser refuses a connection whose subprotocol answer is missing; ws does the same.
      expect((client.socket as unknown as { conn: WebSocket }).conn.protocol).toBe('phoenix');
    }
  });
});

describe('the upgrade', () => {
  function upgradeStatus(path: string, protocols?: string[]): Promise<number> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl(path), protocols);
      ws.on('unexpected-response', (request, response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      ws.on('open', () => {
        ws.close(1001);
        resolve(101);
      });
      ws.on('error', reject);
    });
  }

  test('answers 101 and the phoenix subprotocol, 403 when connect refuses, 400 for another vsn, 500 when connect fails', async () => {
    await expect(upgradeStatus('/user_socket/websocket?user_token=alice&vsn=2.0.0')).resolves.toBe(101);
    await expect(upgradeStatus('/user_socket/websocket?user_token=bad&vsn=2.0.0')).resolves.toBe(403);
    await expect(upgradeStatus('/user_socket/websocket?user_token=alice')).resolves.toBe(400);
    await expect(upgradeStatus('/user_socket/websocket?user_token=alice&vsn=1.0.0')).resolves.toBe(400);
    await expect(upgradeStatus('/user_socket/websocket?user_token=boom&vsn=2.0.0')).resolves.toBe(500);
    await expect(upgradeStatus('/elsewhere/websocket')).resolves.toBe(404);
    expect(server.state.logs.some((log) => log.msg === 'realtime: connect refused')).toBe(true);
  });

  test('checkOrigin refuses other sites on both transports and allows CORS for the ones it accepts', async () => {
    await server.close();
    server = await startTestServer({ checkOrigin: (origin) => origin === 'https://app.example' });
    const upgrade = (origin: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(wsUrl('/user_socket/websocket?user_token=alice&vsn=2.0.0'), { origin });
        ws.on('unexpected-response', (request, response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        ws.on('open', () => {
          ws.close(1001);
          resolve(101);
        });
        ws.on('error', reject);
      });
    await expect(upgrade('https://evil.example')).resolves.toBe(403);
    await expect(upgrade('https://app.example')).resolves.toBe(101);

    const poll = (origin: string): Promise<Response> =>
      fetch(`${server.url}/user_socket/longpoll?user_token=alice&vsn=2.0.0`, { headers: { origin } });
    await expect((await poll('https://evil.example')).json()).resolves.toEqual({ status: 403 });
    const allowed = await poll('https://app.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    await expect(allowed.json()).resolves.toMatchObject({ status: 410 });
  });

  test('a malformed frame is dropped and the connection carries on', async () => {
    const ws = new WebSocket(wsUrl('/user_socket/websocket?user_token=alice&vsn=2.0.0'));
    await new Promise((resolve) => ws.once('open', resolve));
    const replies: unknown[] = [];
    ws.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString('utf8'))));

    ws.send('not json');
    ws.send('{"an":"object"}');
    ws.send(Buffer.from([7, 1, 2]));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));

    await waitFor(() => replies.length === 1, 'the heartbeat reply');
    expect(replies[0]).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    expect(server.state.logs.filter((log) => log.msg === 'realtime: frame dropped')).toHaveLength(3);
    ws.close(1001);
    await new Promise((resolve) => ws.once('close', resolve));
  });
});

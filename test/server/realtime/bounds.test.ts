// Bounds: frame size, channels per socket and events per second. What breaks a bound is refused and logged,
// and the other sockets carry on.
import { WebSocket } from 'ws';
import { CLIENT_MATRIX, closeAllClients, settle, TestClient } from './support/phoenixClients';
import { startTestServer, type TestServer, waitFor } from './support/testServer';

let server: TestServer;

afterEach(async () => {
  await closeAllClients();
  await server.close();
});

const frame = (joinRef: string | null, ref: string | null, topic: string, event: string, payload: object = {}): string =>
  JSON.stringify([joinRef, ref, topic, event, payload]);

/** A raw WebSocket with the replies it received. */
async function rawSocket(): Promise<{ ws: WebSocket; replies: unknown[][]; closed: Promise<number> }> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/user_socket/websocket?user_token=alice&vsn=2.0.0`);
  const replies: unknown[][] = [];
  ws.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString('utf8')) as unknown[]));
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  await new Promise((resolve) => ws.once('open', resolve));
  return { ws, replies, closed };
}

describe('frame size', () => {
  beforeEach(async () => {
    server = await startTestServer({ limits: { maxFrameBytes: 1024 } });
  });

  test('an oversized WebSocket frame closes that connection with 1009 only', async () => {
    const offender = await rawSocket();
    const bystander = await rawSocket();

    offender.ws.send(frame(null, '1', 'phoenix', 'heartbeat', { padding: 'x'.repeat(2000) }));

    await expect(offender.closed).resolves.toBe(1009);
    bystander.ws.send(frame(null, '1', 'phoenix', 'heartbeat'));
    await waitFor(() => bystander.replies.length === 1, 'the bystander reply');
    expect(server.state.logs.some((log) => log.msg === 'realtime: websocket error')).toBe(true);
    bystander.ws.close(1001);
  });

  test('an oversized LongPoll line is dropped, the rest of the POST is handled', async () => {
    const query = `${server.url}/user_socket/longpoll?user_token=alice&vsn=2.0.0`;
    const { token } = (await (await fetch(query)).json()) as { token: string };
    const lines = [frame(null, '1', 'phoenix', 'heartbeat', { padding: 'x'.repeat(2000) }), frame(null, '2', 'phoenix', 'heartbeat')];
    await fetch(`${query}&token=${token}`, { method: 'POST', body: lines.join('\n'), headers: { 'content-type': 'application/x-ndjson' } });

    const { messages } = (await (await fetch(`${query}&token=${token}`)).json()) as { messages: string[] };
    expect(messages.map((message) => (JSON.parse(message) as unknown[])[1])).toEqual(['2']);
    expect(server.state.logs.some((log) => log.msg === 'realtime: longpoll frame dropped')).toBe(true);
  });
});

describe.each(CLIENT_MATRIX)('channels per socket with phoenix %s over %s', (version, transport) => {
  beforeEach(async () => {
    server = await startTestServer({ limits: { maxChannelsPerSocket: 3 } });
  });

  test('too many channels joined', async () => {
    const client = new TestClient(version, transport, server.url).connect();
    for (const topic of ['room:1', 'room:2', 'room:3']) {
      await expect(client.join(client.channel(topic))).resolves.toMatchObject({ status: 'ok' });
    }

    const extra = client.channel('room:4');
    await expect(client.join(extra)).resolves.toEqual({ status: 'error', response: { reason: 'too many channels joined' } });
    await settle(extra.leave());

    // Another socket has its own allowance.
    const other = new TestClient(version, transport, server.url, { params: { user_token: 'bob' } }).connect();
    await expect(other.join(other.channel('room:4'))).resolves.toMatchObject({ status: 'ok' });
    expect(server.state.logs.some((log) => log.msg === 'realtime: too many channels, join refused')).toBe(true);
  });
});

describe('events per second', () => {
  beforeEach(async () => {
    server = await startTestServer({ limits: { maxEventsPerSecond: 20 } });
  });

  test('frames over the rate are dropped unanswered and counted, another socket is unaffected', async () => {
    const flooder = await rawSocket();
    const bystander = await rawSocket();

    // 30 at once: the burst of 20 is answered, the rest (fewer than 20 more: no flood) dropped.
    for (let n = 1; n <= 30; n += 1) flooder.ws.send(frame(null, String(n), 'phoenix', 'heartbeat'));
    await waitFor(() => flooder.replies.length + server.sockets.droppedFrames === 30, 'every frame answered or dropped');
    await settleFor(100);

    const statuses = flooder.replies.map((reply) => (reply[4] as { status: string }).status);
    expect(statuses.every((status) => status === 'ok')).toBe(true);
    expect(statuses.length).toBeGreaterThanOrEqual(20);
    // 20 of burst, plus what refills while the 30 frames arrive on a busy machine.
    expect(statuses.length).toBeLessThan(28);
    expect(server.sockets.droppedFrames).toBe(30 - statuses.length);
    const refusals = server.state.logs.filter((log) => log.msg === 'realtime: too many events, dropping');
    expect(refusals).toHaveLength(1);
    // The socket's logger is made at its first use, with the socket's id and transport all the same.
    expect(refusals[0]).toMatchObject({ socket: expect.stringMatching(/^[\w-]{8}$/), transport: 'websocket' });

    bystander.ws.send(frame(null, '1', 'phoenix', 'heartbeat'));
    await waitFor(() => bystander.replies.length === 1, 'the bystander reply');
    expect(bystander.replies[0]![4]).toEqual({ status: 'ok', response: {} });
    flooder.ws.close(1001);
    bystander.ws.close(1001);
  });

  test('a socket that sends more than twice its rate within a second is closed with 1008', async () => {
    const flooder = await rawSocket();
    const bystander = await rawSocket();

    for (let n = 1; n <= 100; n += 1) flooder.ws.send(frame(null, String(n), 'phoenix', 'heartbeat'));

    await expect(flooder.closed).resolves.toBe(1008);
    expect(server.state.logs.some((log) => log.msg === 'realtime: too many events, closing')).toBe(true);
    await waitFor(() => server.sockets.socketCount === 1, 'the flooder gone');
    bystander.ws.send(frame(null, '1', 'phoenix', 'heartbeat'));
    await waitFor(() => bystander.replies.length === 1, 'the bystander reply');
    bystander.ws.close(1001);
  });
});

const settleFor = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

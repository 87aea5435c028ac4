// Conformance cases of docs/protocol.md that apply to both transports, driven by the real
// phoenix.js clients 1.8 and 1.7 over WebSocket and LongPoll.
import {
  CLIENT_MATRIX,
  type ClientOptions,
  closeAllClients,
  joinRefOf,
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

describe.each(CLIENT_MATRIX)('phoenix %s over %s', (version, transport) => {
  const open = (options?: ClientOptions): TestClient => new TestClient(version, transport, server.url, options).connect();

  async function joined(client: TestClient, topic = 'room:1'): Promise<ReturnType<TestClient['channel']>> {
    const channel = client.channel(topic);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    return channel;
  }

  test('connect params and vsn reach the connect hook', async () => {
    const client = open({ params: { user_token: 'alice', nested: { a: 1 }, missing: undefined } });
    await waitFor(() => client.opens === 1, 'the socket to open');

    expect(server.state.connects).toHaveLength(1);
    expect(server.state.connects[0]).toMatchObject({
      params: { user_token: 'alice', 'nested[a]': '1', missing: 'undefined', vsn: '2.0.0' },
      info: { transport, vsn: '2.0.0', remoteAddress: expect.stringContaining('127.0.0.1') },
    });
    // The LongPoll session token is transport business, not a connect parameter.
    expect(server.state.connects[0]!.params).not.toHaveProperty('token');
  });

  test('refused connect (403 / status 403) and client retry', async () => {
    let token = 'bad';
    const client = open({ params: () => ({ user_token: token }) });
    await waitFor(() => server.state.connects.length >= 2, 'the client to retry');
    expect(client.opens).toBe(0);
    expect(client.errors).toBeGreaterThanOrEqual(1);

    // The params function is read again on each attempt: a valid token gets through.
    token = 'alice';
    await waitFor(() => client.opens === 1, 'the socket to open');
    expect(server.state.connects.at(-1)!.params.user_token).toBe('alice');
  });

  test('join ok with echoed refs', async () => {
    const client = open();
    const channel = client.channel('room:1');

    await expect(client.join(channel)).resolves.toEqual({ status: 'ok', response: { joined: 'room:1' } });

    const reply = client.frames('room:1', 'phx_reply')[0]!;
    expect(typeof reply.ref).toBe('string');
    expect(reply.join_ref).toBe(reply.ref);
    expect(reply.join_ref).toBe(joinRefOf(channel));
    expect(server.state.joins[0]).toMatchObject({ topic: 'room:1', joinRef: reply.join_ref, transport });
  });

  test('join error unauthorized', async () => {
    const client = open();
    const channel = client.channel('user:bob');

    await expect(client.join(channel)).resolves.toEqual({ status: 'error', response: { reason: 'unauthorized' } });

    // The client rejoins by itself until the app leaves; the server answers every attempt.
    await waitFor(() => server.state.joins.length >= 2, 'an automatic rejoin');
    await settle(channel.leave());
    const attempts = server.state.joins.length;
    await delay(200);
    expect(server.state.joins.length).toBe(attempts);
    const joinReplies = client.frames('user:bob', 'phx_reply').filter((reply) => reply.ref === reply.join_ref);
    expect(joinReplies.length).toBe(attempts);
    expect(joinReplies.every((reply) => reply.payload.status === 'error')).toBe(true);
  });

  test('unmatched topic', async () => {
    const client = open();
    const channel = client.channel('nowhere:1');

    await expect(client.join(channel)).resolves.toEqual({ status: 'error', response: { reason: 'unmatched topic' } });

    // An event on a topic the socket has not joined gets the same answer.
    const ref = client.pushRaw({ topic: 'room:9', event: 'echo', join_ref: '42' });
    await waitFor(() => client.replyTo(ref) !== undefined, 'the reply');
    expect(client.replyTo(ref)!.payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  test('concurrent pushes answered out of order resolve by ref', async () => {
    const client = open();
    const channel = await joined(client);
    const order: string[] = [];
    const track = (push: ReturnType<typeof channel.push>, name: string): Promise<unknown> =>
      settle(push).then((result) => {
        order.push(name);
        return result;
      });

    const slow = track(channel.push('delayed_echo', { delayMs: 200, value: 'slow' }), 'slow');
    const fast = track(channel.push('delayed_echo', { delayMs: 0, value: 'fast' }), 'fast');

    await expect(slow).resolves.toEqual({ status: 'ok', response: { value: 'slow' } });
    await expect(fast).resolves.toEqual({ status: 'ok', response: { value: 'fast' } });
    expect(order).toEqual(['fast', 'slow']);
  });

  test('push timeout', async () => {
    const client = open();
    const channel = await joined(client);

    await expect(settle(channel.push('noreply', {}, 150))).resolves.toEqual({ status: 'timeout', response: undefined });
    expect(server.state.events.map((event) => event.event)).toEqual(['noreply']);
  });

  test('push and broadcast reach channel.on', async () => {
    const client = open();
    const other = open({ params: { user_token: 'bob' } });
    const channel = await joined(client);
    const otherChannel = await joined(other);

    const pushed = nextEvent(channel, 'pushed');
    await settle(channel.push('push_me', { event: 'pushed', payload: { a: 1 } }));
    await expect(pushed).resolves.toEqual({ a: 1 });
    expect(client.frames('room:1', 'pushed')[0]).toMatchObject({ join_ref: joinRefOf(channel), ref: null });
    // A push goes to its own channel only.
    expect(other.frames('room:1', 'pushed')).toHaveLength(0);

    const news = [nextEvent(channel, 'news'), nextEvent(otherChannel, 'news')];
    await server.sockets.broadcast('room:1', 'news', { b: 2 });
    await expect(Promise.all(news)).resolves.toEqual([{ b: 2 }, { b: 2 }]);
    expect(client.frames('room:1', 'news')[0]).toMatchObject({ join_ref: null, ref: null });
  });

  test('a push made during join arrives after the join reply', async () => {
    const client = open();
    const channel = client.channel('room:1', { greet: true });
    const greeting = nextEvent(channel, 'greeting');

    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    await expect(greeting).resolves.toEqual({ hello: 'room:1' });
    const events = client.received.filter((message) => message.topic === 'room:1').map((message) => message.event);
    expect(events).toEqual(['phx_reply', 'greeting']);
  });

  test('stale join_ref dropped', async () => {
    const client = open();
    const channel = await joined(client);

    const staleEvent = client.pushRaw({ topic: 'room:1', event: 'echo', payload: { stale: true }, join_ref: '9999' });
    const staleLeave = client.pushRaw({ topic: 'room:1', event: 'phx_leave', join_ref: '9999' });
    // Messages are handled in order, so once this is answered the stale ones have been seen.
    await expect(settle(channel.push('echo', { fresh: true }))).resolves.toEqual({ status: 'ok', response: { fresh: true } });

    expect(client.replyTo(staleEvent)).toBeUndefined();
    expect(client.replyTo(staleLeave)).toBeUndefined();
    expect(server.state.events.map((event) => event.payload)).toEqual([{ fresh: true }]);
    expect(server.state.terminations).toEqual([]);
  });

  test('leave -> ok, phx_close, later pushes unmatched', async () => {
    const client = open();
    const channel = await joined(client);
    const joinRef = joinRefOf(channel);

    await expect(settle(channel.leave())).resolves.toEqual({ status: 'ok', response: {} });
    await waitFor(() => client.frames('room:1', 'phx_close').length === 1, 'phx_close');
    expect(client.frames('room:1', 'phx_close')[0]).toMatchObject({ join_ref: joinRef, ref: joinRef, payload: {} });
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'leave', joinRef }]);

    const late = client.pushRaw({ topic: 'room:1', event: 'echo', join_ref: joinRef });
    await waitFor(() => client.replyTo(late) !== undefined, 'the reply');
    expect(client.replyTo(late)!.payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });

    // Leaving a topic that is not joined is fine too.
    const again = client.pushRaw({ topic: 'room:1', event: 'phx_leave', join_ref: joinRef });
    await waitFor(() => client.replyTo(again) !== undefined, 'the reply');
    expect(client.replyTo(again)!.payload).toEqual({ status: 'ok', response: {} });
  });

  test('duplicate join closes the old channel', async () => {
    const client = open();
    const channel = await joined(client);
    const oldJoinRef = joinRefOf(channel);
    const closed = new Promise<void>((resolve) => {
      channel.onClose(() => {
        resolve();
      });
    });

    // A second join on the same topic without a leave, as a reconnecting tab might send.
    const ref = client.joinRaw('room:1');
    await closed;
    await waitFor(() => client.replyTo(ref) !== undefined, 'the new join reply');

    expect(client.frames('room:1', 'phx_close')[0]).toMatchObject({ join_ref: oldJoinRef, ref: oldJoinRef });
    expect(client.replyTo(ref)).toMatchObject({ join_ref: ref, payload: { status: 'ok', response: { joined: 'room:1' } } });
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'rejoin', joinRef: oldJoinRef }]);
    const closeIndex = client.received.findIndex((message) => message.event === 'phx_close');
    expect(closeIndex).toBeLessThan(client.received.indexOf(client.replyTo(ref)!));
  });

  test('crash -> phx_error then rejoin', async () => {
    const client = open();
    const channel = await joined(client);
    const oldJoinRef = joinRefOf(channel);
    const errored = new Promise<unknown>((resolve) => {
      channel.onError(resolve);
    });

    void settle(channel.push('crash', {}, 300));
    await expect(errored).resolves.toEqual({ reason: 'channel_crash' });
    expect(client.frames('room:1', 'phx_error')[0]).toMatchObject({ join_ref: oldJoinRef, ref: oldJoinRef });

    await waitFor(() => server.state.joins.length === 2 && channel.state === 'joined', 'the rejoin');
    expect(joinRefOf(channel)).not.toBe(oldJoinRef);
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'crash', joinRef: oldJoinRef }]);
    await expect(settle(channel.push('echo', { after: 'crash' }))).resolves.toMatchObject({ status: 'ok' });
  });

  test('server phx_close -> no rejoin', async () => {
    const client = open();
    const channel = await joined(client);
    const closed = new Promise<void>((resolve) => {
      channel.onClose(() => {
        resolve();
      });
    });

    void settle(channel.push('stop', {}, 300));
    await closed;
    await delay(300);

    expect(channel.state).toBe('closed');
    expect(server.state.joins).toHaveLength(1);
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'close', joinRef: joinRefOf(channel) }]);
  });

  test('join timeout -> leave then fresh join', async () => {
    // Only the first join is held past the client's timeout. The timeout leaves the fresh join, answered at once,
    // a second of headroom: at 300 ms a busy machine's long-poll round trips timed it out too, and a third
    // join came.
    const client = open({ timeout: 1000 });
    server.state.joinDelays.push(1500);
    const channel = client.channel('room:1');

    await expect(client.join(channel)).resolves.toEqual({ status: 'timeout', response: undefined });
    await waitFor(() => channel.state === 'joined', 'the fresh join');

    const [first, second] = server.state.joins;
    expect(server.state.joins).toHaveLength(2);
    // The late first join was left with its own join ref before the fresh join came in.
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'leave', joinRef: first!.joinRef }]);
    expect(second!.joinRef).toBe(joinRefOf(channel));
    expect(second!.joinRef).not.toBe(first!.joinRef);
  });

  test('server restart -> reconnect and rejoin', async () => {
    const client = open();
    const channel = await joined(client);
    const { port, secret } = server;

    await server.close();
    server = await startTestServer({ port, secret });

    await waitFor(() => server.state.joins.length === 1 && channel.state === 'joined', 'the rejoin');
    if (transport === 'websocket') expect(client.closeCodes).toContain(1012);
    const news = nextEvent(channel, 'news');
    await server.sockets.broadcast('room:1', 'news', { after: 'restart' });
    await expect(news).resolves.toEqual({ after: 'restart' });
  });

  test('disconnectWhere closes matching sockets, which reconnect with fresh params', async () => {
    let token = 'alice';
    const client = open({ params: () => ({ user_token: token }) });
    const bob = open({ params: { user_token: 'bob' } });
    const channel = await joined(client);
    await joined(bob);

    token = 'bad';
    expect(server.sockets.disconnectWhere((ctx) => ctx.userId === 'alice')).toBe(1);

    await waitFor(() => server.state.connects.some((connect) => connect.params.user_token === 'bad'), 'a reconnect');
    expect(server.state.terminations).toEqual([{ topic: 'room:1', reason: 'disconnect', joinRef: expect.any(String) }]);
    expect(channel.state).not.toBe('joined');
    // Bob's socket is untouched.
    await server.sockets.broadcast('room:1', 'news', {});
    await waitFor(() => bob.frames('room:1', 'news').length === 1, 'bob to get the broadcast');
  });

  test('frame order kept', async () => {
    const client = open();
    const channel = await joined(client);

    const seen: number[] = [];
    channel.on('seq', (payload: { n: number }) => {
      seen.push(payload.n);
    });
    await settle(channel.push('push_many', { count: 200 }));
    await waitFor(() => seen.length === 200, 'all pushes');
    expect(seen).toEqual([...Array(200).keys()]);

    // 150 pushes in one go: over LongPoll they travel in two POSTs (at most 100 lines each).
    const results = await Promise.all([...Array(150).keys()].map((n) => settle(channel.push('echo', { n }))));
    expect(results.every((result) => result.status === 'ok')).toBe(true);
    const received = server.state.events.filter((event) => event.event === 'echo').map((event) => (event.payload as { n: number }).n);
    expect(received).toEqual([...Array(150).keys()]);
  });
});

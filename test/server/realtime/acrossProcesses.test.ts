// Two socket servers sharing one pubsub, as two processes of one deployment: LongPoll sessions served by
// whichever process a request reaches, and revocations reaching every process. Run over an in-process bus that
// says it spans processes, and over Redis when REDIS_URL is set.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { createInProcessPubSub, type PubSub } from '../../../server/realtime';
import { ownerNodeOf, verifySessionToken } from '../../../server/realtime/longPollToken';
import { createRedisPubSub } from '../../../server/realtime/redisPubSub';
import { testRedisUrl } from '../../support/environment';
import { startRoundRobinProxy } from '../../scaleOut/support/roundRobinProxy';
import { closeAllClients, nextEvent, settle, TestClient } from './support/phoenixClients';
import { delay, startTestServer, type TestServer, type TestCtx, waitFor } from './support/testServer';

interface Deployment {
  /** A pubsub as one process of the deployment holds it. */
  pubsubOfProcess(): PubSub;
  close(): Promise<void>;
}

function sharedInProcessBus(): Deployment {
  const bus = createInProcessPubSub();
  return {
    pubsubOfProcess: () => ({ ...bus, spansProcesses: true }),
    close: () => Promise.resolve(),
  };
}

function redisDeployment(url: string): Deployment {
  const channelPrefix = `across-test-${crypto.randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const connect = (): Redis => {
    const connection = new Redis(url);
    connections.push(connection);
    return connection;
  };
  return {
    pubsubOfProcess: () => createRedisPubSub({ publisher: connect(), subscriber: connect(), channelPrefix }),
    close: async () => {
      await Promise.all(connections.map((connection) => connection.quit()));
    },
  };
}

const redisUrl = testRedisUrl;
const deployments: [string, () => Deployment][] = [['a shared in-process bus', sharedInProcessBus]];
if (redisUrl === undefined) console.log('SKIPPED the Redis cases of the cross-process tests: REDIS_URL is not set');
else deployments.push(['Redis', () => redisDeployment(redisUrl)]);

interface PollAnswer {
  readonly status: number;
  readonly token?: string;
  readonly messages?: string[];
}

async function longpoll(server: TestServer, method: 'GET' | 'POST', query: string, init: RequestInit = {}): Promise<PollAnswer> {
  const response = await fetch(`${server.url}/user_socket/longpoll?${query}`, { method, ...init });
  return (await response.json()) as PollAnswer;
}

const frameOf = (text: string): unknown[] => JSON.parse(text) as unknown[];

describe.each(deployments)('two processes over %s', (_name, makeDeployment) => {
  let deployment: Deployment;
  let a: TestServer;
  let b: TestServer;

  beforeEach(async () => {
    deployment = makeDeployment();
    const secret = crypto.randomBytes(32);
    // Polls held long enough that only a message or a newer poll ends them while a test looks.
    const longpoll = { holdMs: 5_000 };
    a = await startTestServer({ secret, longpoll, pubsub: deployment.pubsubOfProcess() });
    b = await startTestServer({ secret, longpoll, pubsub: deployment.pubsubOfProcess() });
  });

  afterEach(async () => {
    await closeAllClients();
    // fetch may keep a connection it opened but never used (here: after an aborted request), which Node's
    // close would wait for.
    for (const server of [a, b]) server.app.server.closeAllConnections();
    await Promise.all([a.close(), b.close()]);
    await deployment.close();
  });

  /** A LongPoll session made on A, joined to `room:1` through B. */
  async function sessionOfAJoinedThroughB(): Promise<string> {
    const created = await longpoll(a, 'GET', 'user_token=alice&vsn=2.0.0');
    expect(created.status).toBe(410);
    const token = created.token ?? '';
    const join = JSON.stringify(['1', '1', 'room:1', 'phx_join', {}]);
    await expect(longpoll(b, 'POST', `token=${token}`, { body: join, headers: { 'content-type': 'application/x-ndjson' } })).resolves.toEqual({
      status: 200,
    });
    return token;
  }

  test('a POST and a GET that reach the other process are served by the session where it lives', async () => {
    const token = await sessionOfAJoinedThroughB();
    expect(ownerNodeOf(verifySessionToken(a.secret, token) ?? '')).toBeDefined();
    expect(a.state.joins).toMatchObject([{ topic: 'room:1', transport: 'longpoll' }]);
    expect([a.sockets.socketCount, b.sockets.socketCount]).toEqual([1, 0]);

    const answered = await longpoll(b, 'GET', `token=${token}`);
    expect(answered).toMatchObject({ status: 200, token });
    expect((answered.messages ?? []).map(frameOf)).toEqual([['1', '1', 'room:1', 'phx_reply', { status: 'ok', response: { joined: 'room:1' } }]]);

    // A GET through B answers with what the session's socket on A gets, whether held or buffered meanwhile.
    const held = longpoll(b, 'GET', `token=${token}`);
    await a.sockets.broadcast('room:1', 'news', { n: 1 });
    const pushed = await held;
    expect((pushed.messages ?? []).map(frameOf)).toContainEqual([null, null, 'room:1', 'news', { n: 1 }]);
  });

  test('a relayed GET whose client went away leaves the messages for the next GET', async () => {
    const token = await sessionOfAJoinedThroughB();
    await longpoll(a, 'GET', `token=${token}`); // the join reply

    const abandoned = new AbortController();
    const gone = fetch(`${b.url}/user_socket/longpoll?token=${token}`, { signal: abandoned.signal }).catch(() => undefined);
    await delay(50);
    abandoned.abort();
    await gone;
    // The abandon travels B -> pubsub -> A; the held GET on A then ends with 204 and keeps nothing.
    await delay(100);
    await a.sockets.broadcast('room:1', 'kept', {});
    // Time for a poll still held to take the message (and lose it) before the next GET.
    await delay(50);

    const next = await longpoll(a, 'GET', `token=${token}`);
    expect((next.messages ?? []).map(frameOf)).toEqual([[null, null, 'room:1', 'kept', {}]]);
  });

  test('a token of a session that ended starts a new session on the process it reached', async () => {
    const token = await sessionOfAJoinedThroughB();
    expect(a.sockets.disconnectWhere(() => true)).toBe(1);

    const answer = await longpoll(b, 'GET', `user_token=alice&vsn=2.0.0&token=${token}`);
    expect(answer.status).toBe(410);
    expect(answer.token).not.toBe(token);
    expect([a.sockets.socketCount, b.sockets.socketCount]).toEqual([0, 1]);
    await expect(longpoll(b, 'POST', `token=${token}`, { body: '["2","2","room:1","phx_join",{}]' })).resolves.toEqual({ status: 410 });
  });

  test('a stopping process answers the polls relayed to it with 500, so their clients start again at once', async () => {
    const token = await sessionOfAJoinedThroughB();
    await longpoll(a, 'GET', `token=${token}`); // the join reply

    const held = longpoll(b, 'GET', `token=${token}`);
    // Held on A, whose session it is, through B's relay: then A stops.
    await waitFor(() => a.sockets.heldPollCount === 1, 'the poll held on A');
    await a.sockets.close();

    await expect(held).resolves.toEqual({ status: 500 });
  });

  test('a phoenix 1.8 LongPoll client behind a proxy alternating between the processes keeps its channel', async () => {
    const proxy = await startRoundRobinProxy([a.url, b.url]);
    try {
      const client = new TestClient('1.8', 'longpoll', proxy.baseUrl, { longpollerTimeoutMs: 20_000 }).connect();
      const channel = client.channel('room:lobby');
      await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
      for (let n = 0; n < 4; n += 1) {
        const news = nextEvent(channel, 'news');
        await (n % 2 === 0 ? a : b).sockets.broadcast('room:lobby', 'news', { n });
        await expect(news).resolves.toEqual({ n });
        await expect(settle(channel.push('echo', { n }))).resolves.toEqual({ status: 'ok', response: { n } });
      }
      expect([client.opens, client.errors]).toEqual([1, 0]);
      expect([...a.state.joins, ...b.state.joins]).toHaveLength(1);
      for (const served of proxy.served.values()) expect([served.get('GET') ?? 0, served.get('POST') ?? 0]).not.toContain(0);
    } finally {
      await closeAllClients();
      await proxy.close();
    }
  });

  describe('credentials', () => {
    let valid: Set<string>;

    beforeEach(async () => {
      valid = new Set(['alice', 'bob']);
      for (const server of [a, b]) {
        await server.sockets.watchCredentials({
          keyOf: (ctx: TestCtx) => `key-of-${ctx.userId}`,
          validUntil: (ctx: TestCtx) => Promise.resolve(valid.has(ctx.userId) ? Infinity : null),
          recheckIntervalMs: 50,
        });
      }
    });

    async function joinedClient(server: TestServer, user: string): Promise<TestClient> {
      const client = new TestClient('1.8', 'websocket', server.url, { params: { user_token: user } });
      client.connect();
      await expect(client.join(client.channel(`user:${user}`))).resolves.toMatchObject({ status: 'ok' });
      return client;
    }

    test("a revocation through A cuts the credential's sockets on both processes, and only them", async () => {
      const aliceOnA = await joinedClient(a, 'alice');
      const aliceOnB = await joinedClient(b, 'alice');
      const bobOnB = await joinedClient(b, 'bob');

      await a.sockets.revoke(['key-of-alice']);

      await waitFor(() => aliceOnA.closeCodes.includes(1008) && aliceOnB.closeCodes.includes(1008), 'both of alice’s sockets cut');
      expect(bobOnB.closeCodes).toEqual([]);
    });

    test('a credential that lapses has its sockets cut at the next check', async () => {
      const aliceOnB = await joinedClient(b, 'alice');
      const bobOnB = await joinedClient(b, 'bob');

      valid.delete('alice');

      await waitFor(() => aliceOnB.closeCodes.includes(1008), 'alice’s socket cut');
      expect(bobOnB.closeCodes).toEqual([]);
    });
  });
});

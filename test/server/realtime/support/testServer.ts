// A real Fastify server on 127.0.0.1 with the socket server and test channels, recording what it sees.
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { createSocketServer, type PubSub, type SocketServer } from '../../../../server/realtime';
import type { LongPollOptions, WebSocketOptions } from '../../../../server/realtime/options';
import type { Channel, ChannelRoute, ConnectInfo, Limits, TerminateReason } from '../../../../server/realtime/types';

export interface TestCtx {
  readonly userId: string;
}

export interface RecordedEvent {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly joinRef: string | null;
}

export interface TestServerState {
  readonly connects: { params: Record<string, string>; info: ConnectInfo }[];
  readonly joins: { topic: string; payload: unknown; joinRef: string | null; transport: string }[];
  readonly events: RecordedEvent[];
  readonly terminations: { topic: string; reason: TerminateReason; joinRef: string | null }[];
  readonly logs: { level: number; msg: string; [key: string]: unknown }[];
  /** Delays (ms) applied to the next joins, one per join. */
  readonly joinDelays: number[];
  /** LongPoll requests as they arrived. */
  readonly longpollRequests: { method: string; url: string; lines: number }[];
}

export interface TestServerOptions {
  readonly port?: number;
  readonly secret?: Buffer;
  readonly limits?: Partial<Limits>;
  readonly longpoll?: Partial<LongPollOptions>;
  readonly websocket?: Partial<WebSocketOptions>;
  readonly checkOrigin?: (origin: string) => boolean;
  /** Shared by several test servers, it stands for the processes of one deployment. */
  readonly pubsub?: PubSub;
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly sockets: SocketServer<TestCtx>;
  readonly url: string;
  readonly port: number;
  readonly secret: Buffer;
  readonly state: TestServerState;
  close(code?: 1001 | 1012): Promise<void>;
}

export const FAST_LONGPOLL: Partial<LongPollOptions> = { holdMs: 300, sessionIdleMs: 1500 };

const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const state: TestServerState = {
    connects: [],
    joins: [],
    events: [],
    terminations: [],
    logs: [],
    joinDelays: [],
    longpollRequests: [],
  };
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      state.logs.push(JSON.parse(chunk.toString('utf8')) as TestServerState['logs'][number]);
      done();
    },
  });
  const logger = pino({ level: 'debug' }, logStream);
  const secret = options.secret ?? crypto.randomBytes(32);
  const app = Fastify({ logger: false });
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.url.startsWith('/user_socket/longpoll')) {
      const lines = Buffer.isBuffer(request.body) ? request.body.toString('utf8').split('\n').length : 0;
      state.longpollRequests.push({ method: request.method, url: request.url, lines });
    }
    done();
  });

  const roomRoute: ChannelRoute<TestCtx> = {
    pattern: 'room:*',
    async join(topic, payload, _ctx, channel) {
      state.joins.push({ topic, payload, joinRef: channel.joinRef, transport: channel.transport });
      const wait = state.joinDelays.shift();
      if (wait !== undefined) await delay(wait);
      const request = payload as { deny?: boolean; crash?: boolean; greet?: boolean };
      if (request.crash === true) throw new Error('join exploded');
      if (request.deny === true) return { ok: false, response: { reason: 'unauthorized' } };
      // Pushed before the join resolves: must reach the client after the join reply.
      if (request.greet === true) channel.push('greeting', { hello: topic });
      return { ok: true, response: { joined: topic } };
    },
    handleIn: (event, payload, channel) => handleRoomEvent(event, payload, channel, state, sockets),
    terminate(reason, channel) {
      state.terminations.push({ topic: channel.topic, reason, joinRef: channel.joinRef });
    },
  };
  const userRoute: ChannelRoute<TestCtx> = {
    pattern: 'user:*',
    join(topic, payload, ctx, channel) {
      state.joins.push({ topic, payload, joinRef: channel.joinRef, transport: channel.transport });
      const allowed = topic === `user:${ctx.userId}`;
      return Promise.resolve(allowed ? { ok: true } : { ok: false, response: { reason: 'unauthorized' } });
    },
    handleIn: (event, payload) => Promise.resolve({ status: 'ok', response: { event, payload } }),
  };

  const sockets = createSocketServer<TestCtx>({
    path: '/user_socket',
    secret,
    logger,
    // Tests send bursts; the rate bound has its own tests.
    limits: { maxEventsPerSecond: 10_000, ...options.limits },
    longpoll: { ...FAST_LONGPOLL, ...options.longpoll },
    websocket: options.websocket ?? {},
    channels: [roomRoute, userRoute],
    ...(options.checkOrigin === undefined ? {} : { checkOrigin: options.checkOrigin }),
    ...(options.pubsub === undefined ? {} : { pubsub: options.pubsub }),
    connect(params, info) {
      state.connects.push({ params: { ...params }, info });
      const token = params.user_token;
      if (token === undefined || token === 'bad') return Promise.resolve(null);
      if (token === 'boom') return Promise.reject(new Error('connect exploded'));
      if (params.refuse_websocket === 'true' && info.transport === 'websocket') return Promise.resolve(null);
      return Promise.resolve({ userId: token });
    },
  });
  sockets.register(app);
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const port = address.port;
  return {
    app,
    sockets,
    url: `http://127.0.0.1:${port}`,
    port,
    secret,
    state,
    async close(code) {
      await sockets.close(code);
      await app.close();
    },
  };
}

async function handleRoomEvent(
  event: string,
  payload: unknown,
  channel: Channel<TestCtx>,
  state: TestServerState,
  sockets: SocketServer<TestCtx>,
): Promise<{ status: 'ok' | 'error'; response: object } | undefined> {
  state.events.push({ topic: channel.topic, event, payload, joinRef: channel.joinRef });
  const body = (Buffer.isBuffer(payload) ? {} : payload) as Record<string, unknown>;
  switch (event) {
    case 'echo':
      return { status: 'ok', response: body };
    case 'delayed_echo':
      await delay(Number(body.delayMs));
      return { status: 'ok', response: { value: body.value } };
    case 'noreply':
      return undefined;
    case 'fail':
      return { status: 'error', response: { reason: 'nope' } };
    case 'crash':
      throw new Error('handler exploded');
    case 'push_me':
      channel.push(String(body.event), body.payload ?? {});
      return { status: 'ok', response: {} };
    case 'push_many':
      for (let n = 0; n < Number(body.count); n += 1) channel.push('seq', { n });
      return { status: 'ok', response: { count: body.count } };
    case 'stop':
      channel.close();
      return undefined;
    case 'broadcast':
      await sockets.broadcast(channel.topic, String(body.event), body.payload ?? {});
      return { status: 'ok', response: {} };
    case 'binary_size': {
      const bytes = Buffer.isBuffer(payload) ? payload : Buffer.alloc(0);
      return { status: 'ok', response: { size: bytes.length, text: bytes.toString('utf8') } };
    }
    case 'binary_echo':
      return { status: 'ok', response: Buffer.isBuffer(payload) ? Buffer.from(payload).reverse() : Buffer.alloc(0) };
    case 'push_binary':
      channel.push('bin', Buffer.from(String(body.text), 'utf8'));
      return { status: 'ok', response: {} };
    default:
      return { status: 'ok', response: { event } };
  }
}

/** Polls a condition every 10 ms until it holds, or fails with the description after timeoutMs. */
export async function waitFor(condition: () => boolean, description: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${description}`);
    await delay(10);
  }
}

export { delay };

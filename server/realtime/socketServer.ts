// The socket server: connect checks shared by both transports, the set of live sockets, broadcasts, and
// an orderly shutdown. The application plugs in through the connect hook and its channel routes.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AdmissionControl } from './admission';
import { type LongPollRelay, startLongPollRelay } from './longPollRelay';
import { newNodeId } from './longPollToken';
import { LongPollTransport } from './longPollTransport';
import { createInProcessPubSub, type PubSubMessage } from './pubsub';
import { type CredentialWatch, type SocketRevocation, startSocketRevocation } from './socketRevocation';
import type { ConnectionPolicy, LongPollOptions, SocketServerOptions, WebSocketOptions } from './options';
import { type ConnectOutcome, PhoenixSocket, type SocketEnvironment } from './socket';
import { TopicRegistry } from './topics';
import type { ConnectInfo, Limits, Payload } from './types';
import { refuseUpgrade, WebSocketTransport } from './websocketTransport';

export const DEFAULT_LIMITS: Limits = {
  maxFrameBytes: 1024 * 1024,
  maxChannelsPerSocket: 100,
  maxEventsPerSecond: 100,
  // A tab joins within a round trip of opening; 100 at once from one address is far beyond a shared office.
  maxUnauthenticatedSocketsPerAddress: 100,
  maxUnauthenticatedSockets: 10_000,
  // About 5 KiB each: 10,000 idle sockets of one address cost some 50 MB (the benchmark opens 8,000 from one).
  maxSocketsPerAddress: 10_000,
  // Each may buffer up to maxBufferedMessages for its next poll.
  maxLongPollSessionsPerAddress: 1000,
  maxLongPollSessions: 10_000,
};

export const DEFAULT_LONGPOLL: LongPollOptions = {
  holdMs: 10_000,
  sessionIdleMs: 15_000,
  maxLinesPerPost: 100,
  maxPostBytes: 4 * 1024 * 1024,
  maxBufferedMessages: 1000,
};

// Upstream Phoenix closes a WebSocket idle for 60 s; clients send a heartbeat every 30 s.
export const DEFAULT_WEBSOCKET: WebSocketOptions = { idleTimeoutMs: 60_000, maxBufferedBytes: 8 * 1024 * 1024 };

/** Close codes for the server's own closes. Never 1000: phoenix.js up to 1.8.12 does not reconnect after it. */
export const CloseCode = {
  goingAway: 1001,
  policyViolation: 1008,
  restart: 1012,
} as const;

export interface SocketServer<Ctx> {
  /** Adds the LongPoll routes and the WebSocket upgrade; call before the Fastify instance is ready. */
  register(fastify: FastifyInstance): void;
  /** Sends an event to every channel joined to the topic, in every process the pubsub reaches. */
  broadcast(topic: string, event: string, payload: Payload): Promise<void>;
  /** Disconnects this process's sockets whose context matches (e.g. a revoked login); returns how many. */
  disconnectWhere(predicate: (ctx: Ctx) => boolean): number;
  /** The contexts of this process's live sockets, e.g. to check that their logins still hold. */
  liveContexts(): Ctx[];
  /**
   * From now on, cuts the sockets whose credential is revoked (see revoke) or lapses, in every process the
   * pubsub reaches. Call once, before the server listens.
   */
  watchCredentials(watch: CredentialWatch<Ctx>): Promise<void>;
  /** Disconnects the sockets holding these credential keys, here and in every other process (needs watchCredentials). */
  revoke(keys: Iterable<string>): Promise<void>;
  /**
   * Which origins may connect and how a client's address is read, when the app knows them only after building
   * the socket server; replaces what the options said.
   */
  setConnectionPolicy(policy: ConnectionPolicy): void;
  /** Number of live sockets in this process. */
  readonly socketCount: number;
  /** Frames this process dropped unread for going over their socket's rate, since it started. */
  readonly droppedFrames: number;
  /** LongPoll GETs this process holds open now (relayed ones included). */
  readonly heldPollCount: number;
  /** Sockets and LongPoll sessions this process holds, in all and not yet authenticated. */
  readonly admissions: AdmissionControl;
  /** Closes every socket (WebSocket code 1012 by default, or 1001) and stops accepting new ones. */
  close(code?: typeof CloseCode.goingAway | typeof CloseCode.restart): Promise<void>;
}

export function createSocketServer<Ctx>(options: SocketServerOptions<Ctx>): SocketServer<Ctx> {
  const logger = options.logger.child({ module: 'realtime' });
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const longpoll: LongPollOptions = { ...DEFAULT_LONGPOLL, ...options.longpoll };
  const websocket: WebSocketOptions = { ...DEFAULT_WEBSOCKET, ...options.websocket };
  const path = options.path.replace(/\/+$/, '');
  const pubsub = options.pubsub ?? createInProcessPubSub({
    onHandlerError: (error) => {
      logger.error({ err: error }, 'realtime: broadcast delivery failed');
    },
  });
  const sockets = new Set<PhoenixSocket<Ctx>>();
  const admissions = new AdmissionControl(limits);
  let policy: ConnectionPolicy = {
    ...(options.checkOrigin === undefined ? {} : { checkOrigin: options.checkOrigin }),
    ...(options.clientAddress === undefined ? {} : { clientAddress: options.clientAddress }),
  };
  let droppedFrames = 0;
  const environment: SocketEnvironment<Ctx> = {
    routes: options.channels,
    topics: new TopicRegistry(pubsub, logger),
    limits,
    logger,
    onSocketClosed: (socket) => {
      sockets.delete(socket);
    },
    onFrameDropped: () => {
      droppedFrames += 1;
    },
  };
  let closing: Promise<void> | undefined;

  async function negotiate(params: Record<string, string>, info: ConnectInfo): Promise<ConnectOutcome> {
    if (closing !== undefined) return { kind: 'refused', reason: 'error' };
    if (!info.vsn.startsWith('2.')) {
      logger.info({ vsn: info.vsn, transport: info.transport }, 'realtime: unsupported protocol version');
      return { kind: 'refused', reason: 'unsupported_vsn' };
    }
    // A missing Origin is no browser's page (browsers always send it on WebSocket and cross-site requests):
    // such clients carry their login token themselves, so there is no ambient credential for them to misuse.
    if (info.origin !== undefined && policy.checkOrigin?.(info.origin) === false) {
      logger.info({ origin: info.origin, transport: info.transport }, 'realtime: origin refused');
      return { kind: 'refused', reason: 'forbidden' };
    }
    // Before the connect hook: a connection over a cap costs no more than this.
    const admission = admissions.admit(info.remoteAddress, info.transport);
    if (typeof admission === 'string') {
      logger.info({ cap: admission, transport: info.transport, remoteAddress: info.remoteAddress }, 'realtime: too many connections, refused');
      return { kind: 'refused', reason: 'busy' };
    }
    let ctx: Ctx | null;
    try {
      ctx = await options.connect(params, info);
    } catch (error) {
      admission.release();
      logger.error({ err: error, transport: info.transport }, 'realtime: connect hook failed');
      return { kind: 'refused', reason: 'error' };
    }
    if (ctx === null) {
      admission.release();
      logger.info({ transport: info.transport, remoteAddress: info.remoteAddress }, 'realtime: connect refused');
      return { kind: 'refused', reason: 'forbidden' };
    }
    const accepted = ctx;
    return {
      kind: 'accepted',
      attach: (transport) => {
        // The socket is the transport's connection itself: it leaves `sockets` (and frees its place) when it closes.
        const socket = new PhoenixSocket(accepted, transport, environment, admission);
        sockets.add(socket);
        return socket;
      },
      release: () => {
        admission.release();
      },
    };
  }

  const websocketTransport = new WebSocketTransport({
    path: `${path}/websocket`,
    limits,
    websocket,
    logger,
    negotiate,
    clientAddress: (request) => policy.clientAddress?.(request),
  });
  const longPollTransport = new LongPollTransport({
    path,
    secret: options.secret,
    limits,
    longpoll,
    logger,
    negotiate,
    allowsOrigin: (origin) => policy.checkOrigin?.(origin),
    ...(pubsub.spansProcesses ? { nodeId: newNodeId() } : {}),
  });
  let relay: LongPollRelay | undefined;
  let revocation: SocketRevocation | undefined;

  let registeredOn: FastifyInstance | undefined;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (websocketTransport.matches(request)) websocketTransport.handleUpgrade(request, socket, head);
    // Nobody else would answer, and an unanswered upgrade keeps its connection open.
    else if (registeredOn?.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404);
  };

  async function shutdown(code: number = CloseCode.restart): Promise<void> {
    for (const socket of sockets) socket.close('shutdown');
    revocation?.stop();
    // Before the relay stops: polls relayed from other processes answer 500 too (through the relay), so that
    // their clients start a new session at once rather than wait for a process that no longer listens.
    longPollTransport.closeAll();
    longPollTransport.relayThrough(undefined);
    relay?.stop();
    // The upgrade listener stays: new upgrades get a 503 instead of hanging.
    await websocketTransport.closeAll(code, code === CloseCode.restart ? 'server restart' : 'going away');
    sockets.clear();
  }

  const server: SocketServer<Ctx> = {
    register(fastify) {
      if (registeredOn !== undefined) throw new Error('the socket server is already registered');
      registeredOn = fastify;
      longPollTransport.register(fastify);
      fastify.server.on('upgrade', onUpgrade);
      const { nodeId } = longPollTransport;
      if (nodeId !== undefined) {
        // Listening for relayed LongPoll requests before the server takes its first request.
        fastify.addHook('onReady', async () => {
          relay = await startLongPollRelay({
            pubsub,
            nodeId,
            serve: longPollTransport.serveRelayed,
            onError: (error, context) => {
              logger.error({ err: error }, `realtime: longpoll relay: ${context}`);
            },
          });
          longPollTransport.relayThrough(relay);
        });
      }
      fastify.addHook('preClose', async () => {
        longPollTransport.answerWhileClosing(fastify.server);
        // Held polls would otherwise keep Fastify's close waiting for up to holdMs.
        await server.close();
      });
    },

    async broadcast(topic, event, payload) {
      const message: PubSubMessage = Buffer.isBuffer(payload)
        ? { event, binary: payload.toString('base64') }
        : { event, payload };
      await pubsub.publish(topic, message);
    },

    disconnectWhere(predicate) {
      let count = 0;
      for (const socket of [...sockets]) {
        if (!predicate(socket.ctx)) continue;
        count += 1;
        sockets.delete(socket);
        socket.close('disconnect');
        socket.transport.close(CloseCode.policyViolation, 'disconnected');
      }
      return count;
    },

    liveContexts() {
      return [...sockets].map((socket) => socket.ctx);
    },

    async watchCredentials(watch) {
      if (revocation !== undefined) throw new Error('the socket server already watches credentials');
      revocation = await startSocketRevocation({ ...watch, pubsub, sockets: server, logger });
    },

    async revoke(keys) {
      if (revocation === undefined) throw new Error('revoke needs watchCredentials first');
      await revocation.revoke(keys);
    },

    setConnectionPolicy(next) {
      policy = next;
    },

    get socketCount() {
      return sockets.size;
    },

    get droppedFrames() {
      return droppedFrames;
    },

    get heldPollCount() {
      return longPollTransport.heldPollCount;
    },

    admissions,

    close(code) {
      closing ??= shutdown(code);
      return closing;
    },
  };
  return server;
}

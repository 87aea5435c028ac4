// Options of the socket server, beyond the channel contract in types.ts.
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from './pubsub';
import type { ChannelRoute, ConnectInfo, Limits } from './types';

/** Query parameters of the connect request, flat: `nested[a]=1` arrives as key `nested[a]`. */
export type ConnectParams = Readonly<Record<string, string>>;

/** Resolves the socket's context, or null to refuse (HTTP 403 on WebSocket, `{"status":403}` on LongPoll). */
export type ConnectHook<Ctx> = (params: ConnectParams, info: ConnectInfo) => Promise<Ctx | null>;

export interface LongPollOptions {
  /** How long a GET is held when nothing is buffered; well under the client's 20 s timeout. */
  readonly holdMs: number;
  /** A session ends after this long without a GET. */
  readonly sessionIdleMs: number;
  readonly maxLinesPerPost: number;
  readonly maxPostBytes: number;
  /** Messages waiting for a GET; a session that exceeds it ends (its client reconnects). */
  readonly maxBufferedMessages: number;
}

export interface WebSocketOptions {
  /** A WebSocket that sends nothing (not even heartbeats) for this long is closed. */
  readonly idleTimeoutMs: number;
  /** A WebSocket whose unsent output exceeds this is closed: its client reads too slowly. */
  readonly maxBufferedBytes: number;
}

/** Who may connect from where, and how a client's address is told; see SocketServer.setConnectionPolicy. */
export interface ConnectionPolicy {
  /**
   * Refuses connections (HTTP 403 on the upgrade, on every LongPoll request) whose Origin header it answers
   * false for; also allows CORS for LongPoll to those it answers true for. A request without Origin (no
   * browser page) is not refused.
   */
  readonly checkOrigin?: (origin: string) => boolean;
  /**
   * The client address of a WebSocket upgrade, which the per-address caps count (behind trusted proxies, from
   * X-Forwarded-For, as Fastify's request.ip reads it for LongPoll); the TCP peer's address by default.
   */
  readonly clientAddress?: (request: IncomingMessage) => string | undefined;
}

export interface SocketServerOptions<Ctx> extends ConnectionPolicy {
  /** Endpoint path, e.g. `/user_socket`; transports live at `{path}/websocket` and `{path}/longpoll`. */
  readonly path: string;
  /** HMAC key for LongPoll session tokens. */
  readonly secret: Buffer;
  readonly logger: FastifyBaseLogger;
  readonly connect: ConnectHook<Ctx>;
  readonly channels: readonly ChannelRoute<Ctx>[];
  /** Defaults to the in-process adapter. */
  readonly pubsub?: PubSub;
  readonly limits?: Partial<Limits>;
  readonly longpoll?: Partial<LongPollOptions>;
  readonly websocket?: Partial<WebSocketOptions>;
}

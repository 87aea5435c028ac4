// Options of the socket server, beyond the channel contract in types.ts.
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

export interface SocketServerOptions<Ctx> {
  /** Endpoint path, e.g. `/user_socket`; transports live at `{path}/websocket` and `{path}/longpoll`. */
  readonly path: string;
  /** HMAC key for LongPoll session tokens. */
  readonly secret: Buffer;
  readonly logger: FastifyBaseLogger;
  readonly connect: ConnectHook<Ctx>;
  readonly channels: readonly ChannelRoute<Ctx>[];
  /** Defaults to the in-process adapter. */
  readonly pubsub?: PubSub;
  /** Refuses connections whose Origin header it answers false for; also allows CORS for LongPoll. */
  readonly checkOrigin?: (origin: string) => boolean;
  readonly limits?: Partial<Limits>;
  readonly longpoll?: Partial<LongPollOptions>;
  readonly websocket?: Partial<WebSocketOptions>;
}

// Types shared by the realtime modules and by the application that plugs into them.

export type TransportName = 'websocket' | 'longpoll';

/** A decoded V2 frame `[join_ref, ref, topic, event, payload]`. Binary payloads are Buffers. */
export interface Frame {
  readonly joinRef: string | null;
  readonly ref: string | null;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/** What the server may send: a JSON-serialisable object, or bytes (sent as a binary frame over WebSocket). */
export type Payload = object;

export interface ConnectInfo {
  readonly transport: TransportName;
  readonly vsn: string;
  /** The 1.8 client's `authToken` option (WebSocket subprotocol or LongPoll `X-Phoenix-AuthToken` header). */
  readonly authToken?: string;
  readonly remoteAddress?: string;
  readonly origin?: string;
}

/** Why a channel ended; passed to `terminate`. */
export type TerminateReason =
  | 'leave' // the client left
  | 'rejoin' // a new join of the same topic on the same socket replaced it
  | 'close' // the server closed it (Channel.close)
  | 'crash' // handleIn threw or rejected
  | 'disconnect' // the socket went away (closed, idle, expired, disconnectWhere)
  | 'shutdown'; // the socket server is closing

/** The handle a channel route works with. */
export interface Channel<Ctx> {
  readonly topic: string;
  readonly joinRef: string | null;
  readonly ctx: Ctx;
  readonly socketId: string;
  readonly transport: TransportName;
  /** False once the channel has ended, whatever the reason. */
  readonly isOpen: boolean;
  /** Pushes `[join_ref, null, topic, event, payload]` to this channel only. Returns false once the channel ended. */
  push(event: string, payload: Payload): boolean;
  /** Ends the channel on purpose: the client gets phx_close and does not rejoin. */
  close(): void;
}

export type JoinResult = { readonly ok: true; readonly response?: object } | { readonly ok: false; readonly response: object };

export interface Reply {
  readonly status: 'ok' | 'error';
  readonly response: Payload;
}

export interface ChannelRoute<Ctx> {
  /** `user:*` matches every topic starting with `user:`; anything else matches exactly. */
  readonly pattern: string;
  /** Pushes made on `channel` before the join resolves are sent right after the join reply. */
  join(topic: string, payload: unknown, ctx: Ctx, channel: Channel<Ctx>): Promise<JoinResult>;
  /** Returning nothing sends no reply. Throwing crashes the channel (phx_error, then the client rejoins). */
  handleIn(event: string, payload: unknown, channel: Channel<Ctx>): Promise<Reply | undefined> | Reply | undefined;
  terminate?(reason: TerminateReason, channel: Channel<Ctx>): void | Promise<void>;
}

export interface Limits {
  /** Largest inbound frame (WebSocket message or LongPoll line), in bytes. */
  readonly maxFrameBytes: number;
  readonly maxChannelsPerSocket: number;
  /**
   * Sustained inbound frames per second per socket; bursts up to the same number are allowed. A frame over it
   * is dropped before it is decoded, and a socket that sends more than as many again within a second is closed.
   */
  readonly maxEventsPerSecond: number;
  /**
   * Sockets (either transport) not yet authenticated, per client address (IPv6: per /64) and in all. A socket
   * is authenticated once one of its joins succeeds: until then it proves nothing and costs the server memory.
   */
  readonly maxUnauthenticatedSocketsPerAddress: number;
  readonly maxUnauthenticatedSockets: number;
  /** Sockets of any kind per client address. */
  readonly maxSocketsPerAddress: number;
  /** LongPoll sessions (each holds a buffer of messages), per client address and in all. */
  readonly maxLongPollSessionsPerAddress: number;
  readonly maxLongPollSessions: number;
}

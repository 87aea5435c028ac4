// WebSocket transport on `ws` in noServer mode: we answer the HTTP upgrade ourselves, so that a refused
// connect gets a plain HTTP 403 as Phoenix sends, and the client's `phoenix` subprotocol gets its answer.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { decodeBinary, decodeText, FrameError, type EncodedFrame, type InboundMessage } from './serializer';
import type { ConnectOutcome, SocketConnection, SocketTransport } from './socket';
import type { WebSocketOptions } from './options';
import type { ConnectInfo, Limits } from './types';

const AUTH_TOKEN_PREFIX = 'base64url.bearer.phx.';
const PHOENIX_SUBPROTOCOL = 'phoenix';
// After a close frame, how long the peer gets to answer before the TCP connection is cut.
const CLOSE_GRACE_MS = 2000;
const HTTP_STATUS_OF_REFUSAL = { forbidden: 403, unsupported_vsn: 400, error: 500, busy: 429 } as const;
// How long a client refused for being over a cap (429) or while the server stops (503) is asked to wait.
const RETRY_AFTER_SECONDS = 5;

export interface WebSocketTransportOptions {
  readonly path: string;
  readonly limits: Limits;
  readonly websocket: WebSocketOptions;
  readonly logger: FastifyBaseLogger;
  /** Runs the connect checks; resolves how to answer the upgrade. */
  readonly negotiate: (params: Record<string, string>, info: ConnectInfo) => Promise<ConnectOutcome>;
  /** The client's address (behind trusted proxies, from X-Forwarded-For); the TCP peer's by default. */
  readonly clientAddress?: (request: IncomingMessage) => string | undefined;
}

export class WebSocketTransport {
  private readonly server: WebSocketServer;
  // Each open connection by its WebSocket: the shared listeners below find theirs here.
  private readonly open = new Map<WebSocket, WebSocketConnection>();
  private readonly idleSweep: IdleSweep;
  private closing = false;
  // One listener of each kind for every connection (EventEmitter calls them with `this` = the WebSocket), so
  // that an idle connection holds no closures of its own.
  private readonly onMessage: (this: WebSocket, data: RawData, isBinary: boolean) => void;
  private readonly onError: (this: WebSocket, error: Error) => void;
  private readonly onClose: (this: WebSocket) => void;

  constructor(private readonly options: WebSocketTransportOptions) {
    this.server = new WebSocketServer({
      noServer: true,
      // `open` tracks the connections already; a second set in ws would cost memory per socket for nothing.
      clientTracking: false,
      maxPayload: options.limits.maxFrameBytes,
      // phoenix.js offers `phoenix` plus the auth token; echoing the token back would leak it into logs.
      handleProtocols: (protocols) => (protocols.has(PHOENIX_SUBPROTOCOL) ? PHOENIX_SUBPROTOCOL : false),
    });
    const { open } = this;
    const { logger } = options;
    this.idleSweep = new IdleSweep(options.websocket.idleTimeoutMs, () => open.values(), (connection) => {
      logger.info('realtime: websocket idle, closing');
      connection.close(1001, 'idle timeout');
    });
    this.onMessage = function onMessage(data, isBinary) {
      open.get(this)?.receive(data, isBinary);
    };
    this.onError = (error) => {
      // ws closes the connection itself after a protocol error, e.g. 1009 for a frame over maxPayload.
      logger.warn({ err: error }, 'realtime: websocket error');
    };
    const { idleSweep } = this;
    this.onClose = function onClose() {
      const connection = open.get(this);
      if (connection === undefined) return;
      open.delete(this);
      if (open.size === 0) idleSweep.stop();
      connection.closed();
    };
  }

  /** Whether the request is for this transport's path (others are left to other upgrade listeners). */
  matches(request: IncomingMessage): boolean {
    return pathnameOf(request.url) === this.options.path;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const onSocketError = (error: Error): void => {
      this.options.logger.debug({ err: error }, 'realtime: upgrade socket error');
    };
    socket.on('error', onSocketError);
    if (this.closing) {
      refuseUpgrade(socket, 503);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(url.searchParams);
    const authToken = authTokenOf(request.headers['sec-websocket-protocol']);
    const remoteAddress = this.options.clientAddress?.(request) ?? request.socket.remoteAddress;
    const info: ConnectInfo = {
      transport: 'websocket',
      vsn: params.vsn ?? '1.0.0',
      ...(authToken === undefined ? {} : { authToken }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
      ...(request.headers.origin === undefined ? {} : { origin: request.headers.origin }),
    };
    this.options.negotiate(params, info).then(
      (outcome) => {
        if (outcome.kind === 'refused') {
          if (!socket.destroyed) refuseUpgrade(socket, HTTP_STATUS_OF_REFUSAL[outcome.reason]);
          return;
        }
        if (socket.destroyed || this.closing) {
          outcome.release();
          if (!socket.destroyed) refuseUpgrade(socket, 503);
          return;
        }
        // Whatever becomes of the handshake (ws may refuse it without calling back), the place it holds is
        // given back when its TCP connection ends. Once the socket is built, its own close gives it back, and the
        // listener goes: an idle socket keeps nothing of its handshake.
        socket.once('close', outcome.release);
        this.server.handleUpgrade(request, socket, head, (ws) => {
          socket.off('error', onSocketError);
          socket.off('close', outcome.release);
          this.attach(ws, socket, outcome.attach);
        });
      },
      (error: unknown) => {
        this.options.logger.error({ err: error }, 'realtime: websocket connect failed');
        refuseUpgrade(socket, 500);
      },
    );
  }

  /** Closes every connection with the given code and resolves once they are gone. */
  async closeAll(code: number, reason: string): Promise<void> {
    this.closing = true;
    const closed = [...this.open].map(
      ([ws, connection]) =>
        new Promise<void>((resolve) => {
          ws.once('close', () => {
            resolve();
          });
          connection.close(code, reason);
        }),
    );
    await Promise.all(closed);
    this.idleSweep.stop();
    this.server.close();
  }

  private attach(ws: WebSocket, stream: Duplex, attach: (transport: SocketTransport) => SocketConnection): void {
    const connection = new WebSocketConnection(ws, stream, this.options);
    connection.attach(attach(connection));
    this.open.set(ws, connection);
    this.idleSweep.start();
    ws.on('message', this.onMessage);
    ws.on('error', this.onError);
    ws.on('close', this.onClose);
  }
}

/**
 * One accepted WebSocket, and the transport its socket answers through. Its state lives in fields and its
 * behaviour on the prototype, so that thousands of idle connections cost no closures or timers each.
 */
class WebSocketConnection implements SocketTransport {
  /** When the client last sent a frame (Date.now()); the idle sweep compares it with the clock. */
  lastActivityAt = Date.now();
  private connection: SocketConnection | undefined;
  // Set once the close frame is out: cuts the TCP connection if the peer does not answer it.
  private killTimer: NodeJS.Timeout | undefined;
  private corked = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly stream: Duplex,
    private readonly options: WebSocketTransportOptions,
  ) {}

  get name(): 'websocket' {
    return 'websocket';
  }

  attach(connection: SocketConnection): void {
    this.connection = connection;
  }

  send(frame: EncodedFrame): void {
    const { ws } = this;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > this.options.websocket.maxBufferedBytes) {
      this.options.logger.warn({ bufferedAmount: ws.bufferedAmount }, 'realtime: client reads too slowly, closing');
      // 1013 "try again later": the client reconnects, as after any code but 1000.
      this.close(1013, 'slow consumer');
      return;
    }
    const data = frame.wire();
    ws.send(data, { binary: typeof data !== 'string' });
  }

  close(code: number, reason: string): void {
    if (this.killTimer !== undefined) return;
    this.ws.close(code, reason);
    this.killTimer = setTimeout(terminate, CLOSE_GRACE_MS, this.ws);
    this.killTimer.unref();
  }

  receive(data: RawData, isBinary: boolean): void {
    this.lastActivityAt = Date.now();
    // What one incoming frame causes at once (a request's acknowledgement and, when its work takes no I/O, its
    // answer) leaves in one TCP write: the connection is corked while the frame is handled and uncorked once
    // the event loop has run its pending callbacks.
    if (!this.corked) {
      this.corked = true;
      this.stream.cork();
      setImmediate(uncork, this);
    }
    // Over the socket's rate, the frame is dropped before it is even joined into one buffer, let alone parsed.
    const { connection } = this;
    if (connection?.admitFrame() !== true) return;
    const bytes = toBuffer(data);
    let message: InboundMessage;
    try {
      message = isBinary ? decodeBinary(bytes) : decodeText(bytes.toString('utf8'));
    } catch (error) {
      // A malformed frame is dropped; the connection and its channels carry on.
      this.options.logger.warn({ reason: error instanceof FrameError ? error.message : String(error) }, 'realtime: frame dropped');
      return;
    }
    void connection.receive(message);
  }

  uncork(): void {
    this.corked = false;
    this.stream.uncork();
  }

  /** The WebSocket is gone: stop the kill timer and free the socket built on it. */
  closed(): void {
    clearTimeout(this.killTimer);
    this.connection?.close();
  }
}

function terminate(ws: WebSocket): void {
  ws.terminate();
}

function uncork(connection: WebSocketConnection): void {
  connection.uncork();
}

/** Sweeps must come often enough that a connection is closed at most this share of the timeout late. */
const IDLE_SWEEPS_PER_TIMEOUT = 4;
/** ... and at most this late, however long the timeout. */
const MAX_IDLE_SWEEP_MS = 1000;

/**
 * Closes the connections silent for the idle timeout: one interval for all of them, running while any is
 * open, instead of a timer per connection re-armed at every frame. A connection is closed between the
 * timeout and the timeout plus one sweep interval after its last frame, never before.
 */
class IdleSweep {
  private timer: NodeJS.Timeout | undefined;
  private readonly intervalMs: number;

  constructor(
    private readonly timeoutMs: number,
    private readonly connections: () => Iterable<WebSocketConnection>,
    private readonly onIdle: (connection: WebSocketConnection) => void,
  ) {
    this.intervalMs = Math.min(MAX_IDLE_SWEEP_MS, Math.max(1, timeoutMs / IDLE_SWEEPS_PER_TIMEOUT));
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.sweep();
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private sweep(): void {
    const idleSince = Date.now() - this.timeoutMs;
    // Collected first: closing may end a connection (and change the set) while it is walked.
    const idle: WebSocketConnection[] = [];
    for (const connection of this.connections()) if (connection.lastActivityAt <= idleSince) idle.push(connection);
    for (const connection of idle) this.onIdle(connection);
  }
}

/** The token of `Sec-WebSocket-Protocol: phoenix, base64url.bearer.phx.<token in base64, no padding>`. */
export function authTokenOf(header: string | undefined): string | undefined {
  const encoded = header
    ?.split(',')
    .map((protocol) => protocol.trim())
    .find((protocol) => protocol.startsWith(AUTH_TOKEN_PREFIX))
    ?.slice(AUTH_TOKEN_PREFIX.length);
  // Node's base64 decoder reads both alphabets and missing padding, as the client uses btoa without `=`.
  return encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8');
}

export function refuseUpgrade(socket: Duplex, status: number): void {
  const text = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  const statusText = text[status as keyof typeof text];
  const retryAfter = status === 429 || status === 503 ? `Retry-After: ${RETRY_AFTER_SECONDS}\r\n` : '';
  socket.end(`HTTP/1.1 ${status} ${statusText}\r\n${retryAfter}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function pathnameOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

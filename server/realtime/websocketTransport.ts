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
const HTTP_STATUS_OF_REFUSAL = { forbidden: 403, unsupported_vsn: 400, error: 500 } as const;

export interface WebSocketTransportOptions {
  readonly path: string;
  readonly limits: Limits;
  readonly websocket: WebSocketOptions;
  readonly logger: FastifyBaseLogger;
  /** Runs the connect checks; resolves how to answer the upgrade. */
  readonly negotiate: (params: Record<string, string>, info: ConnectInfo) => Promise<ConnectOutcome>;
}

export class WebSocketTransport {
  private readonly server: WebSocketServer;
  // Each open connection, with the function that closes it (and cuts it if the peer does not answer).
  private readonly open = new Map<WebSocket, (code: number, reason: string) => void>();
  private closing = false;

  constructor(private readonly options: WebSocketTransportOptions) {
    this.server = new WebSocketServer({
      noServer: true,
      maxPayload: options.limits.maxFrameBytes,
      // phoenix.js offers `phoenix` plus the auth token; echoing the token back would leak it into logs.
      handleProtocols: (protocols) => (protocols.has(PHOENIX_SUBPROTOCOL) ? PHOENIX_SUBPROTOCOL : false),
    });
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
    const info: ConnectInfo = {
      transport: 'websocket',
      vsn: params.vsn ?? '1.0.0',
      ...(authToken === undefined ? {} : { authToken }),
      ...(request.socket.remoteAddress === undefined ? {} : { remoteAddress: request.socket.remoteAddress }),
      ...(request.headers.origin === undefined ? {} : { origin: request.headers.origin }),
    };
    this.options.negotiate(params, info).then(
      (outcome) => {
        if (socket.destroyed) return;
        if (outcome.kind === 'refused' || this.closing) {
          refuseUpgrade(socket, outcome.kind === 'refused' ? HTTP_STATUS_OF_REFUSAL[outcome.reason] : 503);
          return;
        }
        this.server.handleUpgrade(request, socket, head, (ws) => {
          socket.off('error', onSocketError);
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
      ([ws, close]) =>
        new Promise<void>((resolve) => {
          ws.once('close', () => {
            resolve();
          });
          close(code, reason);
        }),
    );
    await Promise.all(closed);
    this.server.close();
  }

  private attach(ws: WebSocket, connectionStream: Duplex, attach: (transport: SocketTransport) => SocketConnection): void {
    const { logger, websocket } = this.options;
    let killTimer: NodeJS.Timeout | undefined;
    const close = (code: number, reason: string): void => {
      if (killTimer !== undefined) return;
      ws.close(code, reason);
      killTimer = setTimeout(() => {
        ws.terminate();
      }, CLOSE_GRACE_MS);
      killTimer.unref();
    };
    this.open.set(ws, close);
    const transport: SocketTransport = {
      name: 'websocket',
      send(frame: EncodedFrame) {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > websocket.maxBufferedBytes) {
          logger.warn({ bufferedAmount: ws.bufferedAmount }, 'realtime: client reads too slowly, closing');
          // 1013 "try again later": the client reconnects, as after any code but 1000.
          close(1013, 'slow consumer');
          return;
        }
        const data = frame.wire();
        ws.send(data, { binary: typeof data !== 'string' });
      },
      close,
    };
    const connection = attach(transport);

    let idleTimer: NodeJS.Timeout | undefined;
    const resetIdle = (): void => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        logger.info('realtime: websocket idle, closing');
        close(1001, 'idle timeout');
      }, websocket.idleTimeoutMs);
      idleTimer.unref();
    };
    resetIdle();

    // What one incoming frame causes at once (a request's acknowledgement and, when its work takes no I/O, its
    // answer) leaves in one TCP write: the connection is corked while the frame is handled and uncorked once the
    // event loop has run its pending callbacks.
    let corked = false;
    const uncork = (): void => {
      corked = false;
      connectionStream.uncork();
    };
    ws.on('message', (data: RawData, isBinary: boolean) => {
      resetIdle();
      if (!corked) {
        corked = true;
        connectionStream.cork();
        setImmediate(uncork);
      }
      const bytes = toBuffer(data);
      let message: InboundMessage;
      try {
        message = isBinary ? decodeBinary(bytes) : decodeText(bytes.toString('utf8'));
      } catch (error) {
        // A malformed frame is dropped; the connection and its channels carry on.
        logger.warn({ reason: error instanceof FrameError ? error.message : String(error) }, 'realtime: frame dropped');
        return;
      }
      void connection.receive(message);
    });
    ws.on('error', (error) => {
      // ws closes the connection itself after a protocol error, e.g. 1009 for a frame over maxPayload.
      logger.warn({ err: error }, 'realtime: websocket error');
    });
    ws.on('close', () => {
      clearTimeout(idleTimer);
      clearTimeout(killTimer);
      this.open.delete(ws);
      connection.close();
    });
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
  const text = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' };
  const statusText = text[status as keyof typeof text];
  socket.end(`HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
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

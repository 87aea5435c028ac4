// The HTTP plumbing every stand-in shares: a node:http server on 127.0.0.1, JSON bodies read, a server-sent
// events stream played piece by piece, and a close that ends even the requests left hanging on purpose.
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setMaxListeners } from 'node:events';
import { setTimeout as pause } from 'node:timers/promises';
import { piecesOf, type TextReply } from './scriptedReply';

export interface LoopbackRequest {
  readonly method: string;
  /** The path without its query. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  readonly body: unknown;
}

/** Answers one request. `closing` is aborted when the stand-in closes, to stop pauses and streams. */
export type LoopbackHandler = (request: LoopbackRequest, response: ServerResponse, closing: AbortSignal) => void | Promise<void>;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  close(): Promise<void>;
}

export async function startLoopbackServer(handle: LoopbackHandler): Promise<LoopbackServer> {
  const closing = new AbortController();
  // Every stream in flight waits on this one signal: a test with 100 at once is expected, not a leak.
  setMaxListeners(0, closing.signal);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: LoopbackRequest = {
        method: request.method ?? 'GET',
        path: new URL(request.url ?? '/', 'http://stand-in').pathname,
        headers: request.headers,
        body: parsedJson(Buffer.concat(chunks).toString('utf8')),
      };
      Promise.resolve(handle(received, response, closing.signal)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: { message: `Stand-in bug: ${String(error)}` } });
        else response.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close() {
      closing.abort();
      // Hanging requests are hanging on purpose; closing waits for no one.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      });
    },
  };
}

/** A port on 127.0.0.1 where nothing listens (it did a moment ago): for "unreachable". */
export async function unusedLoopbackPort(): Promise<number> {
  const server = await startLoopbackServer(() => undefined);
  await server.close();
  return Number(new URL(server.origin).port);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** The frames of one server-sent events stream: what comes before the text, one frame per piece, what ends it. */
export interface SseFrames {
  readonly opening: readonly string[];
  readonly piece: (text: string) => string;
  readonly closing: readonly string[];
}

/** Streams `reply` as server-sent events: pieces `delayMs` apart, cut where the reply says so. */
export async function playSse(
  response: ServerResponse,
  reply: TextReply,
  frames: SseFrames,
  closing: AbortSignal,
  headers: http.OutgoingHttpHeaders = {},
): Promise<void> {
  response.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  response.flushHeaders();
  const gone = () => response.destroyed || closing.aborted;
  const send = (frame: string) =>
    new Promise<void>((resolve) => {
      response.write(frame, () => {
        resolve();
      });
    });
  for (const frame of frames.opening) await send(frame);
  const pieces = piecesOf(reply.text, reply.chunks);
  const cutAt = reply.ending.kind === 'dropped' ? reply.ending.afterChunks : Number.POSITIVE_INFINITY;
  for (const [index, piece] of pieces.entries()) {
    if (index >= cutAt) break;
    if (index > 0 && !(await paused(reply.delayMs, closing))) return;
    if (gone()) return;
    await send(frames.piece(piece));
  }
  if (reply.ending.kind === 'dropped') {
    // A moment for the client to read what was sent: a stream's reader loses the chunks it has not read yet
    // when the stream errors, and a real connection seldom fails in the same instant as its last write.
    if (!(await paused(DROP_AFTER_MS, closing))) return;
    if (reply.ending.how === 'abruptly') response.destroy();
    else response.end();
    return;
  }
  if (gone()) return;
  for (const frame of frames.closing) await send(frame);
  response.end();
}

const DROP_AFTER_MS = 20;

/** Waits `ms`; false when the stand-in closed meanwhile. */
async function paused(ms: number, closing: AbortSignal): Promise<boolean> {
  if (ms <= 0) return !closing.aborted;
  return pause(ms, true, { signal: closing }).catch(() => false);
}

function parsedJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

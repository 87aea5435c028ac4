// A lean client of the Phoenix wire protocol (v2: each frame a JSON array [join_ref, ref, topic, event,
// payload]) on a raw `ws` socket. The channel benchmarks open thousands of sockets or keep a hundred busy
// from one process, and compare the app with bare `ws` servers: the client's own work must be small and the
// same against both, so it is this and not phoenix.js.
import { WebSocket } from 'ws';
import { SOCKET_PATH, SOCKET_TOKEN_PARAM } from '../../contract';

export type WireFrame = readonly [joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown];

const CONNECT_TIMEOUT_MS = 30_000;

/** The app's WebSocket address for `token`; a bare server accepts any path. */
export function socketUrl(baseUrl: string, token: string): string {
  const url = new URL(`${SOCKET_PATH}/websocket`, baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('vsn', '2.0.0');
  url.searchParams.set(SOCKET_TOKEN_PARAM, token);
  return url.toString();
}

export class WireClient {
  private nextRef = 1;
  private readonly listeners = new Set<(frame: WireFrame, arrivedAtMs: number) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      // Timed on arrival, before the decoding (which is the same for every server).
      const arrivedAtMs = Number(process.hrtime.bigint()) / 1e6;
      // binaryType is 'nodebuffer' (the default): every message arrives as one Buffer.
      const frame = JSON.parse((data as Buffer).toString('utf8')) as WireFrame;
      for (const listener of this.listeners) listener(frame, arrivedAtMs);
    });
  }

  static connect(url: string): Promise<WireClient> {
    return new Promise((resolve, reject) => {
      // No per-message compression: the app's server does not offer it either.
      const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: CONNECT_TIMEOUT_MS });
      socket.once('open', () => { resolve(new WireClient(socket)); });
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => {
        reject(new Error(`the WebSocket upgrade was answered ${String(response.statusCode)}`));
      });
    });
  }

  makeRef(): string {
    const ref = String(this.nextRef);
    this.nextRef += 1;
    return ref;
  }

  /** Calls `listener` with every frame from now on; answers a function that stops it. */
  onFrame(listener: (frame: WireFrame, arrivedAtMs: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(frame: WireFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** Joins `topic` and resolves once the server accepted; answers the join ref that later frames carry. */
  join(topic: string): Promise<string> {
    const ref = this.makeRef();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`the join of ${topic} was not answered within ${CONNECT_TIMEOUT_MS} ms`));
      }, CONNECT_TIMEOUT_MS);
      const stop = this.onFrame(([, replyRef, , event, payload]) => {
        if (event !== 'phx_reply' || replyRef !== ref) return;
        stop();
        clearTimeout(timer);
        const status = (payload as { status?: unknown }).status;
        if (status === 'ok') resolve(ref);
        else reject(new Error(`the join of ${topic} was refused: ${JSON.stringify(payload)}`));
      });
      this.send([ref, ref, topic, 'phx_join', {}]);
    });
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => { resolve(); });
      this.socket.terminate();
    });
  }
}

/** Opens `count` sockets, `concurrency` handshakes at a time, each made by `open(index)`. */
export async function openMany<T>(count: number, concurrency: number, open: (index: number) => Promise<T>): Promise<T[]> {
  const opened: T[] = new Array<T>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      opened[index] = await open(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return opened;
}

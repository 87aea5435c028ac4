// LongPoll transport as Phoenix serves it: GET polls (held until a message or a timeout), POST sends
// ndjson batches; every answer is HTTP 200 with the real status in the JSON body, as phoenix.js expects.
// With several processes, a request for a session another process holds is relayed to it (longPollRelay.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LongPollRelay, PollBody, RelayedAnswer, RelayedRequest } from './longPollRelay';
import { newSessionId, ownerNodeOf, signSessionToken, verifySessionToken } from './longPollToken';
import { decodeBinary, decodeText, FrameError, type EncodedFrame, type InboundMessage } from './serializer';
import type { ConnectOutcome, SocketConnection, SocketTransport } from './socket';
import type { LongPollOptions } from './options';
import type { ConnectInfo, Limits } from './types';

export interface LongPollTransportOptions {
  readonly path: string;
  readonly secret: Buffer;
  readonly limits: Limits;
  readonly longpoll: LongPollOptions;
  readonly logger: FastifyBaseLogger;
  readonly negotiate: (params: Record<string, string>, info: ConnectInfo) => Promise<ConnectOutcome>;
  /**
   * Whether a page of this origin may use the transport: false refuses its requests (HTTP 403), true also lets
   * it read answers cross-site (CORS); undefined (or no function) neither refuses nor allows CORS.
   */
  readonly allowsOrigin?: (origin: string) => boolean | undefined;
  /** This process's node id, put in its session ids, when sessions may be served by several processes. */
  readonly nodeId?: string;
}

// How much longer than the owner's hold a relayed GET waits for the owner's answer before taking it for gone.
const RELAY_GRACE_MS = 5_000;
// A relayed POST waits this long: the owner answers once its socket has handled the batch (joins read the database).
const RELAYED_POST_TIMEOUT_MS = 15_000;

// `busy` (a cap on connections reached) answers 500, which makes phoenix.js reconnect after its backoff; 429
// would make it throw.
const JSON_STATUS_OF_REFUSAL = { forbidden: 403, unsupported_vsn: 403, error: 500, busy: 500 } as const;
// How long a client refused for being over a cap is asked to wait (the HTTP status says 429 to proxies and logs).
const RETRY_AFTER_SECONDS = 5;
const ALLOWED_HEADERS = 'content-type, x-phoenix-authtoken, x-phoenix-longpoll-token';

export class LongPollTransport {
  private readonly sessions = new Map<string, LongPollSession>();
  private closing = false;
  private relay: LongPollRelay | undefined;

  constructor(private readonly options: LongPollTransportOptions) {}

  get sessionCount(): number {
    return this.sessions.size;
  }

  /** GET polls held open now, waiting for a message or their timeout. */
  get heldPollCount(): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.holdsPoll) count += 1;
    return count;
  }

  get nodeId(): string | undefined {
    return this.options.nodeId;
  }

  /** From now on, requests for sessions of other nodes go to them through the relay. */
  relayThrough(relay: LongPollRelay | undefined): void {
    this.relay = relay;
  }

  /** Serves a request relayed by another process for a session of this one. */
  readonly serveRelayed = async (request: RelayedRequest, abandoned: AbortSignal): Promise<RelayedAnswer> => {
    const session = this.lookup(request.token);
    if (session === undefined) return { kind: 'unknown_session' };
    const body = request.kind === 'poll' ? await session.poll(abandoned) : await this.handleBatch(session, request.contentType, request.body);
    return { kind: 'answered', body };
  };

  /** Adds the routes in their own plugin scope, so that its body parser stays ours. */
  register(fastify: FastifyInstance): void {
    const { path, longpoll, logger } = this.options;
    void fastify.register((instance, _options, done) => {
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: longpoll.maxPostBytes }, (_request, body, parsed) => {
        parsed(null, body);
      });
      // Errors answer in the LongPoll way too: HTTP 200, the status in the body.
      instance.setErrorHandler((error: unknown, request, reply) => {
        const statusCode = (error as { statusCode?: unknown }).statusCode;
        const status = typeof statusCode === 'number' && statusCode < 500 ? statusCode : 500;
        logger.warn({ err: error, status }, 'realtime: longpoll request failed');
        return this.answer(request, reply, { status });
      });
      // Every request from a browser page of a foreign origin is refused before anything else, before its body
      // is even read (a session's token is unguessable anyway; this keeps other sites out altogether).
      instance.addHook('onRequest', (request, reply, done) => {
        const origin = headerOf(request, 'origin');
        if (origin === undefined || this.options.allowsOrigin?.(origin) !== false) {
          done();
          return;
        }
        logger.info({ origin, transport: 'longpoll' }, 'realtime: origin refused');
        void this.answer(request, reply, { status: 403 }, 403);
      });
      const url = `${path}/longpoll`;
      instance.route({ method: 'GET', url, exposeHeadRoute: false, handler: (request, reply) => this.poll(request, reply) });
      instance.route({ method: 'POST', url, bodyLimit: longpoll.maxPostBytes, handler: (request, reply) => this.publish(request, reply) });
      instance.route({
        method: 'OPTIONS',
        url,
        handler: (request, reply) => {
          reply.header('access-control-allow-headers', ALLOWED_HEADERS).header('access-control-allow-methods', 'GET, POST, OPTIONS');
          return this.answer(request, reply, { status: 200 });
        },
      });
      done();
    });
  }

  /** Ends every session; held polls answer status 500, which both client versions reconnect after. */
  closeAll(): void {
    this.closing = true;
    for (const session of [...this.sessions.values()]) session.end(500);
  }

  /**
   * While Fastify closes, it answers new requests with a 503 body of its own, without a `status` field:
   * phoenix.js 1.7 throws on it and 1.8 silently stops polling, so the client never reconnects. The held
   * polls we end make clients poll again at once, into that window; answer those requests ourselves.
   */
  answerWhileClosing(server: Server): void {
    const url = `${this.options.path}/longpoll`;
    const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if ((request.url ?? '').split('?')[0] === url) {
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'close',
        });
        response.end(JSON.stringify({ status: 500 }));
        return;
      }
      for (const handler of handlers) handler.call(server, request, response);
    });
  }

  private async poll(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { params, token } = paramsAndToken(request);
    const session = token === undefined ? undefined : this.lookup(token);
    if (session !== undefined) return this.answer(request, reply, await session.poll(abortedOnClose(reply)));
    if (this.closing) return this.answer(request, reply, { status: 500 });
    if (token !== undefined) {
      const relayed = await this.forward(token, { kind: 'poll', token }, this.options.longpoll.holdMs + RELAY_GRACE_MS, reply);
      if (relayed !== undefined) return this.answer(request, reply, relayed);
    }

    // No session (first poll, or one that expired): connect, and answer 410 with the new session's token.
    const authToken = headerOf(request, 'x-phoenix-authtoken');
    const origin = headerOf(request, 'origin');
    const info: ConnectInfo = {
      transport: 'longpoll',
      vsn: params.vsn ?? '1.0.0',
      remoteAddress: request.ip,
      ...(authToken === undefined ? {} : { authToken }),
      ...(origin === undefined ? {} : { origin }),
    };
    const outcome = await this.options.negotiate(params, info);
    if (outcome.kind === 'refused') {
      if (outcome.reason === 'busy') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return this.answer(request, reply, { status: JSON_STATUS_OF_REFUSAL[outcome.reason] }, outcome.reason === 'busy' ? 429 : 200);
    }
    const created = this.createSession(outcome.attach);
    return this.answer(request, reply, { status: 410, token: created.token, messages: [] });
  }

  private async publish(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { token } = paramsAndToken(request);
    if (token === undefined) return this.answer(request, reply, { status: 410 });
    const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
    const contentType = headerOf(request, 'content-type') ?? '';
    const session = this.lookup(token);
    if (session !== undefined) return this.answer(request, reply, await this.handleBatch(session, contentType, body));
    const relayed = await this.forward(token, { kind: 'publish', token, contentType, body }, RELAYED_POST_TIMEOUT_MS, reply);
    return this.answer(request, reply, relayed ?? { status: 410 });
  }

  /**
   * Relays a request for a session of another node; undefined when the session is unknown there (or its node
   * is gone), or when it is not another node's.
   */
  private async forward(token: string, request: RelayedRequest, timeoutMs: number, reply: FastifyReply): Promise<PollBody | undefined> {
    const sessionId = verifySessionToken(this.options.secret, token);
    const owner = sessionId === null ? undefined : ownerNodeOf(sessionId);
    if (this.relay === undefined || owner === undefined || owner === this.relay.nodeId) return undefined;
    const answer = await this.relay.forward(owner, request, timeoutMs, abortedOnClose(reply));
    return answer.kind === 'answered' ? answer.body : undefined;
  }

  private async handleBatch(session: LongPollSession, contentType: string, body: string): Promise<PollBody> {
    const ndjson = contentType.startsWith('application/x-ndjson');
    const lines = (ndjson ? body.split('\n') : [body]).map((line) => line.trim()).filter((line) => line !== '');
    const { maxLinesPerPost } = this.options.longpoll;
    if (lines.length > maxLinesPerPost) {
      this.options.logger.warn({ lines: lines.length, limit: maxLinesPerPost }, 'realtime: longpoll batch too large');
      return { status: 413 };
    }
    // In order: each message is queued on the socket behind the previous one. A line over the socket's rate is
    // dropped before it is decoded.
    let handled: Promise<void> = Promise.resolve();
    const { connection } = session;
    for (const line of lines) {
      if (!connection.admitFrame()) continue;
      const message = this.decodeLine(line);
      if (message !== undefined) handled = connection.receive(message);
    }
    await handled;
    return { status: 200 };
  }

  /** A line starting with `[` is a JSON frame; any other line is a binary frame in base64. */
  private decodeLine(line: string): InboundMessage | undefined {
    const { maxFrameBytes } = this.options.limits;
    const json = line.startsWith('[');
    const size = json ? Buffer.byteLength(line) : Math.floor((line.length * 3) / 4);
    try {
      if (size > maxFrameBytes) throw new FrameError(`frame of ${size} bytes exceeds ${maxFrameBytes}`);
      return json ? decodeText(line) : decodeBinary(Buffer.from(line, 'base64'));
    } catch (error) {
      const reason = error instanceof FrameError ? error.message : String(error);
      this.options.logger.warn({ reason }, 'realtime: longpoll frame dropped');
      return undefined;
    }
  }

  private lookup(token: string): LongPollSession | undefined {
    const sessionId = verifySessionToken(this.options.secret, token);
    return sessionId === null ? undefined : this.sessions.get(sessionId);
  }

  private createSession(attach: (transport: SocketTransport) => SocketConnection): LongPollSession {
    const id = newSessionId(this.options.nodeId);
    const session = new LongPollSession(id, signSessionToken(this.options.secret, id), this.options, () => {
      this.sessions.delete(id);
    });
    this.sessions.set(id, session);
    session.start(attach);
    return session;
  }

  /** Answers HTTP 200 with the real status in the body, as phoenix.js expects; refusals may say more to the HTTP layer. */
  private answer(request: FastifyRequest, reply: FastifyReply, body: PollBody, httpStatus: 200 | 403 | 429 = 200): FastifyReply {
    const origin = headerOf(request, 'origin');
    if (origin !== undefined && this.options.allowsOrigin?.(origin) === true) {
      reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    }
    // While closing, make the client open a new connection for its next request, which a restarting
    // server refuses cleanly, instead of reusing this one into Fastify's closing 503.
    if (this.closing) reply.header('connection', 'close');
    return reply
      .code(httpStatus)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(body));
  }
}

interface HeldPoll {
  readonly resolve: (body: PollBody) => void;
  readonly timer: NodeJS.Timeout;
}

/** One LongPoll client: its socket, the messages waiting for a GET, and the GET being held. */
class LongPollSession implements SocketTransport {
  readonly name = 'longpoll';
  private socketConnection: SocketConnection | undefined;
  private readonly buffer: string[] = [];
  private held: HeldPoll | undefined;
  private flushScheduled: NodeJS.Immediate | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private ended = false;

  get holdsPoll(): boolean {
    return this.held !== undefined;
  }

  constructor(
    readonly id: string,
    readonly token: string,
    private readonly options: LongPollTransportOptions,
    private readonly onEnd: () => void,
  ) {}

  get connection(): SocketConnection {
    if (this.socketConnection === undefined) throw new Error('longpoll session not started');
    return this.socketConnection;
  }

  start(attach: (transport: SocketTransport) => SocketConnection): void {
    this.socketConnection = attach(this);
    this.startIdleTimer();
  }

  /** Answers at once with buffered messages, else holds the GET until one arrives or holdMs passes. */
  poll(clientGone: AbortSignal): Promise<PollBody> {
    clearTimeout(this.idleTimer);
    // A newer GET takes over; the older one ends with 204 and its client polls no more.
    if (this.held !== undefined) this.release(this.held, 204);
    if (this.buffer.length > 0) {
      this.startIdleTimer();
      return Promise.resolve(this.drain());
    }
    return new Promise<PollBody>((resolve) => {
      const hold: HeldPoll = {
        resolve,
        timer: setTimeout(() => {
          this.release(hold, 204);
        }, this.options.longpoll.holdMs),
      };
      this.held = hold;
      // A client that went away leaves the messages buffered for its next GET.
      clientGone.addEventListener(
        'abort',
        () => {
          this.release(hold, 204);
        },
        { once: true },
      );
    });
  }

  send(frame: EncodedFrame): void {
    if (this.ended) return;
    if (frame.binary) {
      this.options.logger.warn({ event: frame.message.event }, 'realtime: binary payloads need a WebSocket, dropped');
      return;
    }
    if (this.buffer.length >= this.options.longpoll.maxBufferedMessages) {
      this.options.logger.warn({ limit: this.options.longpoll.maxBufferedMessages }, 'realtime: longpoll buffer full, ending session');
      this.end(500);
      return;
    }
    this.buffer.push(frame.text());
    // Flush on the next turn, so that messages sent together leave in one answer.
    if (this.held !== undefined && this.flushScheduled === undefined) {
      this.flushScheduled = setImmediate(() => {
        this.flushScheduled = undefined;
        if (this.held !== undefined && this.buffer.length > 0) this.release(this.held, 200);
      });
    }
  }

  close(): void {
    this.end(500);
  }

  /** Ends the session; a held GET answers with heldStatus. The socket's channels are freed. */
  end(heldStatus: number): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.idleTimer);
    clearImmediate(this.flushScheduled);
    const held = this.held;
    this.held = undefined;
    if (held !== undefined) {
      clearTimeout(held.timer);
      held.resolve({ status: heldStatus });
    }
    this.buffer.length = 0;
    this.onEnd();
    this.socketConnection?.close();
  }

  private release(hold: HeldPoll, status: 200 | 204): void {
    if (this.held !== hold) return;
    clearTimeout(hold.timer);
    this.held = undefined;
    hold.resolve(status === 200 ? this.drain() : { status: 204, token: this.token, messages: [] });
    if (!this.ended) this.startIdleTimer();
  }

  private drain(): PollBody {
    return { status: 200, token: this.token, messages: this.buffer.splice(0) };
  }

  private startIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.options.logger.debug({ session: this.id }, 'realtime: longpoll session idle, ending');
      this.end(410);
    }, this.options.longpoll.sessionIdleMs);
  }
}

/** Aborts when the HTTP connection of the request closes (answered, or the client went away). */
function abortedOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    controller.abort();
  });
  return controller.signal;
}

function paramsAndToken(request: FastifyRequest): { params: Record<string, string>; token: string | undefined } {
  const params = Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
  const { token, ...rest } = params;
  return { params: rest, token: token ?? headerOf(request, 'x-phoenix-longpoll-token') };
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

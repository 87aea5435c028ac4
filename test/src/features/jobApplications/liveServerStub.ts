// Plays the server for the job-search page tests: the live channel joins at once, each request is answered by
// the handler the test gave for its name, pushes are sent on demand, and POSTs to /api get the answer the test
// gave for their path, GETs the answer given with `onGet`. Requests without a handler are never answered (like a
// server that is slow to answer); HTTP calls without one are answered 404.
import type { RequestName } from '../../../../contract';
import { FakeSocket, type FakeChannel } from '../connection/fakePhoenix';

export type LiveAnswer = { readonly data: unknown } | { readonly error: { readonly code: string } };
export type LiveHandler = (params: Record<string, unknown>) => LiveAnswer | Promise<LiveAnswer>;

export interface ReceivedRequest {
  readonly request: RequestName;
  readonly params: Record<string, unknown>;
}

export interface ReceivedPost {
  readonly path: string;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

export type HttpHandler = (body: unknown) => { readonly status: number; readonly body: unknown };

function settleSoon(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

export class LiveServerStub {
  readonly requests: ReceivedRequest[] = [];
  readonly posts: ReceivedPost[] = [];
  private handlers = new Map<RequestName, LiveHandler>();
  private httpHandlers = new Map<string, HttpHandler>();
  private getHandlers = new Map<string, HttpHandler>();
  private channel: FakeChannel | null = null;

  reset(): void {
    this.requests.length = 0;
    this.posts.length = 0;
    this.handlers = new Map([['account.get_credits', () => ({ data: 3 })]]);
    this.httpHandlers = new Map();
    this.getHandlers = new Map();
    this.channel = null;
    Object.assign(globalThis, { fetch: (input: string, init: RequestInit) => this.fetch(input, init) });
  }

  /** Answers every `request` with what `handler` gives. */
  on(request: RequestName, handler: LiveHandler): this {
    this.handlers.set(request, handler);
    return this;
  }

  /** Answers every `request` with this data. */
  answer(request: RequestName, data: unknown): this {
    return this.on(request, () => ({ data }));
  }

  /** Answers every `request` with this error code. */
  fail(request: RequestName, code: string): this {
    return this.on(request, () => ({ error: { code } }));
  }

  /** Answers POST /api{path} with this status and JSON body. */
  onPost(path: string, handler: HttpHandler): this {
    this.httpHandlers.set(path, handler);
    return this;
  }

  /** Answers GET /api{path} with this status and JSON body. */
  onGet(path: string, handler: () => { readonly status: number; readonly body: unknown }): this {
    this.getHandlers.set(path, handler);
    return this;
  }

  requestsOf(request: RequestName): Record<string, unknown>[] {
    return this.requests.filter((received) => received.request === request).map((received) => received.params);
  }

  /** A server push on the joined channel. */
  push(event: string, payload: unknown): void {
    if (this.channel === null) throw new Error('no channel has joined yet');
    this.channel.serverPush(event, payload);
  }

  createSocket(token: string) {
    // The join is accepted at once: the channel reads as joined as soon as it is subscribed to, so the first
    // requests of a page go out without waiting for a retry.
    const socket = new FakeSocket(token, (channel) => {
      this.join(channel);
    });
    return socket.asSocket();
  }

  private join(channel: FakeChannel): void {
    this.channel = channel;
    const received = channel.push.bind(channel);
    channel.push = (event, payload) => {
      const push = received(event, payload);
      if (event === 'request') void this.answerRequest(channel, payload as { request: RequestName; uuid: string; params: Record<string, unknown> });
      return push;
    };
    channel.acceptJoin();
  }

  private async answerRequest(
    channel: FakeChannel,
    { request, uuid, params }: { request: RequestName; uuid: string; params: Record<string, unknown> },
  ): Promise<void> {
    this.requests.push({ request, params });
    const handler = this.handlers.get(request);
    if (handler === undefined) return;
    const answer = await handler(params);
    await settleSoon();
    channel.serverPush('response', { uuid, ...answer });
  }

  private async fetch(input: string, init: RequestInit): Promise<Response> {
    const path = input.replace(/^\/api/, '');
    const headers = init.headers as Record<string, string>;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    // Only the calls that change something are recorded; reads (the terms the session saga refreshes on each
    // join) are answered like any call without a handler.
    if (init.method === 'POST') this.posts.push({ path, body, authorization: headers.Authorization });
    const handler = (init.method === 'GET' ? this.getHandlers : this.httpHandlers).get(path);
    await settleSoon();
    const answer = handler === undefined ? { status: 404, body: { error: 'not_found' } } : handler(body);
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: () => Promise.resolve(text),
    } as unknown as Response;
  }
}

export const liveServer = new LiveServerStub();

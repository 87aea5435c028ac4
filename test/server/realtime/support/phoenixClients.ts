// The real phoenix.js clients, 1.8 (`phoenix`) and 1.7 (`phoenix-1.7`), set up to run in Node, with a few
// typed helpers around their callback API.
import * as phoenix18 from 'phoenix';
import { WebSocket } from 'ws';

type PhoenixModule = typeof phoenix18;
export type ClientSocket = phoenix18.Socket;
export type ClientChannel = phoenix18.Channel;
export type ClientVersion = '1.8' | '1.7';
export type TransportKind = 'websocket' | 'longpoll';

interface PolyfillXhr {
  abort(): void;
  open(method: string, url: string, async?: boolean): void;
  send(body?: unknown): void;
  onreadystatechange: unknown;
  onerror: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS polyfill
const NodeXMLHttpRequest = require('xmlhttprequest-ssl') as new () => PolyfillXhr;

/**
 * xmlhttprequest-ssl 4 throws from a socket event when a request it aborted closes later (it reads a field it
 * has just cleared), which kills the test process. Its abort therefore only silences the request, which then
 * ends by itself when the server answers or closes.
 */
function SafeXMLHttpRequest(): PolyfillXhr {
  const xhr = new NodeXMLHttpRequest();
  const ignore = (): void => undefined;
  xhr.abort = () => {
    xhr.onreadystatechange = ignore;
    xhr.onerror = ignore;
  };
  const open = xhr.open.bind(xhr);
  const send = xhr.send.bind(xhr);
  let method = '';
  xhr.open = (...args) => {
    method = args[0];
    open(...args);
  };
  // Lets holdLongPollGets() stall the GETs of phoenix 1.7 too.
  xhr.send = (body) => {
    if (method === 'GET' && pollGate !== undefined) {
      void pollGate.then(() => {
        send(body);
      });
    } else {
      send(body);
    }
  };
  return xhr;
}

let pollGate: Promise<void> | undefined;
const realFetch = globalThis.fetch;

/** Holds back the LongPoll GETs both clients make from now on, until the returned function is called. */
export function holdLongPollGets(): () => void {
  let release = (): void => undefined;
  pollGate = new Promise<void>((resolve) => {
    release = () => {
      pollGate = undefined;
      globalThis.fetch = realFetch;
      resolve();
    };
  });
  const gate = pollGate;
  globalThis.fetch = (input, init) =>
    init?.method === 'GET' ? gate.then(() => realFetch(input, init)) : realFetch(input, init);
  return release;
}

/** phoenix 1.7 finds XMLHttpRequest on `self`; give it a scope of its own so 1.8 keeps using fetch. */
function loadPhoenix17(): PhoenixModule {
  const holder = globalThis as { self?: unknown };
  const previous = holder.self;
  holder.self = Object.assign(Object.create(globalThis) as object, { XMLHttpRequest: SafeXMLHttpRequest });
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after `self` is set
    return require('phoenix-1.7') as PhoenixModule;
  } finally {
    holder.self = previous;
    if (previous === undefined) delete holder.self;
  }
}

export const phoenixModules: Readonly<Record<ClientVersion, PhoenixModule>> = {
  '1.8': phoenix18,
  '1.7': loadPhoenix17(),
};

export const CLIENT_MATRIX: readonly (readonly [ClientVersion, TransportKind])[] = [
  ['1.8', 'websocket'],
  ['1.8', 'longpoll'],
  ['1.7', 'websocket'],
  ['1.7', 'longpoll'],
];

/** A raw frame as the client decodes it. */
export interface ClientMessage {
  readonly join_ref: string | null;
  readonly ref: string | null;
  readonly topic: string;
  readonly event: string;
  readonly payload: Record<string, unknown>;
}

export interface ClientOptions {
  readonly params?: object | (() => object);
  readonly authToken?: string;
  readonly timeout?: number;
  readonly heartbeatIntervalMs?: number;
  readonly longPollFallbackMs?: number;
  readonly reconnectAfterMs?: number;
  readonly rejoinAfterMs?: number;
  /** How long a LongPoll request may take; short by default, so that tests of lost polls end quickly. */
  readonly longpollerTimeoutMs?: number;
}

/** The client's join ref of a channel (not part of its typed API). */
export function joinRefOf(channel: ClientChannel): string | null {
  return (channel as unknown as { joinRef(): string | null }).joinRef();
}

/** A client socket plus the record of what it received, closed by `closeAllClients`. */
export class TestClient {
  readonly socket: ClientSocket;
  readonly received: ClientMessage[] = [];
  readonly closeCodes: number[] = [];
  opens = 0;
  errors = 0;
  private readonly channels: ClientChannel[] = [];

  constructor(
    readonly version: ClientVersion,
    readonly transport: TransportKind,
    baseUrl: string,
    options: ClientOptions = {},
  ) {
    const phoenix = phoenixModules[version];
    const endpoint = `${transport === 'websocket' ? baseUrl.replace('http', 'ws') : baseUrl}/user_socket`;
    this.socket = new phoenix.Socket(endpoint, {
      transport: transport === 'websocket' ? WebSocket : phoenix.LongPoll,
      params: options.params ?? { user_token: 'alice' },
      timeout: options.timeout ?? 2000,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 30_000,
      longpollerTimeout: options.longpollerTimeoutMs ?? 5000,
      reconnectAfterMs: () => options.reconnectAfterMs ?? 30,
      rejoinAfterMs: () => options.rejoinAfterMs ?? 60,
      ...(options.authToken === undefined ? {} : { authToken: options.authToken }),
      ...(options.longPollFallbackMs === undefined ? {} : { longPollFallbackMs: options.longPollFallbackMs }),
    });
    this.socket.onMessage((message) => {
      this.received.push(message as ClientMessage);
    });
    this.socket.onOpen(() => {
      this.opens += 1;
    });
    this.socket.onError(() => {
      this.errors += 1;
    });
    this.socket.onClose((event) => {
      this.closeCodes.push(event.code);
    });
    openClients.add(this);
  }

  connect(): this {
    this.socket.connect();
    return this;
  }

  channel(topic: string, params: object = {}): ClientChannel {
    const channel = this.socket.channel(topic, params);
    this.channels.push(channel);
    return channel;
  }

  /** Joins and resolves with the first answer: ok, error or timeout. */
  join(channel: ClientChannel, timeout?: number): Promise<PushResult> {
    return settle(channel.join(timeout));
  }

  /** Frames received on a topic with the given event. */
  frames(topic: string, event: string): ClientMessage[] {
    return this.received.filter((message) => message.topic === topic && message.event === event);
  }

  /** Sends a raw frame, bypassing the channel objects (for stale refs). */
  pushRaw(frame: { topic: string; event: string; payload?: object; join_ref: string | null }): string {
    const ref = this.socket.makeRef();
    this.socket.push({ payload: {}, ...frame, ref });
    return ref;
  }

  /** Sends a raw join, whose join ref is its ref, without the channel objects noticing. */
  joinRaw(topic: string): string {
    const ref = this.socket.makeRef();
    this.socket.push({ topic, event: 'phx_join', payload: {}, ref, join_ref: ref });
    return ref;
  }

  /** The reply to a ref, once it has arrived. */
  replyTo(ref: string): ClientMessage | undefined {
    return this.received.find((message) => message.event === 'phx_reply' && message.ref === ref);
  }

  /** Stops the timers the client keeps per channel and closes its connection. */
  async close(): Promise<void> {
    openClients.delete(this);
    for (const channel of this.channels) quiet(channel);
    await new Promise<void>((resolve) => {
      this.socket.disconnect(() => {
        resolve();
      });
    });
    for (const channel of this.channels) quiet(channel);
  }
}

export type PushResult = { readonly status: 'ok' | 'error' | 'timeout'; readonly response: unknown };

/** Resolves with the first of ok, error or timeout of a Push. */
export function settle(push: phoenix18.Push): Promise<PushResult> {
  return new Promise((resolve) => {
    push
      .receive('ok', (response: unknown) => {
        resolve({ status: 'ok', response });
      })
      .receive('error', (response: unknown) => {
        resolve({ status: 'error', response });
      })
      .receive('timeout', () => {
        resolve({ status: 'timeout', response: undefined });
      });
  });
}

/** Resolves with the next payload of an event on a channel. */
export function nextEvent(channel: ClientChannel, event: string): Promise<unknown> {
  return new Promise((resolve) => {
    const ref = channel.on(event, (payload: unknown) => {
      channel.off(event, ref);
      resolve(payload);
    });
  });
}

const openClients = new Set<TestClient>();

export async function closeAllClients(): Promise<void> {
  await Promise.all([...openClients].map((client) => client.close()));
}

interface ChannelInternals {
  rejoinTimer: { reset(): void };
  joinPush: { cancelTimeout(): void };
  pushBuffer: { cancelTimeout(): void }[];
}

function quiet(channel: ClientChannel): void {
  const internals = channel as unknown as ChannelInternals;
  internals.rejoinTimer.reset();
  internals.joinPush.cancelTimeout();
  for (const push of internals.pushBuffer) push.cancelTimeout();
}

/** A 1.8 WebSocket client of the app at `baseUrl`, joined to the account's channel with its session token. */
export async function joinedAccountClient(baseUrl: string, accountId: string, token: string): Promise<TestClient> {
  const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
  await expect(client.join(client.channel(`user:${accountId}`))).resolves.toMatchObject({ status: 'ok' });
  return client;
}

/** Waits, up to 5 s by default, until a push has made `condition` true (the caller then asserts what it holds). */
export async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

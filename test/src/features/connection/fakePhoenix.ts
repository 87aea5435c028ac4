// Stand-ins for Phoenix's Socket and Channel with the behaviour our sagas rely on, plus drivers that play
// the server's part (accept or refuse a join, push, close). Only the members our code calls exist.
import type { Channel, ChannelState, Socket } from 'phoenix';

type Callback = (payload?: unknown) => void;

export class FakePush {
  private readonly hooks: { status: string; callback: Callback }[] = [];

  receive(status: string, callback: Callback): this {
    this.hooks.push({ status, callback });
    return this;
  }

  trigger(status: string, response?: unknown): void {
    for (const hook of this.hooks.filter((candidate) => candidate.status === status)) {
      hook.callback(response);
    }
  }
}

export class FakeChannel {
  state: ChannelState = 'closed';
  readonly joinPush = new FakePush();
  readonly pushes: { event: string; payload: unknown }[] = [];
  joinCount = 0;
  leaveCount = 0;
  private bindings: { event: string; ref: number; callback: Callback }[] = [];
  private nextRef = 0;

  constructor(
    readonly topic: string,
    private readonly onJoin: (channel: FakeChannel) => void,
  ) {}

  join(): FakePush {
    this.joinCount += 1;
    this.state = 'joining';
    this.onJoin(this);
    return this.joinPush;
  }

  leave(): FakePush {
    this.leaveCount += 1;
    this.state = 'leaving';
    return new FakePush();
  }

  push(event: string, payload: unknown): FakePush {
    this.pushes.push({ event, payload });
    return new FakePush();
  }

  on(event: string, callback: Callback): number {
    const ref = this.nextRef++;
    this.bindings.push({ event, ref, callback });
    return ref;
  }

  off(event: string, ref?: number): void {
    this.bindings = this.bindings.filter((binding) => !(binding.event === event && (ref === undefined || ref === binding.ref)));
  }

  onError(callback: Callback): number {
    return this.on('phx_error', callback);
  }

  onClose(callback: Callback): void {
    this.on('phx_close', callback);
  }

  // Drivers: what the server (or Phoenix itself) would do.

  acceptJoin(): void {
    this.state = 'joined';
    this.joinPush.trigger('ok', {});
  }

  refuseJoin(reason: string): void {
    this.state = 'errored';
    this.joinPush.trigger('error', { reason });
  }

  timeOutJoin(): void {
    this.state = 'errored';
    this.joinPush.trigger('timeout');
  }

  serverPush(event: string, payload: unknown): void {
    this.trigger(event, payload);
  }

  serverClose(): void {
    this.state = 'closed';
    this.trigger('phx_close', {});
  }

  crash(): void {
    this.state = 'errored';
    this.trigger('phx_error', { reason: 'channel_crash' });
  }

  /** Phoenix's rejoin after an error or a socket reopen: no channel callback, only the state changes. */
  startRejoin(): void {
    this.state = 'joining';
  }

  private trigger(event: string, payload: unknown): void {
    for (const binding of this.bindings.filter((candidate) => candidate.event === event)) {
      binding.callback(payload);
    }
  }
}

type SocketLifecycle = 'open' | 'close' | 'error';

export class FakeSocket {
  readonly channels: FakeChannel[] = [];
  connectCount = 0;
  disconnectCount = 0;
  private callbacks: { ref: string; kind: SocketLifecycle; callback: () => void }[] = [];
  private nextRef = 0;

  /** `onJoin` plays the server when a channel joins; it runs inside `join()` unless it defers itself. */
  constructor(
    readonly token: string,
    private readonly onJoin: (channel: FakeChannel, index: number) => void = () => undefined,
  ) {}

  get lastChannel(): FakeChannel {
    const channel = this.channels.at(-1);
    if (channel === undefined) {
      throw new Error('no channel was created');
    }
    return channel;
  }

  /** Open, as Phoenix's isConnected() answers: from `open()` until `close()` or `error()`. */
  connected = false;

  connect(): void {
    this.connectCount += 1;
  }

  isConnected(): boolean {
    return this.connected;
  }

  disconnect(): void {
    this.disconnectCount += 1;
  }

  channel(topic: string): FakeChannel {
    const index = this.channels.length;
    const channel = new FakeChannel(topic, (joined) => {
      this.onJoin(joined, index);
    });
    this.channels.push(channel);
    return channel;
  }

  onOpen(callback: () => void): string {
    return this.register('open', callback);
  }

  onClose(callback: () => void): string {
    return this.register('close', callback);
  }

  onError(callback: () => void): string {
    return this.register('error', callback);
  }

  off(refs: string[]): void {
    this.callbacks = this.callbacks.filter((entry) => !refs.includes(entry.ref));
  }

  get callbackCount(): number {
    return this.callbacks.length;
  }

  // Drivers

  open(): void {
    this.connected = true;
    this.fire('open');
  }

  close(): void {
    this.connected = false;
    this.fire('close');
  }

  error(): void {
    this.connected = false;
    this.fire('error');
  }

  /** The fake, typed as what our sagas take. */
  asSocket(): Socket {
    return this as unknown as Socket;
  }

  private register(kind: SocketLifecycle, callback: () => void): string {
    const ref = String(this.nextRef++);
    this.callbacks.push({ ref, kind, callback });
    return ref;
  }

  private fire(kind: SocketLifecycle): void {
    for (const entry of this.callbacks.filter((candidate) => candidate.kind === kind)) {
      entry.callback();
    }
  }
}

export function asChannel(channel: FakeChannel): Channel {
  return channel as unknown as Channel;
}

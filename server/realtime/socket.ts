// One client connection, whatever its transport: heartbeats, joins, leaves, channel events, and the
// channels it has joined. Transports decode frames and hand them to receive(); the socket answers through
// its transport's send().
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Admission } from './admission';
import { FrameAdmission } from './frameAdmission';
import { EncodedFrame, type InboundMessage, type OutboundMessage, replyMessage } from './serializer';
import type { TopicMember, TopicRegistry } from './topics';
import type { Channel, ChannelRoute, JoinResult, Limits, Payload, Reply, TerminateReason, TransportName } from './types';

export interface SocketTransport {
  readonly name: TransportName;
  send(frame: EncodedFrame): void;
  /** Ends the connection; the transport then calls the connection's close(). */
  close(code: number, reason: string): void;
}

/** What a transport needs of the socket built on it. */
export interface SocketConnection {
  /**
   * Takes one frame of the socket's allowance, before the transport decodes the frame: false means drop it
   * unread (a socket that keeps flooding is closed meanwhile).
   */
  admitFrame(): boolean;
  receive(message: InboundMessage): Promise<void>;
  close(): void;
}

/**
 * How the connect checks answered: build the socket on the transport, or refuse the connection (`busy`: a cap
 * on connections was reached, the client should come back later). An accepted connection holds its place
 * until the socket closes; a transport that gives up before attaching calls release.
 */
export type ConnectOutcome =
  | {
      readonly kind: 'accepted';
      readonly attach: (transport: SocketTransport) => SocketConnection;
      readonly release: () => void;
    }
  | { readonly kind: 'refused'; readonly reason: 'forbidden' | 'unsupported_vsn' | 'error' | 'busy' };

/** What every socket of one server shares. */
export interface SocketEnvironment<Ctx> {
  readonly routes: readonly ChannelRoute<Ctx>[];
  readonly topics: TopicRegistry;
  readonly limits: Limits;
  readonly logger: FastifyBaseLogger;
  /** Told once when a socket ends, whatever ended it, so that the server forgets it. */
  readonly onSocketClosed: (socket: PhoenixSocket<Ctx>) => void;
  /** Told of every frame dropped unread for going over the rate. */
  readonly onFrameDropped: () => void;
}

const PHOENIX_TOPIC = 'phoenix';
const EMPTY: Payload = Object.freeze({});

// An idle socket keeps only what it needs: its id and its logger (a pino child, which holds a function per
// level) are made the first time something asks for them, mostly never.
export class PhoenixSocket<Ctx> implements SocketConnection {
  private lazyId: string | undefined;
  private lazyLogger: FastifyBaseLogger | undefined;
  // At most maxChannelsPerSocket, mostly one: a small array replaced on each join or end costs a fraction of
  // a Map's hash table, and looking a topic up in it costs nothing beside decoding the frame that asks.
  private channels: readonly ServerChannel<Ctx>[] = [];
  // Messages are handled one after the other, so a join completes before the next message is looked at.
  private tail: Promise<void> = Promise.resolve();
  private readonly frames: FrameAdmission;
  private isClosed = false;

  constructor(
    readonly ctx: Ctx,
    readonly transport: SocketTransport,
    readonly environment: SocketEnvironment<Ctx>,
    private readonly admission?: Admission,
  ) {
    this.frames = new FrameAdmission(environment.limits.maxEventsPerSecond);
  }

  get id(): string {
    this.lazyId ??= crypto.randomBytes(6).toString('base64url');
    return this.lazyId;
  }

  get logger(): FastifyBaseLogger {
    this.lazyLogger ??= this.environment.logger.child({ socket: this.id, transport: this.transport.name });
    return this.lazyLogger;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  get channelCount(): number {
    return this.channels.length;
  }

  /** Frames dropped unread for going over the rate. */
  get droppedFrames(): number {
    return this.frames.dropped;
  }

  admitFrame(): boolean {
    if (this.isClosed) return false;
    const verdict = this.frames.admit();
    if (verdict === 'admit') return true;
    // Dropped at the door, before anyone reads it. The client's push times out and is sent again, as after any
    // lost frame.
    this.environment.onFrameDropped();
    const limit = this.frames.rate;
    if (verdict === 'flood') {
      this.logger.warn({ limit, dropped: this.droppedFrames }, 'realtime: too many events, closing');
      // 1008 policy violation: the client reconnects after its backoff and sends again what was not answered.
      this.transport.close(1008, 'too many events');
    } else if (verdict === 'first_drop') {
      // Once per burst, not once per frame.
      this.logger.warn({ limit }, 'realtime: too many events, dropping');
    }
    return false;
  }

  /** Queues a client message; resolves once it has been handled (a channel event: handed to its handler). */
  receive(message: InboundMessage): Promise<void> {
    if (this.isClosed) return Promise.resolve();
    this.tail = this.tail.then(() => this.handle(message));
    return this.tail;
  }

  /** Frees the channels after the connection ended. Sends nothing: there is no one left to hear it. */
  close(reason: TerminateReason = 'disconnect'): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.admission?.release();
    this.environment.onSocketClosed(this);
    for (const channel of this.channels) channel.end(reason);
    this.channels = [];
  }

  send(message: OutboundMessage | EncodedFrame): void {
    if (this.isClosed) return;
    const frame = message instanceof EncodedFrame ? message : new EncodedFrame(message);
    try {
      this.transport.send(frame);
    } catch (error) {
      this.logger.error({ err: error, topic: frame.message.topic, event: frame.message.event }, 'realtime: send failed');
    }
  }

  hasEnded(): boolean {
    return this.isClosed;
  }

  /** Called by a channel that ended, so that its topic can be joined again. */
  forget(channel: ServerChannel<Ctx>): void {
    if (this.channels.includes(channel)) this.channels = this.channels.filter((joined) => joined !== channel);
  }

  private channelOf(topic: string): ServerChannel<Ctx> | undefined {
    return this.channels.find((channel) => channel.topic === topic);
  }

  private async handle(message: InboundMessage): Promise<void> {
    if (this.isClosed) return;
    try {
      if (message.topic === PHOENIX_TOPIC && message.event === 'heartbeat') {
        this.send(replyMessage(null, message.ref, PHOENIX_TOPIC, 'ok', EMPTY));
      } else if (message.event === 'phx_join') {
        await this.join(message);
      } else if (message.event === 'phx_leave') {
        this.leave(message);
      } else {
        this.dispatch(message);
      }
    } catch (error) {
      // Only a bug in this module lands here; keep the queue going for the next message.
      this.logger.error({ err: error, topic: message.topic, event: message.event }, 'realtime: message failed');
    }
  }

  private async join(message: InboundMessage): Promise<void> {
    const { ref } = message;
    const topic = this.environment.topics.sharedName(message.topic);
    const joinRef = message.joinRef ?? ref ?? '';
    const replyError = (response: Payload): void => {
      this.send(replyMessage(joinRef, ref, topic, 'error', response));
    };

    // A second join of a joined topic replaces the first channel, which the client hears closed.
    this.channelOf(topic)?.close('rejoin');
    const { maxChannelsPerSocket } = this.environment.limits;
    if (this.channels.length >= maxChannelsPerSocket) {
      this.logger.warn({ topic, limit: maxChannelsPerSocket }, 'realtime: too many channels, join refused');
      replyError({ reason: 'too many channels joined' });
      return;
    }
    const route = this.environment.routes.find((candidate) => topicMatches(candidate.pattern, topic));
    if (route === undefined) {
      replyError({ reason: 'unmatched topic' });
      return;
    }

    const channel = new ServerChannel(this, route, topic, joinRef);
    let result: unknown;
    try {
      result = await route.join(topic, message.payload, this.ctx, channel);
      if (!isJoinResult(result)) throw new TypeError('join must resolve { ok: true, response? } or { ok: false, response }');
    } catch (error) {
      this.logger.error({ err: error, topic }, 'realtime: join crashed');
      channel.abandon();
      replyError({ reason: 'join crashed' });
      return;
    }
    if (!result.ok) {
      channel.abandon();
      replyError(result.response);
      return;
    }
    if (this.isClosed) {
      channel.end('disconnect');
      return;
    }

    // Replaces a channel of the topic still joining (closed above, it ends once its join completes).
    this.channels = [...this.channels.filter((joined) => joined.topic !== topic), channel];
    try {
      await this.environment.topics.add(topic, channel);
    } catch {
      channel.end('crash');
      replyError({ reason: 'join crashed' });
      return;
    }
    // The connection may have ended while we waited (a method call, so the compiler does not assume otherwise).
    if (this.hasEnded() || channel.ended) return;
    // Proven by the app's join: the socket leaves the caps on unauthenticated sockets.
    this.admission?.authenticated();
    this.send(replyMessage(joinRef, ref, topic, 'ok', result.response ?? EMPTY));
    channel.joined();
  }

  private leave(message: InboundMessage): void {
    const channel = this.channelOf(message.topic);
    if (channel !== undefined && channel.joinRef !== message.joinRef) {
      this.logger.debug({ topic: message.topic, joinRef: message.joinRef }, 'realtime: leave with a stale join ref dropped');
      return;
    }
    this.send(replyMessage(message.joinRef, message.ref, message.topic, 'ok', EMPTY));
    channel?.close('leave');
  }

  private dispatch(message: InboundMessage): void {
    const channel = this.channelOf(message.topic);
    if (channel === undefined) {
      this.send(replyMessage(message.joinRef, message.ref, message.topic, 'error', { reason: 'unmatched topic' }));
    } else if (channel.joinRef !== message.joinRef) {
      this.logger.debug({ topic: message.topic, joinRef: message.joinRef }, 'realtime: event with a stale join ref dropped');
    } else {
      channel.handleIn(message);
    }
  }
}

type ChannelState = 'joining' | 'joined' | 'ended';

export class ServerChannel<Ctx> implements Channel<Ctx>, TopicMember {
  private state: ChannelState = 'joining';
  // Pushes made while joining wait for the join reply, which the client must see first (made at the first).
  private pendingPushes: (OutboundMessage | EncodedFrame)[] | undefined;
  private closeAfterJoin = false;

  constructor(
    private readonly socket: PhoenixSocket<Ctx>,
    private readonly route: ChannelRoute<Ctx>,
    readonly topic: string,
    readonly joinRef: string,
  ) {}

  get ctx(): Ctx {
    return this.socket.ctx;
  }

  get socketId(): string {
    return this.socket.id;
  }

  get transport(): TransportName {
    return this.socket.transport.name;
  }

  get isOpen(): boolean {
    return this.state !== 'ended' && !this.closeAfterJoin;
  }

  get ended(): boolean {
    return this.state === 'ended';
  }

  push(event: string, payload: Payload): boolean {
    if (!this.isOpen) return false;
    const message: OutboundMessage = { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload };
    if (this.state === 'joining') this.holdUntilJoined(message);
    else this.socket.send(message);
    return true;
  }

  /** Ends the channel on purpose; the client receives phx_close and does not rejoin. */
  close(reason: TerminateReason = 'close'): void {
    if (this.state === 'ended') return;
    if (this.state === 'joining') {
      this.closeAfterJoin = true;
      return;
    }
    this.socket.send({ joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_close', payload: EMPTY });
    this.end(reason);
  }

  /** The join reply is out: send what was pushed meanwhile. */
  joined(): void {
    if (this.state !== 'joining') return;
    this.state = 'joined';
    const pending = this.pendingPushes ?? [];
    this.pendingPushes = undefined;
    for (const message of pending) this.socket.send(message);
    if (this.closeAfterJoin) this.close('close');
  }

  /** The join was refused or crashed: the channel never existed for the client or the app. */
  abandon(): void {
    this.state = 'ended';
    this.pendingPushes = undefined;
  }

  deliver(frame: EncodedFrame): void {
    if (this.state === 'joining') this.holdUntilJoined(frame);
    else if (this.state === 'joined') this.socket.send(frame);
  }

  handleIn(message: InboundMessage): void {
    let pending: ReturnType<ChannelRoute<Ctx>['handleIn']>;
    try {
      pending = this.route.handleIn(message.event, message.payload, this);
    } catch (error) {
      this.crash(error, message.event);
      return;
    }
    Promise.resolve(pending).then(
      (reply) => {
        // A channel that ended meanwhile has no one to answer: the client dropped its join ref.
        if (reply === undefined || this.state === 'ended') return;
        if (!isReply(reply)) {
          this.crash(new TypeError("handleIn must resolve { status: 'ok' | 'error', response } or nothing"), message.event);
          return;
        }
        this.socket.send(replyMessage(this.joinRef, message.ref, this.topic, reply.status, reply.response));
      },
      (error: unknown) => {
        this.crash(error, message.event);
      },
    );
  }

  /** Ends the channel without telling the client, and lets the app clean up. */
  end(reason: TerminateReason): void {
    if (this.state === 'ended') return;
    this.state = 'ended';
    this.pendingPushes = undefined;
    this.socket.environment.topics.remove(this.topic, this);
    this.socket.forget(this);
    const logFailure = (error: unknown): void => {
      this.socket.logger.error({ err: error, topic: this.topic, reason }, 'realtime: terminate failed');
    };
    try {
      const done: unknown = this.route.terminate?.(reason, this);
      if (done instanceof Promise) done.catch(logFailure);
    } catch (error) {
      logFailure(error);
    }
  }

  private holdUntilJoined(message: OutboundMessage | EncodedFrame): void {
    this.pendingPushes ??= [];
    this.pendingPushes.push(message);
  }

  private crash(error: unknown, event: string): void {
    this.socket.logger.error({ err: error, topic: this.topic, event }, 'realtime: channel crashed');
    if (this.state === 'ended') return;
    // phx_error makes the client rejoin, as after an Elixir channel process crash.
    this.socket.send({
      joinRef: this.joinRef,
      ref: this.joinRef,
      topic: this.topic,
      event: 'phx_error',
      payload: { reason: 'channel_crash' },
    });
    this.end('crash');
  }
}

export function topicMatches(pattern: string, topic: string): boolean {
  return pattern.endsWith('*') ? topic.startsWith(pattern.slice(0, -1)) : topic === pattern;
}

function isJoinResult(value: unknown): value is JoinResult {
  if (typeof value !== 'object' || value === null) return false;
  const { ok, response } = value as { ok?: unknown; response?: unknown };
  if (ok === true) return response === undefined || isPayload(response);
  return ok === false && isPayload(response);
}

function isReply(value: unknown): value is Reply {
  if (typeof value !== 'object' || value === null) return false;
  const { status, response } = value as { status?: unknown; response?: unknown };
  return (status === 'ok' || status === 'error') && isPayload(response);
}

function isPayload(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null;
}

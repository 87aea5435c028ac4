// A benchmark's client of the live channel: one phoenix.js socket joined to its account's channel, that times
// Phoenix heartbeats (the transport alone) and requests of any name, paced under the server's rate limit.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Channel, LongPoll, Socket } from 'phoenix';
import { WebSocket } from 'ws';
import {
  answerEnvelopeSchema,
  isErrorAnswer,
  REQUEST_EVENT,
  type RequestEnvelope,
  type RequestName,
  type RequestParams,
  RESPONSE_EVENT,
  SOCKET_PATH,
  SOCKET_TOKEN_PARAM,
  userTopic,
} from '../../contract';
import { DEFAULT_LIMITS } from '../../server/realtime';

export type TransportKind = 'websocket' | 'longpoll';

export const TRANSPORTS: readonly TransportKind[] = ['websocket', 'longpoll'];
export const TRANSPORT_LABELS: Readonly<Record<TransportKind, string>> = { websocket: 'WebSocket', longpoll: 'LongPoll' };

const PHOENIX_TOPIC = 'phoenix';

/** The server refuses frames beyond DEFAULT_LIMITS.maxEventsPerSecond per socket; stay safely under it. */
const PACING_SHARE = 0.9;
export const PACED_RATE = DEFAULT_LIMITS.maxEventsPerSecond * PACING_SHARE;
/** Far beyond the run, so the client's own heartbeats never mix with the measured ones. */
const CLIENT_HEARTBEAT_MS = 10 * 60_000;
/** A lost answer stops the run instead of hanging it. */
export const ANSWER_TIMEOUT_MS = 10_000;

/** A frame as phoenix.js hands it to Socket.onMessage. */
export interface ServerMessage {
  readonly ref: string | null;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/** When an answer arrived, and the `data` of a request's answer (undefined for a heartbeat). */
interface Arrival {
  readonly arrivedAt: number;
  readonly data: unknown;
}

export interface Waiter {
  resolve(arrival: Arrival): void;
  reject(error: Error): void;
}

/** A request's round trip in milliseconds, with the `data` of its answer, unchecked. */
export interface Exchange {
  readonly roundTripMs: number;
  readonly data: unknown;
}

/** phoenix.js 1.8 has Channel#joinRef(), which @types/phoenix does not declare. */
interface ChannelWithJoinRef {
  joinRef(): string;
}

/** Mirrors the server's per-socket token bucket, slower and smaller, so that no measured frame is refused. */
/** Joins `channel` (of `topic`); rejects when the server refuses the join or does not answer in time. */
export function joinChannel(channel: Channel, topic: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    channel
      .join(timeoutMs)
      .receive('ok', () => {
        resolve();
      })
      .receive('error', (response: unknown) => {
        reject(new Error(`join of ${topic} refused: ${JSON.stringify(response)}`));
      })
      .receive('timeout', () => {
        reject(new Error(`join of ${topic} timed out`));
      });
  });
}

export class EventPacer {
  private tokens = PACED_RATE;
  private updatedAt = performance.now();

  /** Waits (untimed) until `count` frames may go, and books them. */
  async book(count: number): Promise<void> {
    this.refill();
    if (this.tokens < count) {
      await sleep(Math.ceil(((count - this.tokens) / PACED_RATE) * 1000));
      this.refill();
    }
    this.tokens -= count;
  }

  private refill(): void {
    const now = performance.now();
    this.tokens = Math.min(PACED_RATE, this.tokens + ((now - this.updatedAt) / 1000) * PACED_RATE);
    this.updatedAt = now;
  }
}

/**
 * One phoenix.js socket joined to its account's channel. Heartbeats and requests are sent with Socket#push
 * and their answers caught in Socket#onMessage, so the client does the same work for each; only the server's
 * part differs. Callers pace their frames with `pacer`.
 */
export class BenchClient {
  readonly pacer = new EventPacer();
  private readonly socket: Socket;
  private readonly topic: string;
  private channel: Channel | undefined;
  private joinRef = '';
  /** Keyed by the heartbeat's ref, or by the request's uuid. */
  private readonly waiting = new Map<string, Waiter>();
  /** The ref each request went out with, to report its acknowledgement if the server refuses it. */
  private readonly uuidOfRef = new Map<string, string>();

  constructor(transport: TransportKind, baseUrl: string, accountId: string, token: string) {
    const origin = transport === 'websocket' ? baseUrl.replace(/^http/, 'ws') : baseUrl;
    this.topic = userTopic(accountId);
    this.socket = new Socket(`${origin}${SOCKET_PATH}`, {
      transport: transport === 'websocket' ? WebSocket : LongPoll,
      params: { [SOCKET_TOKEN_PARAM]: token },
      heartbeatIntervalMs: CLIENT_HEARTBEAT_MS,
    });
    this.socket.onMessage((message) => {
      // Timed on arrival, before any decoding of ours.
      this.receive(performance.now(), message as ServerMessage);
    });
  }

  async open(): Promise<void> {
    this.socket.connect();
    await this.pacer.book(1);
    const channel = this.socket.channel(this.topic);
    this.channel = channel;
    await joinChannel(channel, this.topic, ANSWER_TIMEOUT_MS);
    this.joinRef = (channel as unknown as ChannelWithJoinRef).joinRef();
  }

  /** Sends a Phoenix heartbeat and resolves with its round trip in milliseconds. */
  async heartbeat(): Promise<number> {
    const ref = this.socket.makeRef();
    const answered = this.waitFor(ref);
    const sentAt = performance.now();
    this.socket.push({ topic: PHOENIX_TOPIC, event: 'heartbeat', payload: {}, ref });
    return (await answered).arrivedAt - sentAt;
  }

  /** Sends one request and resolves with its round trip in milliseconds; rejects if it is refused or fails. */
  async request<N extends RequestName>(name: N, params: RequestParams<N>): Promise<number> {
    const { sentAt, answered } = this.send(name, params);
    return (await answered).arrivedAt - sentAt;
  }

  /** As `request`, also answering the `data` of the answer (unchecked: see parseResponseData). */
  async exchange<N extends RequestName>(name: N, params: RequestParams<N>): Promise<Exchange> {
    const { sentAt, answered } = this.send(name, params);
    const { arrivedAt, data } = await answered;
    return { roundTripMs: arrivedAt - sentAt, data };
  }

  async close(): Promise<void> {
    const channel = this.channel;
    if (channel?.state === 'joined') {
      await this.pacer.book(1);
      // Leaving first stops the channel's rejoin timer, which would otherwise keep the process alive.
      await new Promise<void>((resolve) => {
        channel.leave(ANSWER_TIMEOUT_MS).receive('ok', resolve).receive('error', resolve).receive('timeout', resolve);
      });
    }
    await new Promise<void>((resolve) => {
      this.socket.disconnect(resolve);
    });
    for (const waiter of this.waiting.values()) waiter.reject(new Error('the client closed'));
    this.waiting.clear();
  }

  private send(name: RequestName, params: RequestEnvelope['params']): { sentAt: number; answered: Promise<Arrival> } {
    const ref = this.socket.makeRef();
    const uuid = crypto.randomUUID();
    const payload: RequestEnvelope = { request: name, uuid, params };
    const answered = this.waitFor(uuid);
    this.uuidOfRef.set(ref, uuid);
    const sentAt = performance.now();
    this.socket.push({ topic: this.topic, event: REQUEST_EVENT, payload, ref, join_ref: this.joinRef });
    return { sentAt, answered };
  }

  private waitFor(key: string): Promise<Arrival> {
    return new Promise<Arrival>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      this.waiting.set(key, {
        resolve: (arrival) => {
          clearTimeout(timer);
          resolve(arrival);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  private settle(key: string, arrival: Arrival, failure?: string): void {
    const waiter = this.waiting.get(key);
    if (waiter === undefined) return;
    this.waiting.delete(key);
    if (failure === undefined) waiter.resolve(arrival);
    else waiter.reject(new Error(failure));
  }

  private receive(arrivedAt: number, message: ServerMessage): void {
    if (message.event === 'phx_reply' && message.ref !== null) {
      const status = (message.payload as { status?: unknown } | null)?.status;
      const failure = status === 'ok' ? undefined : `refused: ${JSON.stringify(message.payload)}`;
      if (message.topic === PHOENIX_TOPIC) {
        this.settle(message.ref, { arrivedAt, data: undefined }, failure);
        return;
      }
      // A request's acknowledgement: only a refusal matters, the answer is the response event.
      const uuid = this.uuidOfRef.get(message.ref);
      this.uuidOfRef.delete(message.ref);
      if (uuid !== undefined && failure !== undefined) this.settle(uuid, { arrivedAt, data: undefined }, `request ${failure}`);
      return;
    }
    if (message.event === RESPONSE_EVENT && message.topic === this.topic) {
      const answer = answerEnvelopeSchema.safeParse(message.payload);
      if (!answer.success) return;
      const { data } = answer;
      if (isErrorAnswer(data)) {
        this.settle(data.uuid, { arrivedAt, data: undefined }, `request answered ${data.error.code}: ${data.error.message}`);
      } else {
        this.settle(data.uuid, { arrivedAt, data: data.data });
      }
    }
  }
}

// A client that keeps writing over the live channel as the browser app does (requestsSaga.ts): each change
// has a uuid of its own, and one not yet answered is pushed again, with the SAME uuid, at every join of the
// channel (and again if it stays unanswered long while joined). The server must then run it once and answer
// the repeats from its store. It records what it sent and what was answered, for the test to hold the database to.
import crypto from 'node:crypto';
import { Socket, type Channel } from 'phoenix';
import { WebSocket } from 'ws';
import { REQUEST_EVENT, RESPONSE_EVENT, userTopic } from '../../../contract';

/** The socket's bound is 100 events/s (server/realtime/socketServer.ts): stay well under it, resends included. */
const MIN_PUSH_GAP_MS = 15;
/** A change answered by no one for this long, while joined, is pushed again (a repeat that found it running). */
const RESEND_AFTER_MS = 3000;
/** Changes sent and not yet answered at once, as a person working in a few tabs would have. */
const IN_FLIGHT = 4;

export interface WriteRecord {
  readonly uuid: string;
  readonly title: string;
  sends: number;
  lastSentAt: number;
  /** The id of the action its answer carried, once answered with success. */
  answeredId?: string;
}

export interface WriterCounts {
  /** Distinct changes (uuids) sent. */
  readonly sent: number;
  /** Changes answered with success. */
  readonly acknowledged: number;
  /** Pushes of a uuid already sent before (after a reconnect, or left unanswered). */
  readonly retried: number;
  /** Answers that were errors (`internal` from a failure of ours; anything else fails the test). */
  readonly errorAnswers: number;
  /** Pushes the socket refused for its rate bound (the request is pushed again later). */
  readonly refusedPushes: number;
  readonly joins: number;
}

interface ResponsePayload {
  readonly uuid?: string;
  readonly data?: { readonly id?: string; readonly title?: string };
  readonly error?: { readonly code?: string; readonly message?: string };
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export class RetryingWriter {
  readonly records = new Map<string, WriteRecord>();
  readonly unexpectedErrors: string[] = [];
  private readonly socket: Socket;
  private readonly channel: Channel;
  private joined = false;
  private writing = false;
  private lastPushAt = 0;
  private counts = { retried: 0, errorAnswers: 0, refusedPushes: 0, joins: 0 };

  constructor(
    baseUrl: string,
    token: string,
    accountId: string,
    private readonly jobApplicationId: string,
  ) {
    this.socket = new Socket(`${baseUrl.replace('http', 'ws')}/user_socket`, {
      transport: WebSocket,
      params: { user_token: token },
      timeout: 10_000,
      // Quick, so that the writes resume as soon as the restarted server listens.
      reconnectAfterMs: () => 50,
      rejoinAfterMs: () => 100,
    });
    this.socket.onError(() => {
      this.joined = false;
    });
    this.socket.onClose(() => {
      this.joined = false;
    });
    this.channel = this.socket.channel(userTopic(accountId), {});
    this.channel.onError(() => {
      this.joined = false;
    });
    this.channel.onClose(() => {
      this.joined = false;
    });
    this.channel.on(RESPONSE_EVENT, (payload: ResponsePayload) => {
      this.answered(payload);
    });
  }

  /** Connects and joins; the join's hooks run again at every rejoin, where the unanswered changes go again. */
  connect(): void {
    this.socket.connect();
    this.channel.join().receive('ok', () => {
      this.joined = true;
      this.counts.joins += 1;
      void this.resend(() => true);
    });
  }

  /** Writes new changes until stopWriting(); runs in the background. */
  startWriting(): void {
    this.writing = true;
    void (async () => {
      let number = 0;
      while (this.writing) {
        if (this.joined && this.unanswered().length < IN_FLIGHT) {
          number += 1;
          const uuid = crypto.randomUUID();
          const record: WriteRecord = { uuid, title: `fault write ${String(number)} ${uuid.slice(0, 8)}`, sends: 0, lastSentAt: 0 };
          this.records.set(uuid, record);
          await this.push(record);
        } else {
          await sleep(5);
          if (this.joined) await this.resend((record) => Date.now() - record.lastSentAt > RESEND_AFTER_MS);
        }
      }
    })();
  }

  stopWriting(): void {
    this.writing = false;
  }

  unanswered(): WriteRecord[] {
    return [...this.records.values()].filter((record) => record.answeredId === undefined);
  }

  /** Waits until every change sent has its answer, pushing again those left unanswered; false on timeout. */
  async drain(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.unanswered().length > 0) {
      if (Date.now() > deadline) return false;
      await sleep(20);
      if (this.joined) await this.resend((record) => Date.now() - record.lastSentAt > RESEND_AFTER_MS);
    }
    return true;
  }

  totals(): WriterCounts {
    const acknowledged = [...this.records.values()].filter((record) => record.answeredId !== undefined).length;
    return { sent: this.records.size, acknowledged, ...this.counts };
  }

  close(): Promise<void> {
    this.writing = false;
    this.channel.leave();
    return new Promise((resolve) => {
      this.socket.disconnect(() => {
        resolve();
      });
    });
  }

  private async resend(which: (record: WriteRecord) => boolean): Promise<void> {
    for (const record of this.unanswered().filter(which)) {
      if (!this.joined) return;
      await this.push(record);
    }
  }

  private async push(record: WriteRecord): Promise<void> {
    const wait = this.lastPushAt + MIN_PUSH_GAP_MS - Date.now();
    if (wait > 0) await sleep(wait);
    this.lastPushAt = Date.now();
    if (record.sends > 0) this.counts.retried += 1;
    record.sends += 1;
    record.lastSentAt = Date.now();
    const params = {
      job_application_id: this.jobApplicationId,
      type: 'reminder',
      title: record.title,
      date: '2026-12-01T09:00:00.000Z',
    };
    this.channel.push(REQUEST_EVENT, { request: 'action.create', uuid: record.uuid, params }).receive('error', () => {
      // Refused for the socket's rate: pushed again after RESEND_AFTER_MS.
      this.counts.refusedPushes += 1;
    });
  }

  private answered(payload: ResponsePayload): void {
    const record = payload.uuid === undefined ? undefined : this.records.get(payload.uuid);
    if (record === undefined) return;
    if (payload.error !== undefined) {
      this.counts.errorAnswers += 1;
      // `internal` says a failure of ours, to be retried; any other code is a wrong answer to a valid change.
      if (payload.error.code !== 'internal') this.unexpectedErrors.push(`${record.title}: ${JSON.stringify(payload.error)}`);
      return;
    }
    if (payload.data?.title !== record.title || typeof payload.data.id !== 'string') {
      this.unexpectedErrors.push(`${record.title}: answered ${JSON.stringify(payload.data)}`);
      return;
    }
    record.answeredId = payload.data.id;
  }
}

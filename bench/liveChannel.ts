// Round trip of a live-channel request (`account.get_credits`) over the real app, beside the round trip of a
// Phoenix heartbeat measured on the same sockets in the same run. The heartbeat costs the transport and no
// database work, so the ratio of the two is what the channel, the request router and the database add.
//
//   npx tsx bench/liveChannel.ts [--postgres] [--iterations 2000] [--warmup 200] [--clients 20]
//                                [--per-client 50] [--rounds 3]
//
// --postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); without it, SQLite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Channel, LongPoll, Socket } from 'phoenix';
import { WebSocket } from 'ws';
import {
  answerEnvelopeSchema,
  isErrorAnswer,
  REQUEST_EVENT,
  type RequestEnvelope,
  type RequestName,
  RESPONSE_EVENT,
  SOCKET_PATH,
  SOCKET_TOKEN_PARAM,
  userTopic,
} from '../contract';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { DEFAULT_LIMITS } from '../server/realtime';
import { createSignedInAccount } from '../test/support/accounts';
import { FIXTURE_STATIC_DIR, startTestApp } from '../test/support/testApp';

type TransportKind = 'websocket' | 'longpoll';
type Measured = 'heartbeat' | 'request';

const TRANSPORTS: readonly TransportKind[] = ['websocket', 'longpoll'];
const TRANSPORT_LABELS: Readonly<Record<TransportKind, string>> = { websocket: 'WebSocket', longpoll: 'LongPoll' };
const REQUEST_NAME: RequestName = 'account.get_credits';
const PHOENIX_TOPIC = 'phoenix';

/** The server refuses frames beyond DEFAULT_LIMITS.maxEventsPerSecond per socket; stay safely under it. */
const PACING_SHARE = 0.9;
const PACED_RATE = DEFAULT_LIMITS.maxEventsPerSecond * PACING_SHARE;
/** Far beyond the run, so the client's own heartbeats never mix with the measured ones. */
const CLIENT_HEARTBEAT_MS = 10 * 60_000;
/** A lost answer stops the run instead of hanging it. */
const ANSWER_TIMEOUT_MS = 10_000;

interface BenchOptions {
  readonly iterations: number;
  readonly warmup: number;
  readonly clients: number;
  readonly perClient: number;
  readonly rounds: number;
  readonly postgres: boolean;
}

function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      iterations: { type: 'string', default: '2000' },
      warmup: { type: 'string', default: '200' },
      clients: { type: 'string', default: '20' },
      'per-client': { type: 'string', default: '50' },
      rounds: { type: 'string', default: '3' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const perClient = integerFlag('--per-client', values['per-client']);
  // A burst must fit in the server's per-socket allowance, or part of it is refused and nothing is measured.
  const maxBurst = Math.floor(PACED_RATE);
  if (perClient > maxBurst) {
    throw new Error(`--per-client must be at most ${maxBurst}: the server accepts ${DEFAULT_LIMITS.maxEventsPerSecond} events/s per socket`);
  }
  return {
    iterations: integerFlag('--iterations', values.iterations),
    warmup: integerFlag('--warmup', values.warmup, 0),
    clients: integerFlag('--clients', values.clients),
    perClient,
    rounds: integerFlag('--rounds', values.rounds),
    postgres: values.postgres,
  };
}

function integerFlag(flag: string, text: string, minimum = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum || value > 1_000_000) {
    throw new Error(`${flag} must be an integer from ${minimum} to 1000000 (got ${JSON.stringify(text)})`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// The app under test

interface RunningApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly databaseLabel: string;
  close(): Promise<void>;
}

async function startBenchApp(postgres: boolean): Promise<RunningApp> {
  if (!postgres) {
    const testApp = await startTestApp();
    return {
      app: testApp.app,
      db: testApp.database.db,
      databaseLabel: 'SQLite (fresh file in a temporary DATA_DIR, WAL)',
      close: () => testApp.close(),
    };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') throw new Error('--postgres needs TEST_DATABASE_URL');
  const { openTestDatabase } = await loadTestDatabases();
  const database = await openTestDatabase('postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: database.handle, secret: crypto.randomBytes(32), logger: false });
    await app.ready();
    const server = new URL(databaseUrl);
    return {
      app,
      db: database.handle.db,
      databaseLabel: `PostgreSQL (${server.host}${server.pathname}, fresh schema ${database.schema ?? '?'})`,
      close: async () => {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Loaded only for --postgres, so that a SQLite run needs nothing of the PostgreSQL client. */
function loadTestDatabases(): Promise<typeof import('../test/support/databases')> {
  return import('../test/support/databases');
}

// ---------------------------------------------------------------------------------------------------------
// Clients

/** A frame as phoenix.js hands it to Socket.onMessage. */
interface ServerMessage {
  readonly ref: string | null;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

interface Waiter {
  resolve(arrivedAt: number): void;
  reject(error: Error): void;
}

/** phoenix.js 1.8 has Channel#joinRef(), which @types/phoenix does not declare. */
interface ChannelWithJoinRef {
  joinRef(): string;
}

/** Mirrors the server's per-socket token bucket, slower and smaller, so that no measured frame is refused. */
class EventPacer {
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
 * One phoenix.js socket joined to its account's channel. Both measured frames are sent with Socket#push and
 * their answers caught in Socket#onMessage, so the client does the same work for each; only the server's
 * part differs.
 */
class BenchClient {
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
    await new Promise<void>((resolve, reject) => {
      channel
        .join(ANSWER_TIMEOUT_MS)
        .receive('ok', () => {
          resolve();
        })
        .receive('error', (response: unknown) => {
          reject(new Error(`join of ${this.topic} refused: ${JSON.stringify(response)}`));
        })
        .receive('timeout', () => {
          reject(new Error(`join of ${this.topic} timed out`));
        });
    });
    this.joinRef = (channel as unknown as ChannelWithJoinRef).joinRef();
  }

  /** Sends one frame of the given kind and resolves with its round trip in milliseconds. */
  roundTrip(kind: Measured): Promise<number> {
    return kind === 'heartbeat' ? this.heartbeat() : this.request();
  }

  async heartbeat(): Promise<number> {
    const ref = this.socket.makeRef();
    const answered = this.waitFor(ref);
    const sentAt = performance.now();
    this.socket.push({ topic: PHOENIX_TOPIC, event: 'heartbeat', payload: {}, ref });
    return (await answered) - sentAt;
  }

  async request(): Promise<number> {
    const ref = this.socket.makeRef();
    const uuid = crypto.randomUUID();
    const payload: RequestEnvelope = { request: REQUEST_NAME, uuid, params: {} };
    const answered = this.waitFor(uuid);
    this.uuidOfRef.set(ref, uuid);
    const sentAt = performance.now();
    this.socket.push({ topic: this.topic, event: REQUEST_EVENT, payload, ref, join_ref: this.joinRef });
    return (await answered) - sentAt;
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

  private waitFor(key: string): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      this.waiting.set(key, {
        resolve: (arrivedAt) => {
          clearTimeout(timer);
          resolve(arrivedAt);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  private settle(key: string, arrivedAt: number, failure?: string): void {
    const waiter = this.waiting.get(key);
    if (waiter === undefined) return;
    this.waiting.delete(key);
    if (failure === undefined) waiter.resolve(arrivedAt);
    else waiter.reject(new Error(failure));
  }

  private receive(arrivedAt: number, message: ServerMessage): void {
    if (message.event === 'phx_reply' && message.ref !== null) {
      const status = (message.payload as { status?: unknown } | null)?.status;
      const failure = status === 'ok' ? undefined : `refused: ${JSON.stringify(message.payload)}`;
      if (message.topic === PHOENIX_TOPIC) {
        this.settle(message.ref, arrivedAt, failure);
        return;
      }
      // A request's acknowledgement: only a refusal matters, the answer is the response event.
      const uuid = this.uuidOfRef.get(message.ref);
      this.uuidOfRef.delete(message.ref);
      if (uuid !== undefined && failure !== undefined) this.settle(uuid, arrivedAt, `request ${failure}`);
      return;
    }
    if (message.event === RESPONSE_EVENT && message.topic === this.topic) {
      const answer = answerEnvelopeSchema.safeParse(message.payload);
      if (!answer.success) return;
      const { data } = answer;
      this.settle(data.uuid, arrivedAt, isErrorAnswer(data) ? `request answered ${data.error.code}: ${data.error.message}` : undefined);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Measurements

type Samples = Record<Measured, number[]>;

interface Throughput {
  readonly count: number;
  readonly elapsedMs: number;
}

function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item at ${index}`);
  return item;
}

/**
 * One frame in flight at a time, cycling over the clients so that each stays under the server's rate limit.
 * Each iteration times a heartbeat and a request on the same socket, in alternating order, so that noise
 * and ordering effects fall on both alike.
 */
async function measureSequential(clients: readonly BenchClient[], warmup: number, iterations: number): Promise<Samples> {
  const samples: Samples = { heartbeat: [], request: [] };
  for (let iteration = 0; iteration < warmup + iterations; iteration += 1) {
    const client = itemAt(clients, iteration % clients.length);
    await client.pacer.book(2);
    const order: readonly Measured[] = iteration % 2 === 0 ? ['heartbeat', 'request'] : ['request', 'heartbeat'];
    for (const kind of order) {
      const roundTrip = await client.roundTrip(kind);
      if (iteration >= warmup) samples[kind].push(roundTrip);
    }
  }
  return samples;
}

/** Every client sends `perClient` frames at once; timed from the first send to the last answer, per round. */
async function measureBursts(
  clients: readonly BenchClient[],
  perClient: number,
  rounds: number,
): Promise<Record<Measured, Throughput>> {
  const totals: Record<Measured, { count: number; elapsedMs: number }> = {
    heartbeat: { count: 0, elapsedMs: 0 },
    request: { count: 0, elapsedMs: 0 },
  };
  for (let round = 0; round < rounds; round += 1) {
    const order: readonly Measured[] = round % 2 === 0 ? ['heartbeat', 'request'] : ['request', 'heartbeat'];
    for (const kind of order) {
      await Promise.all(clients.map((client) => client.pacer.book(perClient)));
      const startedAt = performance.now();
      await Promise.all(clients.flatMap((client) => Array.from({ length: perClient }, () => client.roundTrip(kind))));
      totals[kind].elapsedMs += performance.now() - startedAt;
      totals[kind].count += clients.length * perClient;
    }
  }
  return totals;
}

interface TransportResult {
  readonly transport: TransportKind;
  readonly samples: Samples;
  readonly bursts: Record<Measured, Throughput>;
}

async function benchTransport(
  transport: TransportKind,
  baseUrl: string,
  accounts: readonly { accountId: string; token: string }[],
  options: BenchOptions,
): Promise<TransportResult> {
  const clients = accounts.map(({ accountId, token }) => new BenchClient(transport, baseUrl, accountId, token));
  try {
    await Promise.all(clients.map((client) => client.open()));
    const samples = await measureSequential(clients, options.warmup, options.iterations);
    const bursts = await measureBursts(clients, options.perClient, options.rounds);
    return { transport, samples, bursts };
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report

interface Summary {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly mean: number;
  readonly count: number;
}

function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank: the smallest sample with at least p % of the samples at or below it.
  const percentile = (p: number): number => itemAt(sorted, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return { p50: percentile(50), p90: percentile(90), p99: percentile(99), mean: total / sorted.length, count: sorted.length };
}

function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => itemAt(row, column).length)));
  // Labels (the first two columns) read left-aligned, figures right-aligned.
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(itemAt(widths, column)) : cell.padStart(itemAt(widths, column))))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const ms = (value: number): string => value.toFixed(3);
const ratio = (value: number): string => `${value.toFixed(2)}x`;

const BASELINE_LABEL = 'heartbeat (baseline)';
const RATIO_LABEL = 'ratio request/baseline';

function latencyRow(transport: string, label: string, summary: Summary): string[] {
  const { p50, p90, p99, mean, count } = summary;
  return [transport, label, ms(p50), ms(p90), ms(p99), ms(mean), String(count)];
}

function latencyTable(results: readonly TransportResult[]): string {
  const rows = results.flatMap(({ transport, samples }) => {
    const label = TRANSPORT_LABELS[transport];
    const baseline = summarize(samples.heartbeat);
    const request = summarize(samples.request);
    const ratios = (['p50', 'p90', 'p99', 'mean'] as const).map((key) => ratio(request[key] / baseline[key]));
    return [
      latencyRow(label, BASELINE_LABEL, baseline),
      latencyRow(label, REQUEST_NAME, request),
      [label, RATIO_LABEL, ...ratios, ''],
    ];
  });
  return formatTable(['transport', 'round trip', 'p50 ms', 'p90 ms', 'p99 ms', 'mean ms', 'count'], rows);
}

const perSecond = ({ count, elapsedMs }: Throughput): number => count / (elapsedMs / 1000);

function throughputTable(results: readonly TransportResult[], options: BenchOptions): string {
  const shape = `${options.clients} x ${options.perClient} x ${options.rounds}`;
  const row = (transport: string, label: string, burst: Throughput): string[] => [
    transport,
    label,
    shape,
    String(burst.count),
    burst.elapsedMs.toFixed(0),
    perSecond(burst).toFixed(0),
  ];
  const rows = results.flatMap(({ transport, bursts }) => {
    const label = TRANSPORT_LABELS[transport];
    const ratioOfRates = ratio(perSecond(bursts.request) / perSecond(bursts.heartbeat));
    return [
      row(label, BASELINE_LABEL, bursts.heartbeat),
      row(label, REQUEST_NAME, bursts.request),
      [label, RATIO_LABEL, '', '', '', ratioOfRates],
    ];
  });
  return formatTable(['transport', 'frames', 'clients x each x rounds', 'answered', 'time ms', 'per second'], rows);
}

function header(options: BenchOptions, databaseLabel: string): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  const rounds = `${options.rounds} round${options.rounds === 1 ? '' : 's'}`;
  return [
    `Live-channel round trip: \`${REQUEST_NAME}\` request vs Phoenix heartbeat, real app over loopback`,
    `  request     push \`${REQUEST_EVENT}\` {request, uuid, params: {}} on user:{account_id}; timed until the \`${RESPONSE_EVENT}\` event with that uuid`,
    '  baseline    [null, ref, "phoenix", "heartbeat", {}]; timed until its phx_reply: the transport, no database work',
    '  client      phoenix.js 1.8 (WebSocket through `ws`, LongPoll through fetch); both frames are sent with',
    '              Socket#push and their answers caught in Socket#onMessage, so the client side does the same work',
    `  database    ${databaseLabel}`,
    `  machine     node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}, load average ${load}`,
    `  sequential  ${options.iterations} iterations after ${options.warmup} warm-up, one frame in flight; each iteration times a`,
    '              heartbeat and a request on the same socket, in alternating order',
    `  bursts      ${options.clients} clients each send ${options.perClient} frames at once, ${rounds} per kind; throughput = frames / time to the last answer`,
    '  Each client is its own account (an account\'s responses fan out to all of its sockets), and sends are paced',
    `  under the server's ${DEFAULT_LIMITS.maxEventsPerSecond} events/s per socket; the pauses are not timed.`,
    '  Figures from a shared machine are noisy: only the ratio to the baseline of the same run means anything.',
  ].join('\n');
}

// Why LongPoll's baseline is so much slower than WebSocket's, so that its smaller ratio is read right.
const LONGPOLL_NOTE = [
  'LongPoll: every frame is a POST, every answer the return of a held GET (then a new GET), and phoenix.js',
  'batches sends and delivers answers through setTimeout(0), at least 1 ms each in Node; the baseline carries all of it.',
].join('\n');

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const running = await startBenchApp(options.postgres);
  try {
    const baseUrl = await running.app.listen({ host: '127.0.0.1', port: 0 });
    // Seeded one after the other: each hashes a password, which is slow on purpose.
    const accounts: { accountId: string; token: string }[] = [];
    for (let index = 0; index < options.clients; index += 1) {
      const { account, token } = await createSignedInAccount(running.db, { credits: 5 });
      accounts.push({ accountId: account.id, token });
    }
    console.log(header(options, running.databaseLabel));
    const results: TransportResult[] = [];
    for (const transport of TRANSPORTS) {
      const startedAt = performance.now();
      results.push(await benchTransport(transport, baseUrl, accounts, options));
      console.log(`  (${TRANSPORT_LABELS[transport]} done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
    }
    console.log(`\nSequential round trips (milliseconds)\n${latencyTable(results)}`);
    console.log(LONGPOLL_NOTE);
    console.log(`\nConcurrent bursts (answered frames per second)\n${throughputTable(results, options)}`);
  } finally {
    await running.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

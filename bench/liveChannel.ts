// Round trip of a live-channel request (`account.get_credits`) over the real app, beside the round trip of a
// Phoenix heartbeat measured on the same sockets in the same run. The heartbeat costs the transport and no
// database work, so the ratio of the two is what the channel, the request router and the database add.
//
//   npx tsx bench/liveChannel.ts [--postgres] [--iterations 2000] [--warmup 200] [--clients 20]
//                                [--per-client 50] [--rounds 3]
//
// --postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); without it, SQLite.
import { parseArgs } from 'node:util';
import { REQUEST_EVENT, type RequestName, RESPONSE_EVENT } from '../contract';
import { DEFAULT_LIMITS } from '../server/realtime';
import { createSignedInAccount } from '../test/support/accounts';
import { startBenchApp } from './support/benchApp';
import { BenchClient, PACED_RATE, TRANSPORT_LABELS, TRANSPORTS, type TransportKind } from './support/liveClient';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, ms, ratio, type Summary, summarize } from './support/report';

type Measured = 'heartbeat' | 'request';

const REQUEST_NAME = 'account.get_credits' satisfies RequestName;

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

// ---------------------------------------------------------------------------------------------------------
// Measurements

type Samples = Record<Measured, number[]>;

interface Throughput {
  readonly count: number;
  readonly elapsedMs: number;
}

/** Sends one frame of the given kind and resolves with its round trip in milliseconds. */
function roundTrip(client: BenchClient, kind: Measured): Promise<number> {
  return kind === 'heartbeat' ? client.heartbeat() : client.request(REQUEST_NAME, {});
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
      const elapsedMs = await roundTrip(client, kind);
      if (iteration >= warmup) samples[kind].push(elapsedMs);
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
      await Promise.all(clients.flatMap((client) => Array.from({ length: perClient }, () => roundTrip(client, kind))));
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
  const rounds = `${options.rounds} round${options.rounds === 1 ? '' : 's'}`;
  return [
    `Live-channel round trip: \`${REQUEST_NAME}\` request vs Phoenix heartbeat, real app over loopback`,
    `  request     push \`${REQUEST_EVENT}\` {request, uuid, params: {}} on user:{account_id}; timed until the \`${RESPONSE_EVENT}\` event with that uuid`,
    '  baseline    [null, ref, "phoenix", "heartbeat", {}]; timed until its phx_reply: the transport, no database work',
    '  client      phoenix.js 1.8 (WebSocket through `ws`, LongPoll through fetch); both frames are sent with',
    '              Socket#push and their answers caught in Socket#onMessage, so the client side does the same work',
    `  database    ${databaseLabel}`,
    `  machine     ${describeMachine()}`,
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

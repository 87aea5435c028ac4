// (c) One push reaching 1,000 sockets: the real app publishes an `updated_credits` push on its pubsub (as a
// change does) to the channel of one account that 1,000 sockets joined; timed from just before the publish
// to its arrival at the last socket, p50 and p99, beside a bare `ws` server sending one serialized frame to
// 1,000 sockets in the same run. Servers run in their own process, the sockets in this one. Both servers
// stay up and take turns, `--rounds` blocks of pushes each, so that the load of a shared machine falls on both.
//
//   npx tsx bench/pushFanOut.ts [--postgres] [--sockets 1000] [--pushes 200] [--rounds 4] [--warmup 20]
import { parseArgs } from 'node:util';
import { userTopic } from '../contract';
import { printBenchResult } from './support/benchResult';
import { ChildServer } from './support/childProcess';
import { measureFanOut } from './support/fanOut';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, ms, ratio, type Summary, summarize } from './support/report';
import { openMany, socketUrl, WireClient } from './support/wireClient';

interface Options {
  readonly sockets: number;
  readonly pushes: number;
  readonly rounds: number;
  readonly warmup: number;
  readonly postgres: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      sockets: { type: 'string', default: '1000' },
      pushes: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '4' },
      warmup: { type: 'string', default: '20' },
      postgres: { type: 'boolean', default: false },
    },
  });
  return {
    sockets: integerFlag('--sockets', values.sockets),
    pushes: integerFlag('--pushes', values.pushes),
    rounds: integerFlag('--rounds', values.rounds),
    warmup: integerFlag('--warmup', values.warmup, 0),
    postgres: values.postgres,
  };
}

const OPEN_CONCURRENCY = 50;

interface Side {
  readonly server: ChildServer;
  readonly topic: string;
  readonly clients: readonly WireClient[];
  readonly samples: number[];
}

/** Opens `sockets` sockets on `server` with `token`, joined to `topic` when `join` (a bare server has no channels). */
async function openSide(server: ChildServer, token: string, topic: string, join: boolean, options: Options): Promise<Side> {
  const clients = await openMany(options.sockets, OPEN_CONCURRENCY, async () => {
    const client = await WireClient.connect(socketUrl(server.ready.baseUrl, token));
    if (join) await client.join(topic);
    return client;
  });
  return { server, topic, clients, samples: [] };
}

async function pushBlock(side: Side, pushes: number, warmup: number, firstSequence: number): Promise<number> {
  const publish = async (topic: string, sequence: number): Promise<number> =>
    (await side.server.command({ type: 'publish', topic, sequence })).publishedAtMs;
  const samples = await measureFanOut(side.clients, publish, { topic: side.topic, pushes, warmup, firstSequence });
  side.samples.push(...samples);
  return firstSequence + warmup + pushes;
}

async function main(): Promise<void> {
  const options = parseOptions();
  const [bareServer, appServer] = await Promise.all([
    ChildServer.start('bench/support/bareWsServer.ts', []),
    ChildServer.start('bench/support/appServer.ts', ['--accounts', '1', ...(options.postgres ? ['--postgres'] : [])]),
  ]);
  const bareLabel = bareServer.ready.label;
  const appLabel = appServer.ready.label;
  const sides: Side[] = [];
  try {
    sides.push(await openSide(bareServer, 'none', userTopic('00000000-0000-4000-8000-000000000000'), false, options));
    const account = itemAt(appServer.ready.accounts, 0);
    sides.push(await openSide(appServer, account.token, userTopic(account.accountId), true, options));
    const perRound = Math.ceil(options.pushes / options.rounds);
    let sequence = 1;
    for (let round = 0; round < options.rounds; round += 1) {
      for (const side of sides) sequence = await pushBlock(side, perRound, round === 0 ? options.warmup : 0, sequence);
    }
  } finally {
    await Promise.all(sides.flatMap(({ clients }) => clients.map((client) => client.close())));
    await Promise.all([bareServer.stop(), appServer.stop()]);
  }
  const [bare, app] = sides.map(({ samples }) => summarize(samples)) as [Summary, Summary];

  const notes = [
    `${options.sockets} WebSocket sockets of one account, joined to its channel; ${options.pushes} pushes per side after ${options.warmup} warm-up, one at a time, in ${options.rounds} blocks per side taking turns`,
    `app: ${appLabel}; baseline: ${bareLabel}`,
    describeMachine(),
  ];
  console.log(`One push to ${options.sockets} sockets: publish to arrival at the last socket (ms)`);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    formatTable(
      ['server', 'p50 ms', 'p90 ms', 'p99 ms', 'mean ms'],
      [
        ['bare ws broadcast (baseline)', ms(bare.p50), ms(bare.p90), ms(bare.p99), ms(bare.mean)],
        ['the app', ms(app.p50), ms(app.p90), ms(app.p99), ms(app.mean)],
        ['ratio app/baseline', ratio(app.p50 / bare.p50), ratio(app.p90 / bare.p90), ratio(app.p99 / bare.p99), ratio(app.mean / bare.mean)],
      ],
      1,
    ),
  );
  const figure = (percentile: 'p50' | 'p99', target?: number): Parameters<typeof printBenchResult>[0]['figures'][number] => ({
    name: `one push to ${options.sockets} sockets, ${percentile}`,
    unit: 'ms',
    value: app[percentile],
    baselineName: 'bare ws broadcast',
    baseline: bare[percentile],
    ...(target === undefined ? {} : { target: { comparison: 'at most' as const, ratio: target } }),
  });
  printBenchResult({
    benchmark: `push fan-out${options.postgres ? ' (PostgreSQL)' : ''}`,
    figures: [figure('p50'), figure('p99', 1.2)],
    notes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

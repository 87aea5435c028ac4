// (c) One push reaching 1,000 sockets: the real app publishes an `updated_credits` push on its pubsub (as a
// change does) to the channel of one account that 1,000 sockets joined; timed from just before the publish
// to its arrival at the last socket, p50 and p99, beside a bare `ws` server sending one serialized frame to
// 1,000 sockets in the same run. Servers run in their own process, the sockets in this one.
//
//   npx tsx bench/pushFanOut.ts [--postgres] [--sockets 1000] [--pushes 200] [--warmup 20]
import { parseArgs } from 'node:util';
import { userTopic } from '../contract';
import { printBenchResult } from './support/benchResult';
import { ChildServer } from './support/childProcess';
import { measureFanOut } from './support/fanOut';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, ms, ratio, type Summary } from './support/report';
import { openMany, socketUrl, WireClient } from './support/wireClient';

interface Options {
  readonly sockets: number;
  readonly pushes: number;
  readonly warmup: number;
  readonly postgres: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      sockets: { type: 'string', default: '1000' },
      pushes: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '20' },
      postgres: { type: 'boolean', default: false },
    },
  });
  return {
    sockets: integerFlag('--sockets', values.sockets),
    pushes: integerFlag('--pushes', values.pushes),
    warmup: integerFlag('--warmup', values.warmup, 0),
    postgres: values.postgres,
  };
}

const OPEN_CONCURRENCY = 50;

/** Opens the sockets (joined to `topic` when `join`), measures the pushes, closes everything. */
async function measureOn(server: ChildServer, token: string, topic: string, join: boolean, options: Options): Promise<Summary> {
  try {
    const clients = await openMany(options.sockets, OPEN_CONCURRENCY, async () => {
      const client = await WireClient.connect(socketUrl(server.ready.baseUrl, token));
      if (join) await client.join(topic);
      return client;
    });
    try {
      const publish = async (publishedTopic: string, sequence: number): Promise<number> =>
        (await server.command({ type: 'publish', topic: publishedTopic, sequence })).publishedAtMs;
      return await measureFanOut(clients, publish, { topic, pushes: options.pushes, warmup: options.warmup });
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const bareServer = await ChildServer.start('bench/support/bareWsServer.ts', []);
  const bareLabel = bareServer.ready.label;
  const bare = await measureOn(bareServer, 'none', userTopic('00000000-0000-4000-8000-000000000000'), false, options);

  const appServer = await ChildServer.start('bench/support/appServer.ts', ['--accounts', '1', ...(options.postgres ? ['--postgres'] : [])]);
  const appLabel = appServer.ready.label;
  const account = itemAt(appServer.ready.accounts, 0);
  const app = await measureOn(appServer, account.token, userTopic(account.accountId), true, options);

  const notes = [
    `${options.sockets} WebSocket sockets of one account, joined to its channel; ${options.pushes} pushes after ${options.warmup} warm-up, one at a time`,
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

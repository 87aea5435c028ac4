// (a) `job_application.get` over the live channel of the real app, 100 clients in a closed loop (one request
// in flight each), in requests per second, beside the round trips per second of a bare `ws` echo server
// driven by the same client with the same frames in the same run. Each server runs in its own process, the
// clients in this one.
//
//   npx tsx bench/channelRoundTrips.ts [--postgres] [--clients 100] [--accounts 100] [--seconds 5]
//                                      [--warmup-seconds 1]
//
// --postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/bench); without it, SQLite.
import { parseArgs } from 'node:util';
import { printBenchResult } from './support/benchResult';
import { closeAll, MEASURED_REQUEST, openAppClients, openEchoClients } from './support/channelLoad';
import { ChildServer } from './support/childProcess';
import { type LoopClient, type LoopResult, runClosedLoop } from './support/closedLoop';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ratio } from './support/report';

interface Options {
  readonly clients: number;
  readonly accounts: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly postgres: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      clients: { type: 'string', default: '100' },
      accounts: { type: 'string' },
      seconds: { type: 'string', default: '5' },
      'warmup-seconds': { type: 'string', default: '1' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const clients = integerFlag('--clients', values.clients);
  return {
    clients,
    // One account per client by default: a user's tabs are few, and an account's pushes are not measured here.
    accounts: integerFlag('--accounts', values.accounts ?? String(clients)),
    seconds: integerFlag('--seconds', values.seconds),
    warmupSeconds: integerFlag('--warmup-seconds', values['warmup-seconds'], 0),
    postgres: values.postgres,
  };
}

async function measure(server: ChildServer, open: () => Promise<LoopClient[]>, options: Options): Promise<LoopResult> {
  try {
    const clients = await open();
    try {
      return await runClosedLoop(clients, options.warmupSeconds, options.seconds);
    } finally {
      await closeAll(clients);
    }
  } finally {
    await server.stop();
  }
}

const perSecond = (result: LoopResult): number => result.completed / result.seconds;

async function main(): Promise<void> {
  const options = parseOptions();
  const echoServer = await ChildServer.start('bench/support/bareWsServer.ts', []);
  const echoLabel = echoServer.ready.label;
  const echo = await measure(echoServer, () => openEchoClients(echoServer.ready.baseUrl, options.clients), options);

  const appArgs = ['--accounts', String(options.accounts), '--applications', ...(options.postgres ? ['--postgres'] : [])];
  const appServer = await ChildServer.start('bench/support/appServer.ts', appArgs);
  const appLabel = appServer.ready.label;
  const app = await measure(appServer, () => openAppClients([appServer.ready.baseUrl], appServer.ready.accounts, options.clients), options);

  const notes = [
    `${options.clients} WebSocket clients (${options.accounts} accounts), one frame in flight each, ${options.warmupSeconds} s warm-up then ${options.seconds} s counted`,
    `app: ${appLabel}; baseline: ${echoLabel}`,
    `the app refuses more than 100 events/s per socket: at most ${options.clients * 100}/s with ${options.clients} clients (refused and retried: ${app.refused})`,
    describeMachine(),
  ];
  console.log(`Channel round trips: \`${MEASURED_REQUEST}\` vs a bare \`ws\` echo of the same frame`);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    formatTable(
      ['server', 'frames', 'per second', 'refused'],
      [
        ['bare ws echo (baseline)', 'echo', perSecond(echo).toFixed(0), String(echo.refused)],
        ['the app', MEASURED_REQUEST, perSecond(app).toFixed(0), String(app.refused)],
        ['ratio app/baseline', '', ratio(perSecond(app) / perSecond(echo)), ''],
      ],
    ),
  );
  printBenchResult({
    benchmark: `channel round trips${options.postgres ? ' (PostgreSQL)' : ''}`,
    figures: [
      {
        name: `${MEASURED_REQUEST} per second, ${options.clients} clients`,
        unit: '/s',
        value: perSecond(app),
        baselineName: 'bare ws echo',
        baseline: perSecond(echo),
        target: { comparison: 'at least', ratio: 0.4 },
      },
    ],
    notes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

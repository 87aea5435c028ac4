// (a) `job_application.get` over the live channel of the real app, 100 clients in a closed loop (one request
// in flight each), in requests per second, beside the round trips per second of a bare `ws` echo server
// driven by the same client with the same frames in the same run. Each server runs in its own process, the
// clients in this one. Both servers stay up and the two sides take turns, round after round, so that the
// load of a shared machine falls on both alike.
//
//   npx tsx bench/channelRoundTrips.ts [--postgres] [--clients 100] [--accounts 100] [--rounds 5]
//                                      [--round-ms 1000] [--warmup-ms 500] [--socket-limit]
//
// The app's bound of 100 inbound events per second per socket (a policy against floods: a person's tab sends a
// few) would cap 100 closed-loop clients at 10,000/s whatever the server's speed, so this benchmark lifts it to
// measure the request path; --socket-limit keeps it, to see the bound itself.
// --postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/bench); without it, SQLite.
import { parseArgs } from 'node:util';
import { DEFAULT_LIMITS } from '../server/realtime';
import { printBenchResult } from './support/benchResult';
import { closeAll, MEASURED_REQUEST, openAppClients, openEchoClients } from './support/channelLoad';
import { ChildServer } from './support/childProcess';
import { alternateClosedLoops, type LoopClient, type LoopResult, totalOf } from './support/closedLoop';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ratio } from './support/report';

interface Options {
  readonly clients: number;
  readonly accounts: number;
  readonly rounds: number;
  /** Counted time of each side in each round. */
  readonly roundMs: number;
  /** Run before each side's counted time in each round, not counted. */
  readonly warmupMs: number;
  readonly postgres: boolean;
  /** Keep the app's per-socket bound of inbound events instead of lifting it. */
  readonly socketLimit: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      clients: { type: 'string', default: '100' },
      accounts: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      'round-ms': { type: 'string', default: '1000' },
      'warmup-ms': { type: 'string', default: '500' },
      postgres: { type: 'boolean', default: false },
      'socket-limit': { type: 'boolean', default: false },
    },
  });
  const clients = integerFlag('--clients', values.clients);
  return {
    clients,
    // One account per client by default: a user's tabs are few, and an account's pushes are not measured here.
    accounts: integerFlag('--accounts', values.accounts ?? String(clients)),
    rounds: integerFlag('--rounds', values.rounds),
    roundMs: integerFlag('--round-ms', values['round-ms']),
    warmupMs: integerFlag('--warmup-ms', values['warmup-ms'], 0),
    postgres: values.postgres,
    socketLimit: values['socket-limit'],
  };
}

const perSecond = (result: LoopResult): number => result.completed / result.seconds;

/** Far above what 100 closed-loop clients reach on loopback. */
const LIFTED_EVENTS_PER_SECOND = 1_000_000;

async function main(): Promise<void> {
  const options = parseOptions();
  const appArgs = [
    '--accounts',
    String(options.accounts),
    '--applications',
    ...(options.postgres ? ['--postgres'] : []),
    ...(options.socketLimit ? [] : ['--events-per-second', String(LIFTED_EVENTS_PER_SECOND)]),
  ];
  const [echoServer, appServer] = await Promise.all([
    ChildServer.start('bench/support/bareWsServer.ts', []),
    ChildServer.start('bench/support/appServer.ts', appArgs),
  ]);
  const echoLabel = echoServer.ready.label;
  const appLabel = appServer.ready.label;
  const clients: LoopClient[] = [];
  let measured: { echo: LoopResult; app: LoopResult };
  try {
    const echoClients = await openEchoClients(echoServer.ready.baseUrl, options.clients);
    clients.push(...echoClients);
    const appClients = await openAppClients([appServer.ready.baseUrl], appServer.ready.accounts, options.clients);
    clients.push(...appClients);
    const [echoTotal, appTotal] = await alternateClosedLoops([echoClients, appClients], options);
    measured = { echo: echoTotal ?? totalOf([]), app: appTotal ?? totalOf([]) };
  } finally {
    await closeAll(clients);
    await Promise.all([echoServer.stop(), appServer.stop()]);
  }
  const { echo, app } = measured;

  const notes = [
    `${options.clients} WebSocket clients (${options.accounts} accounts), one frame in flight each; ${options.rounds} rounds, each ${options.warmupMs} ms warm-up then ${options.roundMs} ms counted per side, the sides taking turns`,
    `app: ${appLabel}; baseline: ${echoLabel}`,
    options.socketLimit
      ? `the app refuses more than ${DEFAULT_LIMITS.maxEventsPerSecond} events/s per socket: at most ${options.clients * DEFAULT_LIMITS.maxEventsPerSecond}/s with ${options.clients} clients (refused and retried: ${app.refused})`
      : `the app's bound of ${DEFAULT_LIMITS.maxEventsPerSecond} events/s per socket is lifted to ${LIFTED_EVENTS_PER_SECOND} to measure the request path (--socket-limit keeps it; refused: ${app.refused})`,
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

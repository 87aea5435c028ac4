// (d) `POST /api/job_applications` on the real app (bearer token, CSRF header, a JSON body) beside a bare
// Fastify route at the same path that does nothing, in requests per second, in the same run. A closed-loop
// load generator with keep-alive connections runs in another process than the server it loads. Both
// servers stay up and take turns, round after round, so that the load of a shared machine falls on both alike.
//
//   npx tsx bench/httpCreate.ts [--postgres] [--connections 32] [--accounts 1] [--rounds 3] [--round-ms 2000]
//                               [--warmup-ms 500]
//
// With --accounts N the connections take turns among N accounts, each connection sending as one of them. One
// account (the default) measures one user's creates, which the database serializes: each write updates the
// account's sum of text bytes (issue 15's bound), whose row PostgreSQL locks until the commit.
import { parseArgs } from 'node:util';
import { API_PATHS, CSRF_HEADER } from '../contract';
import { printBenchResult } from './support/benchResult';
import { ChildServer } from './support/childProcess';
import { type HttpLoadPlan, type HttpLoadResult, runHttpLoad } from './support/httpLoad';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ratio } from './support/report';

interface Options {
  readonly connections: number;
  readonly accounts: number;
  readonly rounds: number;
  readonly roundMs: number;
  readonly warmupMs: number;
  readonly postgres: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      connections: { type: 'string', default: '32' },
      accounts: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '3' },
      'round-ms': { type: 'string', default: '2000' },
      'warmup-ms': { type: 'string', default: '500' },
      postgres: { type: 'boolean', default: false },
    },
  });
  return {
    connections: integerFlag('--connections', values.connections),
    accounts: integerFlag('--accounts', values.accounts),
    rounds: integerFlag('--rounds', values.rounds),
    roundMs: integerFlag('--round-ms', values['round-ms']),
    warmupMs: integerFlag('--warmup-ms', values['warmup-ms'], 0),
    postgres: values.postgres,
  };
}

const BODY = JSON.stringify({ title: 'Senior Backend Engineer (TypeScript)', url: 'https://careers.example.com/offers/1234' });

/** One round of load on `server`; any answer but 200 fails the run. */
async function load(server: ChildServer, headersByConnection: readonly Record<string, string>[], options: Options): Promise<HttpLoadResult> {
  const plan: HttpLoadPlan = {
    url: `${server.ready.baseUrl}${API_PATHS.jobApplications}`,
    method: 'POST',
    headersByConnection: headersByConnection.map((headers) => ({ 'content-type': 'application/json', ...headers })),
    body: BODY,
    connections: options.connections,
    warmupMs: options.warmupMs,
    countedMs: options.roundMs,
  };
  const result = await runHttpLoad(plan);
  const failed = Object.entries(result.statuses).filter(([status]) => status !== '200');
  if (failed.length > 0) throw new Error(`${server.ready.label} answered ${JSON.stringify(Object.fromEntries(failed))}`);
  return result;
}

interface Totals {
  completed: number;
  seconds: number;
}

const perSecond = (totals: Totals): number => totals.completed / totals.seconds;

async function main(): Promise<void> {
  const options = parseOptions();
  const [bareServer, appServer] = await Promise.all([
    ChildServer.start('bench/support/bareFastifyServer.ts', []),
    ChildServer.start('bench/support/appServer.ts', ['--accounts', String(options.accounts), ...(options.postgres ? ['--postgres'] : [])]),
  ]);
  const bareLabel = bareServer.ready.label;
  const appLabel = appServer.ready.label;
  const bare: Totals = { completed: 0, seconds: 0 };
  const app: Totals = { completed: 0, seconds: 0 };
  try {
    const { csrf } = appServer.ready;
    if (csrf === undefined) throw new Error('the app server gave no CSRF token');
    const appHeaders = appServer.ready.accounts.map(({ token }) => ({ authorization: `Bearer ${token}`, [CSRF_HEADER]: csrf.header, cookie: csrf.cookie }));
    for (let round = 0; round < options.rounds; round += 1) {
      for (const [totals, server, headers] of [[bare, bareServer, [{}]], [app, appServer, appHeaders]] as const) {
        const result = await load(server, headers, options);
        totals.completed += result.completed;
        totals.seconds += result.seconds;
      }
    }
  } finally {
    await Promise.all([bareServer.stop(), appServer.stop()]);
  }

  const notes = [
    `${options.connections} keep-alive connections, one request in flight each; ${options.rounds} rounds, each ${options.warmupMs} ms warm-up then ${options.roundMs} ms counted per side, the sides taking turns; load from another process`,
    `app: ${appLabel}, ${options.accounts === 1 ? 'one account' : `${String(options.accounts)} accounts`} creating applications; baseline: ${bareLabel}`,
    describeMachine(),
  ];
  console.log(`POST ${API_PATHS.jobApplications}: the app vs a bare Fastify route (requests per second)`);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    formatTable(
      ['server', 'per second'],
      [
        ['bare Fastify route (baseline)', perSecond(bare).toFixed(0)],
        ['the app', perSecond(app).toFixed(0)],
        ['ratio app/baseline', ratio(perSecond(app) / perSecond(bare))],
      ],
      1,
    ),
  );
  printBenchResult({
    benchmark: `POST ${API_PATHS.jobApplications}${options.postgres ? ' (PostgreSQL)' : ''}`,
    figures: [
      {
        name: `requests per second, ${options.connections} connections${options.accounts === 1 ? '' : `, ${String(options.accounts)} accounts`}`,
        unit: '/s',
        value: perSecond(app),
        baselineName: 'bare Fastify route',
        baseline: perSecond(bare),
        target: { comparison: 'at least', ratio: 0.25 },
      },
    ],
    notes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

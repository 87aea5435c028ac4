// (d) `POST /api/job_applications` on the real app (bearer token, CSRF header, a JSON body) beside a bare
// Fastify route at the same path that does nothing, in requests per second, in the same run. A closed-loop
// load generator with keep-alive connections runs in another process than the server it loads.
//
//   npx tsx bench/httpCreate.ts [--postgres] [--connections 32] [--seconds 5] [--warmup-seconds 1]
import { parseArgs } from 'node:util';
import { API_PATHS, CSRF_HEADER } from '../contract';
import { printBenchResult } from './support/benchResult';
import { ChildServer } from './support/childProcess';
import { type HttpLoadPlan, type HttpLoadResult, runHttpLoad } from './support/httpLoad';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, ratio } from './support/report';

interface Options {
  readonly connections: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly postgres: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      connections: { type: 'string', default: '32' },
      seconds: { type: 'string', default: '5' },
      'warmup-seconds': { type: 'string', default: '1' },
      postgres: { type: 'boolean', default: false },
    },
  });
  return {
    connections: integerFlag('--connections', values.connections),
    seconds: integerFlag('--seconds', values.seconds),
    warmupSeconds: integerFlag('--warmup-seconds', values['warmup-seconds'], 0),
    postgres: values.postgres,
  };
}

const BODY = JSON.stringify({ title: 'Senior Backend Engineer (TypeScript)', url: 'https://careers.example.com/offers/1234' });

async function load(server: ChildServer, headers: Record<string, string>, options: Options): Promise<HttpLoadResult> {
  try {
    const plan: HttpLoadPlan = {
      url: `${server.ready.baseUrl}${API_PATHS.jobApplications}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: BODY,
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
    };
    const result = await runHttpLoad(plan);
    const failed = Object.entries(result.statuses).filter(([status]) => status !== '200');
    if (failed.length > 0) throw new Error(`${server.ready.label} answered ${JSON.stringify(Object.fromEntries(failed))}`);
    return result;
  } finally {
    await server.stop();
  }
}

const perSecond = (result: HttpLoadResult): number => result.completed / result.seconds;

async function main(): Promise<void> {
  const options = parseOptions();
  const bareServer = await ChildServer.start('bench/support/bareFastifyServer.ts', []);
  const bareLabel = bareServer.ready.label;
  const bare = await load(bareServer, {}, options);

  const appServer = await ChildServer.start('bench/support/appServer.ts', ['--accounts', '1', ...(options.postgres ? ['--postgres'] : [])]);
  const appLabel = appServer.ready.label;
  const { csrf } = appServer.ready;
  if (csrf === undefined) throw new Error('the app server gave no CSRF token');
  const { token } = itemAt(appServer.ready.accounts, 0);
  const app = await load(appServer, { authorization: `Bearer ${token}`, [CSRF_HEADER]: csrf.header, cookie: csrf.cookie }, options);

  const notes = [
    `${options.connections} keep-alive connections, one request in flight each, ${options.warmupSeconds} s warm-up then ${options.seconds} s counted; load from another process`,
    `app: ${appLabel}, one account creating applications; baseline: ${bareLabel}`,
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
        name: `requests per second, ${options.connections} connections`,
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

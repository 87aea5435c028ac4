// `account.get_statistics` over one account of 5,000 applications and 50,000 actions created over two years (the
// applications in six sources, one of them none), in Europe/Paris: the handler's time for the default range (the
// last 12 weeks) and for the two years whole (every application, 105 weeks), each beside a bare count(*) of the
// account's rows of the same two tables measured in the same run, the four taking turns in every round.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test).
//
//   npx tsx bench/statistics.ts [--rounds 15] [--warmup 3] [--seed 1] [--sqlite-only]
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { parseResponseData, type StatisticsParams } from '../contract';
import type { Database } from '../server/db/schema';
import { updateAccountSettings } from '../server/domain/accounts/accountSettings';
import { insightsRequestHandlers } from '../server/domain/insights/insightsRequests';
import { createSignedInAccount } from '../test/support/accounts';
import { type DatabaseKind, openTestDatabase } from '../test/support/databases';
import { type BenchFigure, printBenchResult } from './support/benchResult';
import { generateJobSearch, INSERT_BATCH_ROWS, type SeedShape } from './support/jobSearchSeed';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, median, ms, ratio } from './support/report';

const SHAPE: SeedShape = { applications: 5000, actions: 50_000, companies: 300, companyShare: 0.8, searchShare: 0 };
const SOURCES: readonly (string | null)[] = ['LinkedIn', 'Indeed', 'Referral', 'Company website', 'Welcome to the Jungle', null];
const TIME_ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;

interface Options {
  readonly rounds: number;
  readonly warmup: number;
  readonly seed: number;
  readonly sqliteOnly: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      rounds: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '3' },
      seed: { type: 'string', default: '1' },
      'sqlite-only': { type: 'boolean', default: false },
    },
  });
  return {
    rounds: integerFlag('--rounds', values.rounds),
    warmup: integerFlag('--warmup', values.warmup, 0),
    seed: integerFlag('--seed', values.seed, 0),
    sqliteOnly: values['sqlite-only'],
  };
}

type Measure = 'bare' | 'default' | 'twoYears';
const MEASURES: readonly Measure[] = ['bare', 'default', 'twoYears'];

/** The baseline: what any figure about the account must at least read, counted without grouping. */
async function bareCount(db: Kysely<Database>, accountId: string): Promise<number> {
  const [applications, actions] = await Promise.all([
    db.selectFrom('job_applications').select((eb) => eb.fn.countAll().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow(),
    db.selectFrom('actions').select((eb) => eb.fn.countAll().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow(),
  ]);
  return Number(applications.n) + Number(actions.n);
}

async function statistics(db: Kysely<Database>, accountId: string, params: StatisticsParams, now: Date) {
  return insightsRequestHandlers['account.get_statistics'](params, { accountId, db, now });
}

/**
 * The bench seed's rows, the applications in the sources in turn (each a sixth of them), written a batch per
 * transaction: every row inserted also updates the account's count of rows, and PostgreSQL slows down more and
 * more with each new version of that one row kept by a single long transaction.
 */
async function seed(db: Kysely<Database>, accountId: string, seedNumber: number, now: Date): Promise<number> {
  const rows = generateJobSearch(accountId, SHAPE, seedNumber, now);
  const applications = rows.applications.map((application, index) => ({ ...application, source: SOURCES[index % SOURCES.length] ?? null }));
  const start = performance.now();
  const inBatches = async <T>(items: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
    for (let from = 0; from < items.length; from += INSERT_BATCH_ROWS) await insert(items.slice(from, from + INSERT_BATCH_ROWS));
  };
  await inBatches(rows.companies, (batch) => db.insertInto('companies').values(batch).execute());
  await inBatches(applications, (batch) => db.insertInto('job_applications').values(batch).execute());
  await inBatches(rows.actions, (batch) => db.insertInto('actions').values(batch).execute());
  return performance.now() - start;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function benchOn(kind: DatabaseKind, options: Options): Promise<{ label: string; medians: Record<Measure, number> }> {
  const database = await openTestDatabase(kind);
  try {
    const db = database.handle.db;
    const now = new Date();
    const { account } = await createSignedInAccount(db);
    await updateAccountSettings(db, account.id, { time_zone: TIME_ZONE });
    const insertMs = await seed(db, account.id, options.seed, now);
    const twoYears: StatisticsParams = { from: new Date(now.getTime() - 731 * DAY_MS).toISOString().slice(0, 10) };

    // Checked once, untimed: every application is counted over the two years, and the answers keep the contract.
    const whole = await statistics(db, account.id, twoYears, now);
    if (!parseResponseData('account.get_statistics', whole).success) throw new Error('the answer is out of contract');
    if (whole.applications !== SHAPE.applications) throw new Error(`counted ${String(whole.applications)} applications, not ${String(SHAPE.applications)}`);
    if ((await bareCount(db, account.id)) !== SHAPE.applications + SHAPE.actions) throw new Error('the bare count is off');

    const samples: Record<Measure, number[]> = { bare: [], default: [], twoYears: [] };
    for (let round = 0; round < options.warmup + options.rounds; round += 1) {
      for (let turn = 0; turn < MEASURES.length; turn += 1) {
        const measure = MEASURES[(round + turn) % MEASURES.length] ?? 'bare';
        const elapsed = await timed(() =>
          measure === 'bare' ? bareCount(db, account.id) : statistics(db, account.id, measure === 'default' ? {} : twoYears, now),
        );
        if (round >= options.warmup) samples[measure].push(elapsed);
      }
    }
    const label = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    console.log(
      `${label}: ${SHAPE.applications.toLocaleString('en-US')} applications, ${SHAPE.actions.toLocaleString('en-US')} actions seeded in ${(insertMs / 1000).toFixed(1)} s; default range ${String(
        (await statistics(db, account.id, {}, now)).applications,
      )} applications, two years ${String(whole.applications)}; weeks: ${String(whole.weekly.length)}`,
    );
    return { label, medians: { bare: median(samples.bare), default: median(samples.default), twoYears: median(samples.twoYears) } };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const kinds: DatabaseKind[] = options.sqliteOnly || (process.env.TEST_DATABASE_URL ?? '') === '' ? ['sqlite'] : ['sqlite', 'postgres'];
  console.log(`account.get_statistics, ${String(options.rounds)} rounds after ${String(options.warmup)} of warm-up; ${describeMachine()}`);
  const results = [];
  for (const kind of kinds) results.push(await benchOn(kind, options));
  console.log(
    formatTable(
      ['database', 'bare count(*) ms', '12 weeks ms', 'ratio', '2 years ms', 'ratio'],
      results.map(({ label, medians }) => [
        label,
        ms(medians.bare),
        ms(medians.default),
        ratio(medians.default / medians.bare),
        ms(medians.twoYears),
        ratio(medians.twoYears / medians.bare),
      ]),
      1,
    ),
  );
  const figures: BenchFigure[] = results.flatMap(({ label, medians }) => [
    { name: `account.get_statistics, last 12 weeks (${label})`, unit: 'ms', value: medians.default, baselineName: 'bare count(*) of both tables', baseline: medians.bare },
    { name: `account.get_statistics, two years (${label})`, unit: 'ms', value: medians.twoYears, baselineName: 'bare count(*) of both tables', baseline: medians.bare },
  ]);
  printBenchResult({
    benchmark: 'account.get_statistics',
    figures,
    notes: ['5,000 applications and 50,000 actions over two years, Europe/Paris; medians of the handler alone, without the channel'],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

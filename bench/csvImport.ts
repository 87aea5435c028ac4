// (i) POST /api/job_applications/import of a CSV of 10,000 rows (the contract's most), through the real app, beside
// a bare insert of the same rows, one after the other in one transaction with the same insert the import uses,
// measured in the same run; and the longest the event loop was held while each ran (the import's goal: under
// 50 ms). Each round imports into a fresh account, so no row is a duplicate.
//
//   npx tsx bench/csvImport.ts [--rounds 3] [--rows 10000] [--postgres]
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { API_PATHS, applicationImportResponseSchema } from '../contract';
import { insertJobApplication } from '../server/domain/jobApplications/jobApplicationQueries';
import { createSignedInAccount } from '../test/support/accounts';
import { fetchPageCsrf } from '../test/support/testApp';
import { startBenchApp } from './support/benchApp';
import { longestHold } from './support/eventLoopHold';
import { printBenchResult } from './support/benchResult';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ms, ratio } from './support/report';

const HOLD_GOAL_MS = 50;
const BOUNDARY = '----bench-import-boundary';

function parseOptions() {
  const { values } = parseArgs({
    strict: true,
    options: { rounds: { type: 'string', default: '3' }, rows: { type: 'string', default: '10000' }, postgres: { type: 'boolean', default: false } },
  });
  return { rounds: integerFlag('--rounds', values.rounds), rows: integerFlag('--rows', values.rows), postgres: values.postgres };
}

/** Rows as a tracker's spreadsheet holds them: a company among 200, a status, a salary, tags, a short note. */
function sampleRows(count: number) {
  const statuses = ['', 'applied', 'interview', 'offer', 'rejected'];
  return Array.from({ length: count }, (_unused, index) => ({
    title: `Software engineer ${String(index)}`,
    company: `Company ${String(index % 200)}`,
    url: `https://jobs.example.test/offers/${String(index)}`,
    status: statuses[index % statuses.length] ?? '',
    location: index % 3 === 0 ? 'Lyon' : 'Remote',
    salary_min: String(40_000 + (index % 50) * 1000),
    salary_max: String(60_000 + (index % 50) * 1000),
    salary_currency: 'EUR',
    salary_period: 'year',
    tags: 'backend;typescript',
    notes: `Found on a job board, row ${String(index)}.`,
  }));
}

/** The work's own time and the longest it held the event loop, in ms. */
async function timedWithHold(work: () => Promise<unknown>): Promise<{ ms: number; hold: number }> {
  const started = performance.now();
  const hold = await longestHold(work);
  return { ms: performance.now() - started, hold };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const { rounds, rows: rowCount, postgres } = parseOptions();
  const running = await startBenchApp(postgres);
  try {
    const rows = sampleRows(rowCount);
    const csv = Buffer.from(stringify(rows, { header: true, bom: true, record_delimiter: 'windows' }));
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="applications.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      csv,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const imports: { ms: number; hold: number }[] = [];
    const bare: { ms: number; hold: number }[] = [];
    // A warm-up round of each first, not counted.
    for (let round = -1; round < rounds; round += 1) {
      const importer = await createSignedInAccount(running.db);
      const { token: csrf, cookie } = await fetchPageCsrf(running.app);
      const imported = await timedWithHold(async () => {
        const response = await running.app.inject({
          method: 'POST',
          url: API_PATHS.jobApplicationsImport,
          headers: { authorization: `Bearer ${importer.token}`, 'x-csrf-token': csrf, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: body,
        });
        const { data } = applicationImportResponseSchema.parse(response.json());
        if (data.created !== rowCount) throw new Error(`created ${String(data.created)} of ${String(rowCount)}: ${JSON.stringify(data.errors.slice(0, 3))}`);
      });
      const inserter = await createSignedInAccount(running.db);
      const now = new Date();
      const inserted = await timedWithHold(() =>
        running.db.transaction().execute(async (trx) => {
          for (const row of rows) {
            await insertJobApplication(trx, inserter.account.id, { title: row.title, url: row.url, notes: row.notes, location: row.location }, now);
          }
        }),
      );
      if (round >= 0) {
        imports.push(imported);
        bare.push(inserted);
      }
    }
    const importMs = median(imports.map(({ ms: time }) => time));
    const bareMs = median(bare.map(({ ms: time }) => time));
    const importHold = Math.max(...imports.map(({ hold }) => hold));
    const bareHold = Math.max(...bare.map(({ hold }) => hold));
    const notes = [
      `${String(rowCount)} rows (${String(Math.round(csv.length / 1024))} KiB of CSV), ${running.databaseLabel}; median of ${String(rounds)} rounds after a warm-up, hold the worst`,
      'import: POST /api/job_applications/import through the app (multipart, parsing, checks, duplicates, companies, status actions, pushes), batches of 100 rows, each its own transaction',
      'bare insert: the same rows inserted one after the other with the same query, in one transaction, nothing else',
      describeMachine(),
    ];
    console.log('CSV import of applications');
    for (const note of notes) console.log(`  ${note}`);
    console.log(
      formatTable(
        ['work', 'time ms', 'ratio', 'longest hold ms', `hold under ${String(HOLD_GOAL_MS)} ms`],
        [
          ['bare insert (baseline)', ms(bareMs), ratio(1), ms(bareHold), bareHold < HOLD_GOAL_MS ? 'yes' : 'NO'],
          ['import', ms(importMs), ratio(importMs / bareMs), ms(importHold), importHold < HOLD_GOAL_MS ? 'yes' : 'NO'],
        ],
        1,
      ),
    );
    printBenchResult({
      benchmark: 'CSV import',
      figures: [
        { name: `import of ${String(rowCount)} rows`, unit: 'ms', value: importMs, baselineName: 'bare insert of the same rows, one transaction', baseline: bareMs },
        { name: 'longest event-loop hold during the import', unit: 'ms', value: importHold, baselineName: 'during the bare insert', baseline: bareHold },
      ],
      notes,
    });
  } finally {
    await running.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

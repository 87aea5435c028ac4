// Bounded search work (issue 15). On SQLite the search no longer asks the trigram table of 2026_11_25_0050: an
// FTS5 lookup costs what the doclists of the query's trigrams cost over the whole table, every account's rows
// together (a common trigram made one lookup of one application take about 9 ms at 20,000 rows, and a slice of
// 200 of them over a quarter of a second on the event loop), so no account could bound its own search with it.
// The search now walks the account's applications a slice at a time and checks their texts in JavaScript, in
// linear time and bounded batches (jobApplicationSearch.ts). The table, its row keys and the triggers that kept
// them are dropped: every write of an application no longer pays for an index nobody reads.
//
// PostgreSQL has nothing to change: its pg_trgm indexes are used, and their work is not on our event loop.
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { createSqliteSearchIndex } from './2026_11_25_0050_search_and_status';

const SEARCH_TRIGGERS = [
  'companies_search_after_update',
  'job_applications_search_after_delete',
  'job_applications_search_after_update',
  'job_applications_search_after_insert',
];

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of SEARCH_TRIGGERS) await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table job_application_search`.execute(db);
  await sql`drop table job_application_search_rows`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await createSqliteSearchIndex(db);
}

// Bounded search work (issue 15). On SQLite the trigram table of 2026_11_25_0050 kept every trigram's
// positions (FTS5 detail=full) so that it could match a query as a phrase; but a phrase is checked by walking
// the positions of each of its trigrams, up to 100,000 of them per trigram in a long note, and a 200-character
// query has 198 trigrams: about a second per application whose texts hold every trigram of the query without
// holding the query, on the synchronous SQLite of the event loop. The table is rebuilt with detail=none: it
// answers which applications hold some trigrams (a few index seeks each, whatever the texts' length) and the
// search checks those few candidates in JavaScript, in linear time. It is also much smaller. The triggers of
// 0050 name the table, not its options, so they keep working on the new one.
//
// PostgreSQL has nothing to change: its pg_trgm indexes never held positions.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function rebuildSearchTable(db: Kysely<unknown>, detail: 'none' | 'full'): Promise<void> {
  await sql.raw('drop table job_application_search').execute(db);
  await sql
    .raw(
      `create virtual table job_application_search using fts5(
        title, company_name, notes, job_description,
        content = '', contentless_delete = 1, tokenize = 'trigram'${detail === 'none' ? ", detail = 'none'" : ''}
      )`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into job_application_search (rowid, title, company_name, notes, job_description)
        select rows.search_rowid, job_applications.title,
          (select name from companies where id = job_applications.company_id),
          job_applications.notes, job_applications.job_description
        from job_application_search_rows rows join job_applications on job_applications.id = rows.job_application_id`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuildSearchTable(db, 'none');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuildSearchTable(db, 'full');
}

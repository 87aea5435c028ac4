// An application's details beyond the spec (issue 37): location, remote, salary range with currency and period,
// source, deadline, tags, archived, and `updated`, when the application itself last changed. All nullable but
// `archived` (0 or 1 on both databases); `tags` is a JSON array of strings, null when there are none, so that
// the existing rows weigh nothing more. Existing applications were last changed when they were created, as
// far as anyone can tell. The account's bytes of text now count the location, source and tags too: the
// table's triggers are made again with the longer expression (all three are empty here, so no sum changes).
import { type Kysely, sql } from 'kysely';
import { APPLICATION_TEXT_BYTES, createTextBytesTriggers, dropTextBytesTriggers } from './2026_11_27_0110_account_text_bytes';

const TEXT_COLUMNS = ['location', 'remote', 'salary_currency', 'salary_period', 'source', 'deadline', 'tags', 'updated'] as const;
const AMOUNT_COLUMNS = ['salary_min', 'salary_max'] as const;

const DETAIL_TEXTS = 'coalesce(octet_length({row}.location), 0) + coalesce(octet_length({row}.source), 0) + coalesce(octet_length({row}.tags), 0)';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('job_applications').addColumn(column, 'text').execute();
  for (const column of AMOUNT_COLUMNS) await db.schema.alterTable('job_applications').addColumn(column, 'bigint').execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('archived', 'integer', (definition) => definition.notNull().defaultTo(0))
    .execute();
  await sql`update job_applications set updated = created`.execute(db);

  const { expression, columns } = APPLICATION_TEXT_BYTES;
  await dropTextBytesTriggers(db, 'job_applications');
  await createTextBytesTriggers(db, 'job_applications', `${expression} + ${DETAIL_TEXTS}`, `${columns}, location, source, tags`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { expression, columns } = APPLICATION_TEXT_BYTES;
  // The bytes of the texts that go, out of each account's sum, before the triggers that count them go.
  await sql
    .raw(
      `update accounts set text_bytes = text_bytes - coalesce((select sum(${DETAIL_TEXTS.replaceAll('{row}', 'job_applications')}) from job_applications where job_applications.account_id = accounts.id), 0)`,
    )
    .execute(db);
  await dropTextBytesTriggers(db, 'job_applications');
  await createTextBytesTriggers(db, 'job_applications', expression, columns);
  for (const column of ['archived', ...AMOUNT_COLUMNS, ...TEXT_COLUMNS]) await db.schema.alterTable('job_applications').dropColumn(column).execute();
}

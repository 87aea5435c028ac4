// A company's details beyond its name (issue 37): its web address, notes, and the storage folder of its logo
// (`logo_key`, null without one; the PNGs at each size are objects under it, companyLogoKeys.ts). The
// account's bytes of text now count the address and the notes too: the table's triggers are made again with
// the longer expression (both are empty here, so no sum changes).
import { type Kysely, sql } from 'kysely';
import { createTextBytesTriggers, dropTextBytesTriggers } from './2026_11_27_0110_account_text_bytes';

/** A company's bytes of text as 2026_11_27_0110 counts them, and the columns they come from. */
const NAME_BYTES = { expression: 'octet_length({row}.name)', columns: 'name' } as const;
const DETAIL_BYTES = 'coalesce(octet_length({row}.url), 0) + octet_length({row}.notes)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('url', 'text').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('notes', 'text', (definition) => definition.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('companies').addColumn('logo_key', 'text').execute();
  await dropTextBytesTriggers(db, 'companies');
  await createTextBytesTriggers(db, 'companies', `${NAME_BYTES.expression} + ${DETAIL_BYTES}`, `${NAME_BYTES.columns}, url, notes`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The bytes of the texts that go, out of each account's sum, before the triggers that count them go.
  await sql
    .raw(
      `update accounts set text_bytes = text_bytes - coalesce((select sum(${DETAIL_BYTES.replaceAll('{row}', 'companies')}) from companies where companies.account_id = accounts.id), 0)`,
    )
    .execute(db);
  await dropTextBytesTriggers(db, 'companies');
  await createTextBytesTriggers(db, 'companies', NAME_BYTES.expression, NAME_BYTES.columns);
  for (const column of ['logo_key', 'notes', 'url']) await db.schema.alterTable('companies').dropColumn(column).execute();
}

// The bytes of text each account keeps, and the database itself refusing a write past the bound (issue 15). Row
// counts alone let one account keep 10,000 applications with two 100,000-character texts each and 50,000
// actions with 100,000-character notes: gigabytes. `accounts.text_bytes` sums the UTF-8 bytes of the texts of
// its applications (title, url, notes, job description), actions (title, notes) and companies (name), kept by
// triggers in the writer's own transaction on every write path. A trigger on `accounts` refuses an increase
// past the bound of `account_limits` ('text_bytes', written by each server process at its start from
// ACCOUNT_MAX_TEXT_BYTES) with the error ACCOUNT_TEXT_LIMIT_ERROR, which the request layer answers as
// `account_limit_reached`; a write that lowers the sum always passes, even above a lowered bound. No row in
// `account_limits` (a database no server has started on yet): no bound.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** The message of the database error that refuses a write past the account's bound on text. */
export const ACCOUNT_TEXT_LIMIT_ERROR = 'account_text_limit_reached';

/** The bytes of text of an application as this migration counts them, which later migrations extend. */
export const APPLICATION_TEXT_BYTES = {
  expression: 'octet_length({row}.title) + octet_length({row}.url) + octet_length({row}.notes) + octet_length({row}.job_description)',
  columns: 'title, url, notes, job_description',
} as const;

/** Each table with texts, and the SQL of a row's bytes of text (`{row}` is `new` or `old`). */
const TEXTS = [
  ['job_applications', APPLICATION_TEXT_BYTES.expression, APPLICATION_TEXT_BYTES.columns],
  ['actions', 'octet_length({row}.title) + octet_length({row}.notes)', 'title, notes'],
  ['companies', 'octet_length({row}.name)', 'name'],
] as const;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const bytesOf = (expression: string, row: string): string => expression.replaceAll('{row}', row);
const add = (expression: string, row: 'new' | 'old', sign: '+' | '-'): string =>
  `update accounts set text_bytes = text_bytes ${sign} (${bytesOf(expression, row)}) where id = ${row}.account_id;`;
/** An edit of a row that stays with its account, as one change: an edit that shortens a text never counts as growth. */
const change = (expression: string): string =>
  `update accounts set text_bytes = text_bytes + (${bytesOf(expression, 'new')}) - (${bytesOf(expression, 'old')}) where id = new.account_id;`;

/**
 * The triggers that keep `accounts.text_bytes` for one table: `expression` is the SQL of a row's bytes of text
 * (`{row}` for `new` or `old`), `columns` the text columns whose update changes them. Later migrations that add
 * texts to a table drop its triggers and create them again with a longer expression.
 */
export async function createTextBytesTriggers(db: Kysely<unknown>, table: string, expression: string, columns: string): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    await sql
      .raw(
        `create function ${table}_text_bytes() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and old.account_id is not distinct from new.account_id then
            ${change(expression)}
            return null;
          end if;
          if tg_op in ('DELETE', 'UPDATE') then
            ${add(expression, 'old', '-')}
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            ${add(expression, 'new', '+')}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_text_bytes after insert or delete or update of account_id, ${columns} on ${table}
          for each row execute function ${table}_text_bytes()`,
      )
      .execute(db);
  } else {
    await sql.raw(`create trigger ${table}_text_bytes_after_insert after insert on ${table} begin ${add(expression, 'new', '+')} end`).execute(db);
    await sql.raw(`create trigger ${table}_text_bytes_after_delete after delete on ${table} begin ${add(expression, 'old', '-')} end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_text_bytes_after_update after update of ${columns} on ${table}
          when old.account_id is new.account_id begin ${change(expression)} end`,
      )
      .execute(db);
    // A row moved to another account, which the app never does, keeps both sums right all the same.
    await sql
      .raw(
        `create trigger ${table}_text_bytes_after_move after update of account_id on ${table}
          when old.account_id is not new.account_id begin
          ${add(expression, 'old', '-')}
          ${add(expression, 'new', '+')}
        end`,
      )
      .execute(db);
  }
}

/** Drops what createTextBytesTriggers made for the table. */
export async function dropTextBytesTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`drop trigger ${table}_text_bytes on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_text_bytes()`).execute(db);
  } else {
    for (const operation of ['move', 'update', 'delete', 'insert']) await sql.raw(`drop trigger ${table}_text_bytes_after_${operation}`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('account_limits')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('text_bytes', 'bigint', (definition) => definition.notNull().defaultTo(0))
    .execute();
  for (const [table, expression] of TEXTS) {
    await sql
      .raw(
        `update accounts set text_bytes = text_bytes + coalesce((select sum(${bytesOf(expression, table)}) from ${table} where ${table}.account_id = accounts.id), 0)`,
      )
      .execute(db);
  }

  const unbounded = '9223372036854775807';
  if (postgres) {
    await sql
      .raw(
        `create function accounts_text_bytes_bound() returns trigger language plpgsql as $$
        begin
          if new.text_bytes > old.text_bytes
            and new.text_bytes > coalesce((select value from account_limits where name = 'text_bytes'), ${unbounded}) then
            raise exception '${ACCOUNT_TEXT_LIMIT_ERROR}';
          end if;
          return new;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger accounts_text_bytes_bound before update of text_bytes on accounts for each row execute function accounts_text_bytes_bound()`)
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger accounts_text_bytes_bound before update of text_bytes on accounts
          when new.text_bytes > old.text_bytes
            and new.text_bytes > coalesce((select value from account_limits where name = 'text_bytes'), ${unbounded})
          begin select raise(abort, '${ACCOUNT_TEXT_LIMIT_ERROR}'); end`,
      )
      .execute(db);
  }

  for (const [table, expression, columns] of TEXTS) await createTextBytesTriggers(db, table, expression, columns);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table] of [...TEXTS].reverse()) await dropTextBytesTriggers(db, table);
  if (postgres) {
    await sql.raw('drop trigger accounts_text_bytes_bound on accounts').execute(db);
    await sql.raw('drop function accounts_text_bytes_bound()').execute(db);
  } else {
    await sql.raw('drop trigger accounts_text_bytes_bound').execute(db);
  }
  await db.schema.alterTable('accounts').dropColumn('text_bytes').execute();
  await db.schema.dropTable('account_limits').execute();
}

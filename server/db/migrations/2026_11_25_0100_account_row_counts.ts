// Each account's number of applications, actions and companies, kept on its row by the database itself (issue
// 15). The per-account bounds on stored rows read them on every create: a `count(*)` there walked the account's
// index entries, 10,000 of them for a full account, on each creation. Triggers after insert and after delete keep
// the counts right on every write path (requests, seeds, the cascade from an application to its actions, an
// account's deletion table by table) in the writer's own transaction; one after an update of `account_id`, which
// the app never does, keeps them right should a row ever move. On an account's own deletion the updates find no
// row left and change nothing.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** The counted tables and the column of `accounts` that counts each. */
const COUNTED = [
  ['job_applications', 'application_rows'],
  ['actions', 'action_rows'],
  ['companies', 'company_rows'],
] as const;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const adjust = (column: string, change: '+' | '-', accountId: string) =>
  `update accounts set ${column} = ${column} ${change} 1 where id = ${accountId};`;

/**
 * The triggers that keep `accounts.<column>` equal to the account's rows of `table`; later migrations that add a
 * counted table call it too (the column itself is theirs to add).
 */
export async function createRowCountTriggers(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function ${table}_count_account_rows() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and old.account_id is not distinct from new.account_id then
            return null;
          end if;
          if tg_op in ('DELETE', 'UPDATE') then
            ${adjust(column, '-', 'old.account_id')}
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            ${adjust(column, '+', 'new.account_id')}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_count_account_rows after insert or delete or update of account_id on ${table}
          for each row execute function ${table}_count_account_rows()`,
      )
      .execute(db);
  } else {
    // SQLite runs these for the rows a foreign key's cascade deletes too.
    await sql.raw(`create trigger ${table}_count_after_insert after insert on ${table} begin ${adjust(column, '+', 'new.account_id')} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_after_delete after delete on ${table} begin ${adjust(column, '-', 'old.account_id')} end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_count_after_update after update of account_id on ${table}
          when old.account_id is not new.account_id begin
          ${adjust(column, '-', 'old.account_id')}
          ${adjust(column, '+', 'new.account_id')}
        end`,
      )
      .execute(db);
  }
}

/** Drops what createRowCountTriggers made for the table. */
export async function dropRowCountTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`drop trigger ${table}_count_account_rows on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_count_account_rows()`).execute(db);
  } else {
    for (const operation of ['update', 'delete', 'insert']) await sql.raw(`drop trigger ${table}_count_after_${operation}`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COUNTED) {
    await db.schema
      .alterTable('accounts')
      .addColumn(column, 'integer', (definition) => definition.notNull().defaultTo(0))
      .execute();
    await sql.raw(`update accounts set ${column} = (select count(*) from ${table} where ${table}.account_id = accounts.id)`).execute(db);
  }

  for (const [table, column] of COUNTED) await createRowCountTriggers(db, table, column);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [...COUNTED].reverse()) {
    await dropRowCountTriggers(db, table);
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
}

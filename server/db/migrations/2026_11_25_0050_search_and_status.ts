// Queries that stay fast at 50,000 applications: an index for searching applications by substring, and each
// application's status kept on its row by the database itself, so that no list reads every action.
//
// Status: `status` and `status_date` hold the status set by the application's latest action that moves one and
// that action's date ('new' and null without any). They do not depend on the clock, so triggers on `actions`
// keep them right on every write path (requests, seeds, cascades) in the writer's own transaction. While
// `status_date` is in the future (an interview planned next week), readers derive the current status from that
// application's actions alone. The mapping of action types below repeats contract/applicationStatus.ts, which a
// migration may not import; a test holds the two together.
//
// Search: on SQLite, a contentless FTS5 table with the trigram tokenizer (substring matching, Unicode case
// folding) over title, company name, notes and job description, keyed through `job_application_search_rows`
// because job_applications has no integer key of its own (an implicit rowid may change on VACUUM or a dump and
// reload). On PostgreSQL, pg_trgm GIN indexes on the very `lower(column)` expressions the LIKE search filters on.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const STATUS_OF_ACTION_TYPE: Readonly<Record<string, string>> = {
  submit: 'submitted',
  phone_call: 'interviewing',
  video_call: 'interviewing',
  interview: 'interviewing',
  feedback: 'interviewing',
  negotiation: 'offer',
  accepted: 'accepted',
  refused: 'refused',
};

const MOVING_TYPES = Object.keys(STATUS_OF_ACTION_TYPE)
  .map((type) => `'${type}'`)
  .join(', ');
const STATUS_CASE = `case latest.type ${Object.entries(STATUS_OF_ACTION_TYPE)
  .map(([type, status]) => `when '${type}' then '${status}'`)
  .join(' ')} end`;

/** The latest action that moves the status of the application `applicationId` (an SQL expression) names. */
function latestMovingAction(column: string, applicationId: string): string {
  return `(select ${column} from actions latest
    where latest.job_application_id = ${applicationId} and latest.type in (${MOVING_TYPES})
    order by latest.date desc, latest.created desc, latest.id desc limit 1)`;
}

/** The SET clause that recomputes the status of the job_applications row being updated. */
const SET_STATUS = `status = coalesce(${latestMovingAction(STATUS_CASE, 'job_applications.id')}, 'new'),
  status_date = ${latestMovingAction('latest.date', 'job_applications.id')}`;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_applications')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('job_applications').addColumn('status_date', 'text').execute();
  await sql.raw(`update job_applications set ${SET_STATUS}`).execute(db);
  // The list of statuses reads this index alone, in the list's order: added last, the status columns sit after
  // the notes and description in each row, behind any overflow pages long texts take.
  await db.schema
    .createIndex('job_applications_account_status_idx')
    .on('job_applications')
    .columns(['account_id', 'created', 'id', 'status', 'status_date'])
    .execute();

  if (isPostgres(db)) {
    await upPostgres(db);
  } else {
    await upSqlite(db);
  }
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const [operation, columns, applications] of [
    ['insert', '', ['new.job_application_id']],
    ['delete', '', ['old.job_application_id']],
    ['update', ' of type, date, job_application_id', ['old.job_application_id', 'new.job_application_id']],
  ] as const) {
    await sql
      .raw(
        `create trigger actions_status_after_${operation} after ${operation}${columns} on actions begin
          update job_applications set ${SET_STATUS} where id in (${applications.join(', ')});
        end`,
      )
      .execute(db);
  }

  await createSqliteSearchIndex(db);
}

/**
 * The SQLite search index: the trigram table, its row keys, the triggers that keep it, and its backfill.
 * Exported for 2026_11_25_0080, which drops it and brings it back on its way down.
 */
export async function createSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create table job_application_search_rows (
        search_rowid integer primary key,
        job_application_id text not null unique
      )`,
    )
    .execute(db);
  await sql
    .raw(
      `create virtual table job_application_search using fts5(
        title, company_name, notes, job_description,
        content = '', contentless_delete = 1, tokenize = 'trigram'
      )`,
    )
    .execute(db);

  const companyName = (application: string) => `(select name from companies where id = ${application}.company_id)`;
  const searchRowOf = (id: string) => `(select search_rowid from job_application_search_rows where job_application_id = ${id})`;
  await sql
    .raw(
      `create trigger job_applications_search_after_insert after insert on job_applications begin
        insert into job_application_search_rows (job_application_id) values (new.id);
        insert into job_application_search (rowid, title, company_name, notes, job_description)
          values (${searchRowOf('new.id')}, new.title, ${companyName('new')}, new.notes, new.job_description);
      end`,
    )
    .execute(db);
  // Only the searched columns: a status change must not re-index 100,000 characters of notes.
  await sql
    .raw(
      `create trigger job_applications_search_after_update after update of title, company_id, notes, job_description
        on job_applications begin
        delete from job_application_search where rowid = ${searchRowOf('old.id')};
        insert into job_application_search (rowid, title, company_name, notes, job_description)
          values (${searchRowOf('new.id')}, new.title, ${companyName('new')}, new.notes, new.job_description);
      end`,
    )
    .execute(db);
  // Also reached by the cascade of an account's deletion: SQLite runs triggers for foreign key actions.
  await sql
    .raw(
      `create trigger job_applications_search_after_delete after delete on job_applications begin
        delete from job_application_search where rowid = ${searchRowOf('old.id')};
        delete from job_application_search_rows where job_application_id = old.id;
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger companies_search_after_update after update of name on companies begin
        delete from job_application_search where rowid in (
          select rows.search_rowid from job_application_search_rows rows
          join job_applications on job_applications.id = rows.job_application_id
          where job_applications.company_id = new.id);
        insert into job_application_search (rowid, title, company_name, notes, job_description)
          select rows.search_rowid, job_applications.title, new.name, job_applications.notes, job_applications.job_description
          from job_applications join job_application_search_rows rows on rows.job_application_id = job_applications.id
          where job_applications.company_id = new.id;
      end`,
    )
    .execute(db);

  // Backfill, oldest first so that the search rows follow the applications' history.
  await sql
    .raw(`insert into job_application_search_rows (job_application_id) select id from job_applications order by created, id`)
    .execute(db);
  await sql
    .raw(
      `insert into job_application_search (rowid, title, company_name, notes, job_description)
        select rows.search_rowid, job_applications.title, ${companyName('job_applications')},
          job_applications.notes, job_applications.job_description
        from job_application_search_rows rows join job_applications on job_applications.id = rows.job_application_id`,
    )
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // The trigger locks the application before reading its actions: in READ COMMITTED each statement of the
  // function then reads a fresh snapshot, so two transactions adding actions to one application at once cannot
  // each miss the other's action. NO KEY UPDATE, the lock the UPDATE takes anyway, leaves alone the KEY SHARE
  // lock each writer's foreign key check already holds on the row (FOR UPDATE would deadlock against it).
  await sql
    .raw(
      `create function actions_refresh_application_status() returns trigger language plpgsql as $$
      declare
        affected text;
        applications text[];
      begin
        if tg_op = 'INSERT' then
          applications := array[new.job_application_id];
        elsif tg_op = 'DELETE' then
          applications := array[old.job_application_id];
        else
          applications := array[old.job_application_id, new.job_application_id];
        end if;
        foreach affected in array applications loop
          perform 1 from job_applications where id = affected for no key update;
          update job_applications set ${SET_STATUS} where id = affected;
        end loop;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger actions_status_after_change after insert or delete or update of type, date, job_application_id
        on actions for each row execute function actions_refresh_application_status()`,
    )
    .execute(db);

  // pg_trgm is a trusted extension (any role that may create in the database installs it). It goes in `public`
  // so that a schema dropped with its contents (each test has one) never takes the extension with it; the
  // transaction's advisory lock keeps two first migrations at once from both trying to create it.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const installed = await sql<{ schema: string }>`
    select pg_namespace.nspname as schema from pg_extension
    join pg_namespace on pg_namespace.oid = pg_extension.extnamespace
    where pg_extension.extname = 'pg_trgm'`.execute(db);
  const schema = installed.rows[0]?.schema ?? 'public';
  const operatorClass = `"${schema.replaceAll('"', '""')}".gin_trgm_ops`;
  for (const [table, column] of [
    ['job_applications', 'title'],
    ['job_applications', 'notes'],
    ['job_applications', 'job_description'],
    ['companies', 'name'],
  ] as const) {
    await sql
      .raw(`create index ${table}_${column}_trgm_idx on ${table} using gin (lower(${column}) ${operatorClass})`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const index of ['job_applications_title', 'job_applications_notes', 'job_applications_job_description', 'companies_name']) {
      await sql.raw(`drop index ${index}_trgm_idx`).execute(db);
    }
    await sql`drop trigger actions_status_after_change on actions`.execute(db);
    await sql`drop function actions_refresh_application_status()`.execute(db);
  } else {
    for (const trigger of [
      'companies_search_after_update',
      'job_applications_search_after_delete',
      'job_applications_search_after_update',
      'job_applications_search_after_insert',
      'actions_status_after_update',
      'actions_status_after_delete',
      'actions_status_after_insert',
    ]) {
      await sql.raw(`drop trigger ${trigger}`).execute(db);
    }
    await sql`drop table job_application_search`.execute(db);
    await sql`drop table job_application_search_rows`.execute(db);
  }
  await db.schema.dropIndex('job_applications_account_status_idx').execute();
  await db.schema.alterTable('job_applications').dropColumn('status_date').execute();
  await db.schema.alterTable('job_applications').dropColumn('status').execute();
}

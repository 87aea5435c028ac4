// Jobs waiting in the database's queue (pg-boss's table on PostgreSQL, background_jobs on SQLite), read back
// by tests that check what a transaction queued.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/schema';
import pino from 'pino';
import type { DatabaseHandle } from '../../server/db/database';
import { createJobQueue, isPostgres, JOB_KINDS, type JobHandlers } from '../../server/services/jobs/jobQueue';
import { pgBossSchemaOf } from '../../server/services/jobs/pgBossJobQueue';

/** The payloads of the jobs of a kind not yet taken. */
export async function queuedJobPayloads(db: Kysely<Database>, jobKind: string): Promise<unknown[]> {
  if (isPostgres(db)) {
    const schema = await pgBossSchemaOf(db);
    const { rows } = await sql<{ data: unknown }>`select data from ${sql.table(`${schema}.job`)}
      where name = ${jobKind} and state in ('created', 'retry')`.execute(db);
    return rows.map((row) => row.data);
  }
  const rows = await db.selectFrom('background_jobs').select('payload').where('kind', '=', jobKind).execute();
  return rows.map((row) => JSON.parse(row.payload) as unknown);
}

/**
 * Makes the queues exist without running anything: on PostgreSQL pg-boss creates its tables and queues when a
 * queue first starts, and a job sent before that fails.
 */
export async function prepareJobQueues(database: DatabaseHandle): Promise<void> {
  const idle = () => Promise.resolve();
  const handlers = Object.fromEntries(JOB_KINDS.map((kind) => [kind, idle])) as unknown as JobHandlers;
  const queue = createJobQueue({ database, logger: pino({ level: 'silent' }) });
  await queue.start(handlers);
  await queue.stop();
}

/**
 * Takes out of the queue the jobs of a kind not yet taken, those due by `dueBy` when given (their delay reached
 * it: pg-boss's `start_after`, the table's `run_after`), answering their payloads oldest first. For tests that run
 * a kind's handler themselves under a fake clock: pg-boss runs delayed jobs by the database's clock, which no
 * test can move.
 */
export async function takeQueuedJobs(db: Kysely<Database>, jobKind: string, dueBy?: Date): Promise<unknown[]> {
  if (isPostgres(db)) {
    const schema = await pgBossSchemaOf(db);
    const due = dueBy === undefined ? sql`true` : sql`start_after <= ${dueBy.toISOString()}::timestamptz`;
    const { rows } = await sql<{ data: unknown }>`delete from ${sql.table(`${schema}.job`)}
      where name = ${jobKind} and state in ('created', 'retry') and ${due}
      returning data, start_after`.execute(db);
    return rows.map((row) => row.data);
  }
  let query = db.deleteFrom('background_jobs').where('kind', '=', jobKind);
  if (dueBy !== undefined) query = query.where('run_after', '<=', dueBy.toISOString());
  const rows = await query.returning(['payload', 'run_after']).execute();
  return rows.sort((a, b) => a.run_after.localeCompare(b.run_after)).map((row) => JSON.parse(row.payload) as unknown);
}

/** When the queued jobs of a kind may run (their delay), earliest first. */
export async function queuedJobTimes(db: Kysely<Database>, jobKind: string): Promise<Date[]> {
  if (isPostgres(db)) {
    const schema = await pgBossSchemaOf(db);
    const { rows } = await sql<{ start_after: Date }>`select start_after from ${sql.table(`${schema}.job`)}
      where name = ${jobKind} and state in ('created', 'retry') order by start_after`.execute(db);
    return rows.map((row) => new Date(row.start_after));
  }
  const rows = await db.selectFrom('background_jobs').select('run_after').where('kind', '=', jobKind).orderBy('run_after').execute();
  return rows.map((row) => new Date(row.run_after));
}

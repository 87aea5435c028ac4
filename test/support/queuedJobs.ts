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

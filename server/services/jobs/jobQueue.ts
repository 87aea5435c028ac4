// Background work that survives a restart. A job is written in the same transaction as the change that needs
// it (so a committed upload always has its thumbnail job, and a rolled-back one has none) and run after the
// commit by a worker in any server process; a job runs at least once, so handlers are idempotent.
// The queue follows the database: the table queue in the SQLite file by default (one writer, one process),
// pg-boss on PostgreSQL, where several processes share the work. Both sit behind `JobQueue`.
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { DEFAULT_RETRY_POLICY, type EnqueueOptions, type JobKind, type JobPayloads, type JobQueue, type JobRetryPolicy } from './jobKinds';
import { createPgBossJobQueue, sendPgBossJob } from './pgBossJobQueue';
import { createTableJobQueue, insertTableJob } from './tableJobQueue';

export {
  JOB_KINDS,
  type AccountMailKind,
  type EnqueueOptions,
  type JobHandlers,
  type JobKind,
  type JobPayloads,
  type JobQueue,
  type JobRetryPolicy,
} from './jobKinds';

export interface JobQueueOptions {
  readonly database: DatabaseHandle;
  readonly logger: FastifyBaseLogger;
  /** How often idle workers look for due jobs (ms); pg-boss looks every 500 ms at most. */
  readonly pollIntervalMs?: number;
  /** Jobs of each kind one process runs at once. */
  readonly concurrency?: number;
  readonly retry?: Partial<JobRetryPolicy>;
  /** The time the table queue schedules by; pg-boss uses the database's clock. */
  readonly clock?: () => Date;
}

/** The queue of the database: pg-boss on PostgreSQL, the `background_jobs` table on SQLite. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const settings = {
    db: options.database.db,
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    concurrency: options.concurrency ?? 2,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    clock: options.clock ?? (() => new Date()),
  };
  return options.database.dialect === 'postgres' ? createPgBossJobQueue(settings) : createTableJobQueue(settings);
}

/**
 * Adds a job on `db` (the caller's transaction) for code that has a database but not the queue: the job goes
 * to the queue of that database, as `JobQueue.enqueue` would put it. Workers find it at their next look (from
 * `options.runAfter` on, when given).
 */
export async function enqueueJob<K extends JobKind>(
  db: Kysely<Database>,
  kind: K,
  payload: JobPayloads[K],
  now: Date,
  options: EnqueueOptions = {},
): Promise<void> {
  if (isPostgres(db)) await sendPgBossJob(db, kind, payload, options);
  else await insertTableJob(db, kind, payload, now, options);
}

/** Whether `db` (or a transaction of it) speaks to PostgreSQL; transactions share their database's adapter. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// The job queue on PostgreSQL: pg-boss, whose workers in every server process share the jobs (each fetch
// takes a job with SKIP LOCKED, so one job runs in one process at a time), retry failures with a growing
// delay and take back jobs whose worker died once their lease expires. pg-boss speaks through the app's own
// Kysely pool, so a job can be sent on the caller's transaction and commits or rolls back with its change.
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema';
import { JOB_KINDS, type JobHandlers, type JobKind, type JobPayloads, type JobRetryPolicy } from './jobKinds';
import type { JobQueue } from './jobQueue';

/** pg-boss's own schema when the app's tables are in `public`. */
export const PG_BOSS_SCHEMA = 'pgboss';

/**
 * Where pg-boss keeps its tables for the app whose tables `db` reaches: a schema of its own beside `public`, or,
 * for an app in a schema of its own (tests, several apps in one database), that same schema, so that queues of
 * different apps never mix and dropping the app's schema removes its jobs too. Its tables (job, queue,
 * archive, version, schedule, subscription) are names the app does not use.
 */
export async function pgBossSchemaOf(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? PG_BOSS_SCHEMA : current;
}

/**
 * pg-boss's view of a Kysely database or transaction: its SQL runs on that connection. Some of pg-boss's SQL is
 * a BEGIN ... COMMIT script (creating its schema under an advisory lock); when a statement of it fails, as it
 * does for the loser of two processes starting at once, the rest is skipped and the connection is left in the
 * failed transaction. On the app's pool that connection would then fail every query of whoever gets it next,
 * so a failure on the pool is followed by a ROLLBACK (a mere warning when no transaction is open). A caller's
 * transaction is the caller's to roll back.
 */
function pgBossDbOf(db: Kysely<Database>): PgBoss.Db {
  if (db.isTransaction) {
    return {
      async executeSql(text, values) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: [...result.rows] };
      },
    };
  }
  return {
    executeSql: (text, values) =>
      db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values));
          return { rows: [...result.rows] };
        } catch (error) {
          // A connection too broken to roll back is dropped by the pool anyway; the first error is the one to tell.
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
          throw error;
        }
      }),
  };
}

/** pg-boss instances that only send (never started), one per schema: sending needs just the schema's SQL. */
const senders = new Map<string, PgBoss>();

function senderFor(schema: string): PgBoss {
  let sender = senders.get(schema);
  if (sender === undefined) {
    const unconnected: PgBoss.Db = {
      executeSql: () => Promise.reject(new Error('a pg-boss sender runs its SQL on the connection it is given')),
    };
    sender = new PgBoss({ db: unconnected, schema, supervise: false, schedule: false, migrate: false });
    senders.set(schema, sender);
  }
  return sender;
}

/** Sends a job on `db` (the caller's transaction); pg-boss's workers see it once that transaction commits. */
export async function sendPgBossJob<K extends JobKind>(db: Kysely<Database>, kind: K, payload: JobPayloads[K]): Promise<void> {
  const schema = await pgBossSchemaOf(db);
  const id = await senderFor(schema).send(kind, payload, { db: pgBossDbOf(db) });
  // pg-boss answers null, inserting nothing, for a queue it does not know: the queue was never started here.
  if (id === null) throw new Error(`The job queue ${kind} does not exist in ${schema}: start the job queue first`);
}

/**
 * Makes (or updates) the queue of each kind of job, and hands over to pg-boss the jobs that a version before it
 * left in the `background_jobs` table (the queue of every database then), so none is lost nor run twice; jobs
 * that had failed for good stay in the table with their error. One transaction under an advisory lock: pg-boss
 * deadlocks when two processes make the same queue at once.
 */
async function prepareQueues(db: Kysely<Database>, schema: string, retry: JobRetryPolicy): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`${schema}.job queues`}))`.execute(trx);
    const boss = new PgBoss({ db: pgBossDbOf(trx), schema, supervise: false, schedule: false, migrate: false });
    for (const kind of JOB_KINDS) {
      const queue = {
        name: kind,
        retryLimit: retry.maxAttempts - 1,
        retryDelay: retry.retryDelaySeconds,
        // pg-boss waits at least a second between attempts with backoff; no delay asked means none.
        retryBackoff: retry.retryDelaySeconds > 0,
        expireInSeconds: retry.leaseSeconds,
      };
      await boss.createQueue(kind, queue);
      // Settings changed since the queue was made apply to the jobs sent from now on.
      await boss.updateQueue(kind, queue);
    }
    const rows = await trx
      .deleteFrom('background_jobs')
      .where('failed_at', 'is', null)
      .where('kind', 'in', JOB_KINDS)
      .returning(['kind', 'payload'])
      .execute();
    if (rows.length > 0) await boss.insert(rows.map((row) => ({ name: row.kind, data: JSON.parse(row.payload) as object })));
    return rows.length;
  });
}

export interface PgBossJobQueueSettings {
  readonly db: Kysely<Database>;
  readonly logger: FastifyBaseLogger;
  readonly pollIntervalMs: number;
  readonly concurrency: number;
  readonly retry: JobRetryPolicy;
}

/** pg-boss polls every half second at the most often. */
const MIN_POLL_SECONDS = 0.5;
/** How often `idle` looks at the queue while jobs are pending. */
const IDLE_CHECK_MS = 50;

export function createPgBossJobQueue(settings: PgBossJobQueueSettings): JobQueue {
  const { db, logger, retry } = settings;
  /** Set as soon as it exists, so that a stop after a failed start still ends its timers. */
  let boss: PgBoss | undefined;
  let started: { readonly boss: PgBoss; readonly schema: string; readonly workerIds: readonly string[] } | undefined;
  let stopped = false;
  let starting: Promise<void> | undefined;
  let runningHere = 0;

  function work<K extends JobKind>(boss: PgBoss, kind: K, handler: JobHandlers[K]): Promise<string> {
    const options = { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: Math.max(MIN_POLL_SECONDS, settings.pollIntervalMs / 1000) } as const;
    return boss.work<JobPayloads[K]>(kind, options, async ([job]) => {
      if (job === undefined) return;
      runningHere += 1;
      try {
        await handler(job.data);
      } catch (error) {
        const giveUp = job.retryCount >= job.retryLimit;
        logger.error({ err: error, job: job.id, kind, attempts: job.retryCount + 1 }, giveUp ? 'background job failed for good' : 'background job failed');
        // pg-boss records the failure and schedules the retry.
        throw error;
      } finally {
        runningHere -= 1;
      }
    });
  }

  /** Jobs due or running in any process. */
  async function pendingJobs(schema: string): Promise<number> {
    const { rows } = await sql<{ pending: number }>`
      select count(*)::int as pending from ${sql.table(`${schema}.job`)}
      where name in (${sql.join(JOB_KINDS)})
        and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))
    `.execute(db);
    return rows[0]?.pending ?? 0;
  }

  async function startWorkers(handlers: JobHandlers, options: { readonly runJobs?: boolean }): Promise<void> {
    const schema = await pgBossSchemaOf(db);

    const instance = new PgBoss({
      db: pgBossDbOf(db),
      schema,
      // No cron jobs here; maintenance (expiring lost jobs, archiving) runs in one process at a time.
      schedule: false,
      supervise: true,
    });
    instance.on('error', (error) => {
      logger.error({ err: error }, 'job queue error');
    });
    boss = instance;
    await instance.start();
    const adopted = await prepareQueues(db, schema, retry);
    if (adopted > 0) logger.info({ jobs: adopted }, 'jobs of the background_jobs table handed over to pg-boss');
    const workerIds: string[] = [];
    if (options.runJobs !== false) {
      for (let worker = 0; worker < settings.concurrency; worker += 1) {
        workerIds.push(
          await work(instance, 'render_file', handlers.render_file),
          await work(instance, 'remove_stored_objects', handlers.remove_stored_objects),
          await work(instance, 'send_account_mail', handlers.send_account_mail),
        );
      }
    }
    started = { boss: instance, schema, workerIds };
  }

  function wake(): void {
    if (started === undefined || stopped) return;
    for (const id of started.workerIds) started.boss.notifyWorker(id);
  }

  return {
    async enqueue(target, kind, payload) {
      await sendPgBossJob(target, kind, payload);
      wake();
    },

    start(handlers, options = {}) {
      starting = startWorkers(handlers, options);
      return starting;
    },

    wake,

    async idle() {
      if (started === undefined || started.workerIds.length === 0) return;
      const { schema } = started;
      while (!stopped) {
        wake();
        if ((await pendingJobs(schema)) === 0 && runningHere === 0) return;
        await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      // pg-boss ignores a stop before its start has ended: a start under way ends first.
      await starting?.catch(() => undefined);
      // Waits for the jobs under way; one still running after the lease is failed, to be retried elsewhere.
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: retry.leaseSeconds * 1000 });
    },
  };
}

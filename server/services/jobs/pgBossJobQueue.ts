// The job queue on PostgreSQL: pg-boss, from which job loops in every server process take the jobs (each fetch
// takes a job with SKIP LOCKED, so one job runs in one process at a time), retry failures with a growing
// delay and take back jobs whose worker died once their lease expires. pg-boss speaks through the app's own
// Kysely pool, so a job can be sent on the caller's transaction and commits or rolls back with its change.
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/schema';
import { onFirstUse } from '../onFirstUse';
import { type EnqueueOptions, JOB_KINDS, type JobHandlers, type JobKind, type JobPayloads, type JobQueue, type JobRetryPolicy } from './jobKinds';

/** Loaded by the first queue or job on PostgreSQL: requiring pg-boss takes some 70 ms that every start on SQLite would pay. */
const loadPgBoss = onFirstUse(async () => (await import('pg-boss')).default);

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

async function senderFor(schema: string): Promise<PgBoss> {
  const PgBoss = await loadPgBoss();
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

/**
 * Sends a job on `db` (the caller's transaction); pg-boss's workers see it once that transaction commits, and
 * take it from `runAfter` on (pg-boss's `startAfter`, compared with the database's clock). pg-boss keeps a job
 * waiting until 14 days after its start, so a job may be delayed for as long as it likes.
 */
export async function sendPgBossJob<K extends JobKind>(db: Kysely<Database>, kind: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<void> {
  const schema = await pgBossSchemaOf(db);
  const id = await (await senderFor(schema)).send(kind, payload, {
    db: pgBossDbOf(db),
    ...(options.runAfter === undefined ? {} : { startAfter: options.runAfter }),
  });
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
  const PgBoss = await loadPgBoss();
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

/** How often `idle` looks at the queue while jobs are pending. */
const IDLE_CHECK_MS = 50;

export function createPgBossJobQueue(settings: PgBossJobQueueSettings): JobQueue {
  const { db, logger, retry } = settings;
  /** Set as soon as it exists, so that a stop after a failed start still ends its timers. */
  let boss: PgBoss | undefined;
  let started: { readonly boss: PgBoss; readonly schema: string; readonly runsJobs: boolean } | undefined;
  let stopped = false;
  let starting: Promise<void> | undefined;
  let runningHere = 0;

  /** This process's job loops, and the wakers of those waiting for work. */
  const loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();

  /** Read through a call: the compiler takes `stopped` for false inside a loop on `!stopped`. */
  const isStopping = (): boolean => stopped;

  function nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  }

  /**
   * Takes the jobs of one kind one at a time, as pg-boss's own workers would (fetch, then complete or fail),
   * but in a loop of ours that `stop` ends and awaits: pg-boss's workers go on polling for a moment after its
   * stop has resolved.
   */
  async function runJobsOf<K extends JobKind>(boss: PgBoss, kind: K, handler: JobHandlers[K]): Promise<void> {
    while (!stopped) {
      let job: PgBoss.JobWithMetadata<JobPayloads[K]> | undefined;
      try {
        [job] = await boss.fetch<JobPayloads[K]>(kind, { batchSize: 1, includeMetadata: true });
      } catch (error) {
        logger.error({ err: error, kind }, 'background jobs could not be fetched');
      }
      if (job === undefined) {
        // A stop that came during the fetch must not wait out a nap (the loop's condition reads it again).
        if (!isStopping()) await nap(settings.pollIntervalMs);
        continue;
      }
      runningHere += 1;
      try {
        await handler(job.data);
        await boss.complete(kind, job.id);
      } catch (error) {
        const giveUp = job.retryCount >= job.retryLimit;
        logger.error({ err: error, job: job.id, kind, attempts: job.retryCount + 1 }, giveUp ? 'background job failed for good' : 'background job failed');
        // pg-boss records the failure and schedules the retry; a job it cannot record comes back at its lease's end.
        await boss.fail(kind, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((failure: unknown) => {
          logger.error({ err: failure, job: job.id, kind }, 'background job failure could not be recorded');
        });
      } finally {
        runningHere -= 1;
      }
    }
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
    const PgBoss = await loadPgBoss();

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
    const runsJobs = options.runJobs !== false && !stopped;
    if (runsJobs) {
      for (let worker = 0; worker < settings.concurrency; worker += 1) {
        for (const kind of JOB_KINDS) loops.push(runJobsOf(instance, kind, handlers[kind]));
      }
    }
    started = { boss: instance, schema, runsJobs };
  }

  function wake(): void {
    for (const sleeper of [...sleepers]) sleeper();
  }

  return {
    async enqueue(target, kind, payload, options = {}) {
      await sendPgBossJob(target, kind, payload, options);
      wake();
    },

    start(handlers, options = {}) {
      starting = startWorkers(handlers, options);
      return starting;
    },

    wake,

    async idle() {
      if (started === undefined || !started.runsJobs) return;
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
      wake();
      // The jobs under way finish, for as long as their lease; one still running then is taken back by pg-boss.
      let leaseEnded: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(loops),
        new Promise((resolve) => (leaseEnded = setTimeout(resolve, retry.leaseSeconds * 1000))),
      ]);
      clearTimeout(leaseEnded);
      await boss?.stop({ graceful: false, close: false });
    },
  };
}

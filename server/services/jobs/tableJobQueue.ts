// The job queue of the embedded default: rows of `background_jobs` in the SQLite file, run by a runner in the
// server process. SQLite has one writer, so a claim (an UPDATE guarded by the lease) is exclusive.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EnqueueOptions, JobHandlers, JobKind, JobPayloads, JobQueue, JobRetryPolicy } from './jobKinds';

/**
 * Writes a job in the caller's transaction; it becomes visible to runners when that transaction commits, and is
 * taken from `runAfter` on (at once without it).
 */
export async function insertTableJob<K extends JobKind>(
  db: Kysely<Database>,
  kind: K,
  payload: JobPayloads[K],
  now: Date,
  options: EnqueueOptions = {},
): Promise<void> {
  const runAfter = options.runAfter !== undefined && options.runAfter > now ? options.runAfter : now;
  await db
    .insertInto('background_jobs')
    .values({ id: randomUUID(), kind, payload: JSON.stringify(payload), run_after: runAfter.toISOString(), created: now.toISOString() })
    .execute();
}

export interface TableJobQueueSettings {
  readonly db: Kysely<Database>;
  readonly logger: FastifyBaseLogger;
  readonly pollIntervalMs: number;
  readonly concurrency: number;
  readonly retry: JobRetryPolicy;
  readonly clock: () => Date;
}

interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly payload: string;
  readonly attempts: number;
}

/** Wait before the next attempt after `attempts` failures: the base delay doubled each time, at most an hour. */
function retryDelayMs(retry: JobRetryPolicy, attempts: number): number {
  return Math.min(retry.retryDelaySeconds * 2 ** (attempts - 1) * 1000, 60 * 60_000);
}

export function createTableJobQueue(settings: TableJobQueueSettings): JobQueue {
  const { db, logger, retry, clock } = settings;
  const running = new Set<Promise<void>>();
  let handlers: JobHandlers | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let lookAgain = false;
  let idleWaiters: (() => void)[] = [];

  /** Takes the oldest due job that no live runner holds; the WHERE on the update makes two runners' claims exclusive. */
  async function claim(): Promise<ClaimedJob | undefined> {
    const now = clock();
    const nowText = now.toISOString();
    const candidate = await db
      .selectFrom('background_jobs')
      .select('id')
      .where('failed_at', 'is', null)
      .where('run_after', '<=', nowText)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
      .orderBy('run_after')
      .limit(1)
      .executeTakeFirst();
    if (candidate === undefined) return undefined;
    const claimed = await db
      .updateTable('background_jobs')
      .set((eb) => ({ locked_until: new Date(now.getTime() + retry.leaseSeconds * 1000).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', candidate.id)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
      .returning(['id', 'kind', 'payload', 'attempts'])
      .executeTakeFirst();
    // Another runner took it between the two statements: look again.
    return claimed ?? (await claim());
  }

  async function execute(job: ClaimedJob, jobHandlers: JobHandlers): Promise<void> {
    try {
      const handler = jobHandlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined;
      if (handler === undefined) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload));
      await db.deleteFrom('background_jobs').where('id', '=', job.id).execute();
    } catch (error) {
      const { attempts } = job;
      const giveUp = attempts >= retry.maxAttempts;
      logger.error({ err: error, job: job.id, kind: job.kind, attempts }, giveUp ? 'background job failed for good' : 'background job failed');
      const now = clock();
      await db
        .updateTable('background_jobs')
        .set({
          locked_until: null,
          last_error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          run_after: new Date(now.getTime() + retryDelayMs(retry, attempts)).toISOString(),
          failed_at: giveUp ? now.toISOString() : null,
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  async function fill(jobHandlers: JobHandlers): Promise<void> {
    while (!stopped && running.size < settings.concurrency) {
      const job = await claim();
      if (job === undefined) return;
      const run = execute(job, jobHandlers)
        .catch((error: unknown) => {
          logger.error({ err: error, job: job.id }, 'background job could not be recorded');
        })
        .finally(() => {
          running.delete(run);
          wake();
        });
      running.add(run);
    }
  }

  function releaseIdleWaiters(): void {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function wake(): void {
    if (stopped || handlers === undefined) return;
    if (looking !== undefined) {
      lookAgain = true;
      return;
    }
    looking = fill(handlers)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'background jobs could not be claimed');
      })
      .finally(() => {
        looking = undefined;
        if (lookAgain) {
          lookAgain = false;
          wake();
        } else if (running.size === 0) {
          releaseIdleWaiters();
        }
      });
  }

  return {
    async enqueue(target, kind, payload, options = {}) {
      await insertTableJob(target, kind, payload, clock(), options);
      wake();
    },
    start(jobHandlers, options = {}) {
      // The table is made by the migrations; a process that runs no jobs has nothing to start.
      if (options.runJobs === false || stopped) return Promise.resolve();
      handlers = jobHandlers;
      timer = setInterval(wake, settings.pollIntervalMs);
      timer.unref();
      wake();
      return Promise.resolve();
    },
    wake,
    idle() {
      // A queue that runs nothing here has nothing to wait for.
      if (handlers === undefined || stopped) return Promise.resolve();
      if (looking === undefined && running.size === 0 && !lookAgain) {
        // Nothing running here; one look makes sure nothing committed meanwhile is due.
        return new Promise((resolve) => {
          idleWaiters.push(resolve);
          wake();
        });
      }
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
      while (running.size > 0) await Promise.all([...running]);
      releaseIdleWaiters();
    },
  };
}

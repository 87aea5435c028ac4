// Background work that survives a restart: a job is a row of background_jobs, written in the same transaction
// as the change that needs it (so a committed upload always has its thumbnail job, and a rolled-back one has
// none), and run after the commit by a runner in each server process. A job runs at least once: handlers are
// idempotent. This table is the queue while one database serves everything; the interface below (enqueue in a
// transaction, handlers by kind) is what a queue engine would replace when the app is scaled out.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every kind of job, with its payload. */
export interface JobPayloads {
  /** Render a new file's thumbnails and extract its text. */
  readonly render_file: { readonly file_id: string };
  /** Remove the stored objects of a deleted file (its bytes and thumbnails). */
  readonly remove_stored_objects: { readonly keys: readonly string[] };
}
export type JobKind = keyof JobPayloads;

export type JobHandlers = { readonly [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };

/** Writes a job in the caller's transaction; it becomes visible to runners when that transaction commits. */
export async function enqueueJob<K extends JobKind>(db: Kysely<Database>, kind: K, payload: JobPayloads[K], now: Date): Promise<void> {
  await db
    .insertInto('background_jobs')
    .values({ id: randomUUID(), kind, payload: JSON.stringify(payload), run_after: now.toISOString(), created: now.toISOString() })
    .execute();
}

export interface JobRunnerOptions {
  readonly db: Kysely<Database>;
  readonly handlers: JobHandlers;
  readonly logger: FastifyBaseLogger;
  /** How often an idle runner looks for due jobs (ms); `wake()` looks at once. */
  readonly pollIntervalMs?: number;
  /** How long a claimed job stays the runner's before another may take it (ms): longer than any job runs. */
  readonly leaseMs?: number;
  /** Jobs run at once by this runner. */
  readonly concurrency?: number;
  readonly maxAttempts?: number;
  readonly clock?: () => Date;
}

export interface JobRunner {
  /** Looks for due jobs now (after a commit that enqueued some). */
  wake(): void;
  /** Resolves once no job is due or running (tests wait for the work a request caused). */
  idle(): Promise<void>;
  /** Stops claiming jobs and waits for the running ones. */
  stop(): Promise<void>;
}

const DEFAULTS = { pollIntervalMs: 1000, leaseMs: 5 * 60_000, concurrency: 2, maxAttempts: 5 } as const;

/** Seconds before the next attempt after `attempts` failures: 2, 4, 8, 16... capped at five minutes. */
function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 5 * 60_000);
}

interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly payload: string;
  readonly attempts: number;
}

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, logger } = options;
  const settings = { ...DEFAULTS, ...options };
  const clock = options.clock ?? (() => new Date());
  const running = new Set<Promise<void>>();
  let stopped = false;
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
      .set((eb) => ({ locked_until: new Date(now.getTime() + settings.leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', candidate.id)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
      .returning(['id', 'kind', 'payload', 'attempts'])
      .executeTakeFirst();
    // Another runner took it between the two statements: look again.
    return claimed ?? (await claim());
  }

  async function execute(job: ClaimedJob): Promise<void> {
    try {
      const handler = handlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined;
      if (handler === undefined) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload));
      await db.deleteFrom('background_jobs').where('id', '=', job.id).execute();
    } catch (error) {
      const { attempts } = job;
      const giveUp = attempts >= settings.maxAttempts;
      logger.error({ err: error, job: job.id, kind: job.kind, attempts }, giveUp ? 'background job failed for good' : 'background job failed');
      const now = clock();
      await db
        .updateTable('background_jobs')
        .set({
          locked_until: null,
          last_error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
          run_after: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          failed_at: giveUp ? now.toISOString() : null,
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  async function fill(): Promise<void> {
    while (!stopped && running.size < settings.concurrency) {
      const job = await claim();
      if (job === undefined) return;
      const run = execute(job)
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

  function wake(): void {
    if (stopped) return;
    if (looking !== undefined) {
      lookAgain = true;
      return;
    }
    looking = fill()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'background jobs could not be claimed');
      })
      .finally(() => {
        looking = undefined;
        if (lookAgain) {
          lookAgain = false;
          wake();
        } else if (running.size === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
  }

  const timer = setInterval(wake, settings.pollIntervalMs);
  timer.unref();
  wake();

  return {
    wake,
    idle() {
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
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    },
  };
}

// The job queue behind one interface, on the database's own queue: the `background_jobs` table on SQLite and
// pg-boss on PostgreSQL (run when TEST_DATABASE_URL is set). A job enqueued in a transaction runs only if that
// transaction commits, runs once, is retried after a failure and given up after the last attempt, survives a
// stopped process, and is shared by the workers of two processes without running twice. On PostgreSQL, the jobs
// an earlier version left in the table are handed over to pg-boss.
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { createJobQueue, enqueueJob, type JobHandlers, type JobQueue, type JobQueueOptions } from '../../../../server/services/jobs/jobQueue';
import { insertTableJob } from '../../../../server/services/jobs/tableJobQueue';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { describeWithPostgres } from '../../../support/environment';

jest.setTimeout(30_000);

const logger = pino({ level: 'silent' });

interface Recorder {
  readonly handlers: JobHandlers;
  /** The payload ids (file ids, keys, addresses) of the jobs that succeeded, in order. */
  readonly done: string[];
  /** Every attempt, failed ones included. */
  readonly attempts: string[];
}

/** Handlers that record what they run; `failures` attempts of a job fail before it succeeds. */
function recorder(failures = 0, runFor: (id: string) => Promise<void> = () => Promise.resolve()): Recorder {
  const done: string[] = [];
  const attempts: string[] = [];
  const failuresLeft = new Map<string, number>();
  async function run(id: string): Promise<void> {
    attempts.push(id);
    const left = failuresLeft.get(id) ?? failures;
    if (left > 0) {
      failuresLeft.set(id, left - 1);
      throw new Error('the worker crashed');
    }
    await runFor(id);
    done.push(id);
  }
  return {
    done,
    attempts,
    handlers: {
      render_file: ({ file_id }) => run(file_id),
      remove_stored_objects: ({ keys }) => run(keys.join(',')),
      send_account_mail: ({ to }) => run(to),
      build_account_export: ({ export_id }) => run(export_id),
      send_action_reminder: ({ action_id }) => run(action_id),
      reschedule_reminders: ({ account_id }) => run(account_id),
      send_reminder_mail: ({ reminder_id }) => run(reminder_id),
      send_reminder_push: ({ subscription_id }) => run(subscription_id),
    },
  };
}

describe.each(databaseKinds)('the job queue on %s', (kind) => {
  let database: TestDatabase;
  const started: JobQueue[] = [];
  const db = (): Kysely<Database> => database.handle.db;
  let next = 0;
  const uniqueId = (): string => `job-${String((next += 1))}`;

  async function startQueue(handlers: JobHandlers, options: Partial<JobQueueOptions> & { runJobs?: boolean } = {}): Promise<JobQueue> {
    const { runJobs, ...queueOptions } = options;
    const queue = createJobQueue({ database: database.handle, logger, pollIntervalMs: 500, retry: { retryDelaySeconds: 0 }, ...queueOptions });
    started.push(queue);
    await queue.start(handlers, runJobs === undefined ? {} : { runJobs });
    return queue;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job enqueued in a committed transaction once', async () => {
    const { handlers, done } = recorder();
    const queue = await startQueue(handlers);
    const id = uniqueId();
    await db()
      .transaction()
      .execute((trx) => queue.enqueue(trx, 'render_file', { file_id: id }));
    await queue.idle();
    await queue.idle();
    expect(done).toEqual([id]);
  });

  it('never runs a job whose transaction rolled back', async () => {
    const { handlers, attempts } = recorder();
    const queue = await startQueue(handlers);
    const id = uniqueId();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await queue.enqueue(trx, 'remove_stored_objects', { keys: [id] });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    await queue.idle();
    expect(attempts).toEqual([]);
  });

  it('runs a job enqueued by code that has only the database (enqueueJob), on the same queue', async () => {
    const { handlers, done } = recorder();
    const queue = await startQueue(handlers);
    const id = uniqueId();
    await db()
      .transaction()
      .execute((trx) => enqueueJob(trx, 'send_account_mail', { mail: 'password_reset', to: id, locale: 'en-US', sealed_token: 'x' }, new Date()));
    queue.wake();
    await queue.idle();
    expect(done).toEqual([id]);
  });

  it('runs a delayed job once its time has come, not before', async () => {
    const { handlers, done } = recorder();
    const queue = await startQueue(handlers, { pollIntervalMs: 50 });
    const [early, later] = [uniqueId(), uniqueId()];
    const runAfter = new Date(Date.now() + 1200);
    await db()
      .transaction()
      .execute(async (trx) => {
        await queue.enqueue(trx, 'send_action_reminder', { action_id: later, date: runAfter.toISOString() }, { runAfter });
        await queue.enqueue(trx, 'send_action_reminder', { action_id: early, date: runAfter.toISOString() });
      });
    // A delayed job is not due: idle does not wait for it.
    await queue.idle();
    expect(done).toEqual([early]);
    while (done.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now()).toBeGreaterThanOrEqual(runAfter.getTime());
    expect(done).toEqual([early, later]);
  });

  it('takes a delayed job on SQLite by its own clock', async () => {
    if (kind !== 'sqlite') return;
    let now = new Date('2026-12-01T10:00:00.000Z');
    const { handlers, done } = recorder();
    const queue = await startQueue(handlers, { clock: () => now });
    const id = uniqueId();
    await queue.enqueue(db(), 'send_reminder_mail', { reminder_id: id }, { runAfter: new Date('2026-12-01T11:00:00.000Z') });
    await queue.idle();
    expect(done).toEqual([]);
    now = new Date('2026-12-01T11:00:00.000Z');
    await queue.idle();
    expect(done).toEqual([id]);
  });

  it('retries a failed job until it succeeds', async () => {
    const { handlers, done, attempts } = recorder(2);
    const queue = await startQueue(handlers);
    const id = uniqueId();
    await queue.enqueue(db(), 'render_file', { file_id: id });
    await queue.idle();
    expect(attempts).toEqual([id, id, id]);
    expect(done).toEqual([id]);
  });

  it('gives a job up after its last attempt', async () => {
    const { handlers, done, attempts } = recorder(100);
    const queue = await startQueue(handlers, { retry: { retryDelaySeconds: 0, maxAttempts: 3 } });
    const id = uniqueId();
    await queue.enqueue(db(), 'render_file', { file_id: id });
    await queue.idle();
    queue.wake();
    await queue.idle();
    expect(attempts).toEqual([id, id, id]);
    expect(done).toEqual([]);
  });

  it('waits for a later attempt after a failure, the delay growing', async () => {
    const { handlers, attempts } = recorder(1);
    const queue = await startQueue(handlers, { retry: { retryDelaySeconds: 60 } });
    const id = uniqueId();
    await queue.enqueue(db(), 'render_file', { file_id: id });
    await queue.idle();
    queue.wake();
    await queue.idle();
    // Not due for a minute: nothing pending now, and no second attempt.
    expect(attempts).toEqual([id]);
  });

  it('keeps a job enqueued by a process that stopped before running it, for the next process to run once', async () => {
    const first = recorder();
    const enqueuing = await startQueue(first.handlers, { runJobs: false });
    const id = uniqueId();
    await enqueuing.enqueue(db(), 'send_account_mail', { mail: 'sign_up_confirmation', to: id, locale: 'fr-FR', sealed_token: 'x' });
    await enqueuing.idle();
    await enqueuing.stop();
    expect(first.attempts).toEqual([]);

    const second = recorder();
    const running = await startQueue(second.handlers);
    running.wake();
    await running.idle();
    expect(second.done).toEqual([id]);
  });

  it('lets the jobs under way end when it stops, and runs none of them again', async () => {
    let release: () => void = () => undefined;
    let begun: () => void = () => undefined;
    const hasBegun = new Promise<void>((resolve) => (begun = resolve));
    const slow = recorder(0, () => {
      begun();
      return new Promise((resolve) => (release = resolve));
    });
    const queue = await startQueue(slow.handlers);
    const id = uniqueId();
    await queue.enqueue(db(), 'render_file', { file_id: id });
    await hasBegun;
    const stopping = queue.stop();
    setTimeout(() => {
      release();
    }, 100);
    await stopping;
    expect(slow.done).toEqual([id]);

    const after = recorder();
    const next = await startQueue(after.handlers);
    next.wake();
    await next.idle();
    expect(after.attempts).toEqual([]);
  });

  it('shares the jobs between the workers of two processes without running one twice', async () => {
    const { handlers, done } = recorder();
    const ids = Array.from({ length: 30 }, () => uniqueId());
    const queues = [await startQueue(handlers, { concurrency: 3 }), await startQueue(handlers, { concurrency: 3 })];
    for (const id of ids) await enqueueJob(db(), 'render_file', { file_id: id }, new Date());
    for (const queue of queues) queue.wake();
    await Promise.all(queues.map((queue) => queue.idle()));
    await Promise.all(queues.map((queue) => queue.idle()));
    expect([...done].sort()).toEqual([...ids].sort());
  });
});

describeWithPostgres('the job queue on PostgreSQL after an upgrade', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs the jobs an earlier version left in the background_jobs table, once, and keeps those failed for good', async () => {
    const db = database.handle.db;
    const now = new Date();
    await insertTableJob(db, 'render_file', { file_id: 'left-behind' }, now);
    await insertTableJob(db, 'remove_stored_objects', { keys: ['failed/original'] }, now);
    await db.updateTable('background_jobs').set({ failed_at: now.toISOString(), attempts: 5 }).where('kind', '=', 'remove_stored_objects').execute();

    const { handlers, done } = recorder();
    const queues = [createJobQueue({ database: database.handle, logger }), createJobQueue({ database: database.handle, logger })];
    try {
      await Promise.all(queues.map((queue) => queue.start(handlers)));
      await Promise.all(queues.map((queue) => queue.idle()));
      expect(done).toEqual(['left-behind']);
      expect(await db.selectFrom('background_jobs').select('kind').execute()).toEqual([{ kind: 'remove_stored_objects' }]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });
});

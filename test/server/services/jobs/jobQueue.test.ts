// The database-backed job queue on SQLite and PostgreSQL: a job enqueued in a transaction runs only if that
// transaction commits, runs once per success, is retried after a failure and given up after the last attempt,
// and a job claimed by a runner that died is taken again when its lease ends.
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { enqueueJob, type JobHandlers, startJobRunner } from '../../../../server/services/jobs/jobQueue';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';

const logger = pino({ level: 'silent' });

describe.each(databaseKinds)('background jobs on %s', (kind) => {
  let database: TestDatabase;
  const db = (): Kysely<Database> => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await db().deleteFrom('background_jobs').execute();
  });
  afterAll(async () => {
    await database.close();
  });

  function recordingHandlers(failures: { remaining: number } = { remaining: 0 }) {
    const seen: string[] = [];
    const handlers: JobHandlers = {
      render_file: ({ file_id }) => {
        if (failures.remaining > 0) {
          failures.remaining -= 1;
          return Promise.reject(new Error('renderer crashed'));
        }
        seen.push(file_id);
        return Promise.resolve();
      },
      remove_stored_objects: ({ keys }) => {
        seen.push(...keys);
        return Promise.resolve();
      },
    };
    return { seen, handlers };
  }

  it('runs a committed job once and removes it', async () => {
    const { seen, handlers } = recordingHandlers();
    await db().transaction().execute((trx) => enqueueJob(trx, 'render_file', { file_id: 'f1' }, new Date()));
    const runner = startJobRunner({ db: db(), handlers, logger, pollIntervalMs: 20 });
    await runner.idle();
    await runner.stop();
    expect(seen).toEqual(['f1']);
    expect(await db().selectFrom('background_jobs').selectAll().execute()).toEqual([]);
  });

  it('never sees a job whose transaction rolled back', async () => {
    const { seen, handlers } = recordingHandlers();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueueJob(trx, 'remove_stored_objects', { keys: ['a/original'] }, new Date());
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    const runner = startJobRunner({ db: db(), handlers, logger, pollIntervalMs: 20 });
    await runner.idle();
    await runner.stop();
    expect(seen).toEqual([]);
  });

  it('retries a failed job later, and gives up after the last attempt, keeping it with its error', async () => {
    let now = new Date('2026-11-24T10:00:00.000Z');
    const failures = { remaining: 10 };
    const { seen, handlers } = recordingHandlers(failures);
    await enqueueJob(db(), 'render_file', { file_id: 'f2' }, now);
    const runner = startJobRunner({ db: db(), handlers, logger, pollIntervalMs: 10_000, maxAttempts: 3, clock: () => now });
    await runner.idle();
    let row = await db().selectFrom('background_jobs').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe('renderer crashed');
    expect(row.failed_at).toBeNull();
    expect(row.run_after > now.toISOString()).toBe(true);

    for (let attempt = 2; attempt <= 3; attempt += 1) {
      now = new Date(now.getTime() + 10 * 60_000);
      runner.wake();
      await runner.idle();
    }
    row = await db().selectFrom('background_jobs').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    expect(row.failed_at).not.toBeNull();

    now = new Date(now.getTime() + 60 * 60_000);
    runner.wake();
    await runner.idle();
    await runner.stop();
    expect(seen).toEqual([]);
    expect((await db().selectFrom('background_jobs').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(3);
  });

  it('takes again a job whose runner died once its lease has ended, and not before', async () => {
    let now = new Date('2026-11-24T10:00:00.000Z');
    const { seen, handlers } = recordingHandlers();
    await enqueueJob(db(), 'render_file', { file_id: 'f3' }, now);
    // A runner that claimed the job and died: its lease runs for five minutes.
    await db().updateTable('background_jobs').set({ locked_until: new Date(now.getTime() + 5 * 60_000).toISOString(), attempts: 1 }).execute();

    const runner = startJobRunner({ db: db(), handlers, logger, pollIntervalMs: 10_000, clock: () => now });
    await runner.idle();
    expect(seen).toEqual([]);
    now = new Date(now.getTime() + 6 * 60_000);
    runner.wake();
    await runner.idle();
    await runner.stop();
    expect(seen).toEqual(['f3']);
  });

  it('lets two runners share the jobs without running one twice', async () => {
    const { seen, handlers } = recordingHandlers();
    const ids = Array.from({ length: 20 }, (_, index) => `file-${String(index)}`);
    for (const id of ids) await enqueueJob(db(), 'render_file', { file_id: id }, new Date());
    const runners = [1, 2].map(() => startJobRunner({ db: db(), handlers, logger, pollIntervalMs: 20, concurrency: 3 }));
    await Promise.all(runners.map((runner) => runner.idle()));
    await Promise.all(runners.map((runner) => runner.idle()));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect([...seen].sort()).toEqual([...ids].sort());
  });
});

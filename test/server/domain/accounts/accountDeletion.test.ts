// "Delete my account" on SQLite and PostgreSQL: the password again, then no row of the account left in any table,
// its queued jobs gone, other accounts untouched, and its stored objects removed after the commit by jobs that
// are retried until the storage lets them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pino from 'pino';
import type { Database } from '../../../../server/db/schema';
import { ACCOUNT_DATA_TABLES } from '../../../../server/domain/accounts/accountDataTables';
import { deleteAccount } from '../../../../server/domain/accounts/accountDeletion';
import { argon2Passwords } from '../../../../server/domain/accounts/passwords';
import { createJobQueue, enqueueJob, type JobQueue } from '../../../../server/services/jobs/jobQueue';
import { pgBossSchemaOf } from '../../../../server/services/jobs/pgBossJobQueue';
import { createLocalDiskStorage } from '../../../../server/services/storage/localDiskStorage';
import type { ObjectStorage } from '../../../../server/services/storage/objectStorage';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { queuedJobPayloads } from '../../../support/queuedJobs';
import { isStored, rowCountsOf, seedAccountData } from './accountDataSeed';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-25T12:00:00Z');

/** A storage whose removals fail the first `failures` times, as a bucket out of reach would. */
function flakyRemovals(storage: ObjectStorage, failures: number): ObjectStorage & { attempts: number } {
  const flaky = {
    ...storage,
    attempts: 0,
    async remove(key: string) {
      flaky.attempts += 1;
      if (flaky.attempts <= failures) throw new Error('storage unreachable');
      await storage.remove(key);
    },
  };
  return flaky;
}

describe.each(databaseKinds)('account deletion on %s', (kind) => {
  let database: TestDatabase;
  let storage: ObjectStorage;
  let dataDir: string;
  let jobs: JobQueue | undefined;
  const db = (): Kysely<Database> => database.handle.db;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deletion-test-'));
    storage = createLocalDiskStorage(path.join(dataDir, 'files'));
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
    await storage.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Jobs of a kind waiting in the database's queue, as their payloads. */
  const queuedPayloads = (jobKind: string): Promise<unknown[]> => queuedJobPayloads(db(), jobKind);

  async function startQueue(removalStorage: ObjectStorage): Promise<JobQueue> {
    const queue = createJobQueue({ database: database.handle, logger: pino({ level: 'silent' }), pollIntervalMs: 20, retry: { retryDelaySeconds: 0 } });
    await queue.start({
      render_file: () => Promise.resolve(),
      send_account_mail: () => Promise.resolve(),
      build_account_export: () => Promise.resolve(),
      send_action_reminder: () => Promise.resolve(),
      reschedule_reminders: () => Promise.resolve(),
      send_reminder_mail: () => Promise.resolve(),
      send_reminder_push: () => Promise.resolve(),
      remove_stored_objects: async ({ keys }) => {
        for (const key of keys) await removalStorage.remove(key);
      },
    });
    return queue;
  }

  it('refuses a wrong password and changes nothing', async () => {
    const owner = await createSignedInAccount(db());
    await seedAccountData(db(), storage, owner.account.id, 'OWNER');
    const before = await rowCountsOf(db(), owner.account.id);
    const result = await deleteAccount({ db: db(), passwords: argon2Passwords, now: NOW }, owner.account.id, 'Wrong-Horse-9');
    expect(result).toEqual({ ok: false, error: 'invalid_credentials' });
    expect(await rowCountsOf(db(), owner.account.id)).toEqual(before);
  });

  it('leaves no row of the account in any table, removes its queued jobs, and keeps the other account whole', async () => {
    // Queues exist on PostgreSQL once a queue started (pg-boss makes them).
    jobs = await startQueue(storage);
    await jobs.stop();
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const seeded = await seedAccountData(db(), storage, owner.account.id, 'OWNER');
    const strangerSeeded = await seedAccountData(db(), storage, stranger.account.id, 'STRANGER');
    const strangerBefore = await rowCountsOf(db(), stranger.account.id);
    for (const account of [owner, stranger]) {
      const fileId = account === owner ? seeded.fileId : strangerSeeded.fileId;
      await enqueueJob(db(), 'render_file', { file_id: fileId }, NOW);
      await enqueueJob(db(), 'send_account_mail', { mail: 'password_reset', to: account.account.email, locale: 'en-US', sealed_token: 'x' }, NOW);
    }

    const ownerBefore = await rowCountsOf(db(), owner.account.id);
    expect(Object.values(ownerBefore).every((count) => count > 0)).toBe(true);
    const result = await deleteAccount({ db: db(), passwords: argon2Passwords, now: NOW }, owner.account.id, owner.password);
    expect(result.ok).toBe(true);
    if (!result.ok) return;

    const after = await rowCountsOf(db(), owner.account.id);
    expect(after).toEqual(Object.fromEntries(ACCOUNT_DATA_TABLES.map((table) => [table.name, 0])));
    expect(await rowCountsOf(db(), stranger.account.id)).toEqual(strangerBefore);
    // Its sessions' digests, so that their sockets can be cut.
    expect(result.revokedTokenHashes.size).toBe(1);

    expect(await queuedPayloads('render_file')).toEqual([{ file_id: strangerSeeded.fileId }]);
    expect((await queuedPayloads('send_account_mail')).map((payload) => (payload as { to: string }).to)).toEqual([stranger.account.email]);
    const removals = (await queuedPayloads('remove_stored_objects')).flatMap((payload) => (payload as { keys: string[] }).keys);
    for (const key of seeded.storageKeys) expect(removals).toContain(key);
    for (const key of strangerSeeded.storageKeys) expect(removals).not.toContain(key);
    // Nothing removed before a job ran: the bytes go after the commit.
    for (const key of seeded.storageKeys) expect(await isStored(storage, key)).toBe(true);
  });

  it('removes the finished and archived jobs that name the account on PostgreSQL, and no other', async () => {
    if (kind !== 'postgres') return;
    jobs = await startQueue(storage);
    await jobs.stop();
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const schema = await pgBossSchemaOf(db());
    const mailsTo = async (table: 'job' | 'archive'): Promise<string[]> => {
      const { rows } = await sql<{ to: string }>`select data->>'to' as to from ${sql.table(`${schema}.${table}`)}
        where name = 'send_account_mail' order by 1`.execute(db());
      return rows.map((row) => row.to);
    };
    for (const account of [owner, stranger]) {
      for (const mail of ['password_reset', 'sign_up_confirmation'] as const) {
        await enqueueJob(db(), 'send_account_mail', { mail, to: account.account.email, locale: 'en-US', sealed_token: 'x' }, NOW);
      }
    }
    // One mail of each finished, the other finished and archived, as pg-boss does after a while.
    await sql`update ${sql.table(`${schema}.job`)} set state = 'completed' where name = 'send_account_mail'`.execute(db());
    await sql`insert into ${sql.table(`${schema}.archive`)} select job.*, now() from ${sql.table(`${schema}.job`)} as job
      where name = 'send_account_mail' and data->>'mail' = 'password_reset'`.execute(db());
    await sql`delete from ${sql.table(`${schema}.job`)} where name = 'send_account_mail' and data->>'mail' = 'password_reset'`.execute(db());
    expect(await mailsTo('archive')).toHaveLength(2);

    const result = await deleteAccount({ db: db(), passwords: argon2Passwords, now: NOW }, owner.account.id, owner.password);
    expect(result.ok).toBe(true);
    expect(await mailsTo('job')).toEqual([stranger.account.email]);
    expect(await mailsTo('archive')).toEqual([stranger.account.email]);
  });

  it('retries a removal the storage refused until every object of the account is gone', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const seeded = await seedAccountData(db(), storage, owner.account.id, 'OWNER');
    const strangerSeeded = await seedAccountData(db(), storage, stranger.account.id, 'STRANGER');
    const flaky = flakyRemovals(storage, 2);
    jobs = await startQueue(flaky);

    // The queue runs jobs by the real clock: the removals are due at once.
    const result = await deleteAccount({ db: db(), passwords: argon2Passwords, now: new Date() }, owner.account.id, owner.password);
    expect(result.ok).toBe(true);
    jobs.wake();
    for (let waited = 0; waited < 200 && (await Promise.all(seeded.storageKeys.map((key) => isStored(storage, key)))).some(Boolean); waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await jobs.idle();
    expect(flaky.attempts).toBeGreaterThan(2);
    for (const key of seeded.storageKeys) expect(await isStored(storage, key)).toBe(false);
    for (const key of strangerSeeded.storageKeys) expect(await isStored(storage, key)).toBe(true);
    // The file's folder went with its objects on disk.
    const ownerFolder = seeded.storageKeys[0]?.split('/')[0] ?? '';
    expect(fs.existsSync(path.join(dataDir, 'files', ownerFolder))).toBe(false);
  });

  it('answers unauthorized for an account that is gone', async () => {
    const result = await deleteAccount({ db: db(), passwords: argon2Passwords, now: NOW }, crypto.randomUUID(), 'whatever');
    expect(result).toEqual({ ok: false, error: 'unauthorized' });
  });
});

// Exports nobody downloaded within their lifetime: the hourly purge marks them expired and queues the removal of
// their zips, on SQLite and PostgreSQL; an export still valid, and exports of other states, are left alone.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { currentAccountExport, purgeExpiredExports } from '../../../../server/domain/accounts/accountExport';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { prepareJobQueues, queuedJobPayloads } from '../../../support/queuedJobs';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-25T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)('the purge of expired exports on %s', (kind) => {
  let database: TestDatabase;
  const db = (): Kysely<Database> => database.handle.db;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    await prepareJobQueues(database.handle);
  });
  afterEach(async () => {
    await database.close();
  });

  async function insertExport(accountId: string, id: string, status: string, storageKey: string | null, expiresAt: Date | null): Promise<void> {
    await db()
      .insertInto('account_exports')
      .values({
        id,
        account_id: accountId,
        status,
        storage_key: storageKey,
        size: storageKey === null ? null : 100,
        token_hash: storageKey === null ? null : `digest-${id}`,
        created: new Date(NOW.getTime() - 30 * HOUR).toISOString(),
        ready_at: storageKey === null ? null : new Date(NOW.getTime() - 25 * HOUR).toISOString(),
        expires_at: expiresAt?.toISOString() ?? null,
        downloaded_at: null,
      })
      .execute();
  }

  it('forgets the zips of ready exports past their expiry and queues their removal, once', async () => {
    const [owner, other] = [await createSignedInAccount(db()), await createSignedInAccount(db())];
    await insertExport(owner.account.id, '00000000-0000-4000-8000-000000000001', 'ready', 'exports/owner.zip', new Date(NOW.getTime() - HOUR));
    await insertExport(other.account.id, '00000000-0000-4000-8000-000000000002', 'ready', 'exports/other.zip', new Date(NOW.getTime() + HOUR));
    await insertExport(other.account.id, '00000000-0000-4000-8000-000000000003', 'pending', null, null);

    expect(await purgeExpiredExports(db(), NOW)).toBe(1);
    expect(await queuedJobPayloads(db(), 'remove_stored_objects')).toEqual([{ keys: ['exports/owner.zip'] }]);
    const purged = await db().selectFrom('account_exports').selectAll().where('account_id', '=', owner.account.id).executeTakeFirstOrThrow();
    expect(purged).toMatchObject({ status: 'expired', storage_key: null, token_hash: null });
    expect(await currentAccountExport({ db: db(), now: NOW }, owner.account.id)).toMatchObject({ status: 'expired' });
    // The valid export keeps its zip and its link; the pending one is left to its job.
    const others = await db().selectFrom('account_exports').selectAll().where('account_id', '=', other.account.id).orderBy('id').execute();
    expect(others.map((row) => [row.status, row.storage_key, row.token_hash !== null])).toEqual([
      ['ready', 'exports/other.zip', true],
      ['pending', null, false],
    ]);

    // A second run finds nothing more to remove.
    expect(await purgeExpiredExports(db(), NOW)).toBe(0);
    expect(await queuedJobPayloads(db(), 'remove_stored_objects')).toHaveLength(1);
  });
});

// Two changes of one account at once never deadlock (on PostgreSQL; SQLite runs one transaction at a time): every
// account change takes the account's row first. Without that, an action's creation held the account's row (its
// bound) and then wanted its application's row (the status trigger), while an edit of the application's notes held
// the application's row and then wanted the account's (the text-bytes trigger): PostgreSQL broke the cycle by
// failing one of them.
import { setTimeout as sleep } from 'node:timers/promises';
import { requireRoomFor } from '../../../../server/domain/accountQuotas/accountRowQuota';
import { insertAction } from '../../../../server/domain/actions/actionQueries';
import { updateJobApplication } from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { runAccountChange } from '../../../../server/domain/requests/accountChange';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { seedJobApplication } from '../jobApplications/seed';

const NOW = new Date('2026-11-27T09:00:00.000Z');

describe.each(databaseKinds)('account changes at once on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets an action’s creation and an edit of its application’s notes both commit', async () => {
    const { account } = await createSignedInAccount(db());
    const application = await seedJobApplication(db(), account.id);
    let holdsBound!: () => void;
    const boundHeld = new Promise<void>((resolve) => {
      holdsBound = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });

    const creation = runAccountChange(db(), account.id, NOW, async ({ db: trx }) => {
      await requireRoomFor(trx, account.id, 'actions', 100);
      holdsBound();
      await released;
      return insertAction(trx, account.id, { job_application_id: application.id, type: 'reminder', title: 'Follow up', date: '2026-12-01T09:00:00.000Z' }, NOW);
    });
    await boundHeld;
    const edit = runAccountChange(db(), account.id, NOW, ({ db: trx }) => updateJobApplication(trx, account.id, application.id, { notes: 'Longer notes than before' }, NOW));
    // Time for the edit to reach the lock it waits for, then the creation goes on to its application's row.
    await sleep(300);
    release();

    const [created, edited] = await Promise.allSettled([creation, edit]);
    expect(created.status).toBe('fulfilled');
    expect(edited).toEqual({ status: 'fulfilled', value: { result: true, pushes: [] } });
    const stored = await db().selectFrom('job_applications').select('notes').where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(stored.notes).toBe('Longer notes than before');
    expect(await db().selectFrom('actions').select('id').where('job_application_id', '=', application.id).execute()).toHaveLength(1);
  });
});

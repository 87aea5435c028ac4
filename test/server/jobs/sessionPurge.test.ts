// The periodic purge of ended sessions runs on its own once scheduled, and stops when asked.
import pino from 'pino';
import { issueSession, SESSION_LIFETIME_MS } from '../../../server/domain/accounts/sessions';
import { scheduleSessionPurge } from '../../../server/jobs/sessionPurge';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';

describe.each(databaseKinds)('the session purge on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('deletes an expired session at its next run and keeps the live one', async () => {
    const db = database.handle.db;
    const { account } = await createSignedInAccount(db);
    const expired = await issueSession(db, account.id, new Date(Date.now() - SESSION_LIFETIME_MS - 1000));
    const count = async () => (await db.selectFrom('sessions').select('id').where('account_id', '=', account.id).execute()).length;
    expect(await count()).toBe(2);

    const stop = scheduleSessionPurge({ db, logger: pino({ level: 'silent' }), intervalMs: 20 });
    try {
      const deadline = Date.now() + 5000;
      while ((await count()) > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    const left = await db.selectFrom('sessions').select('id').where('account_id', '=', account.id).execute();
    expect(left.map((row) => row.id)).not.toContain(expired.sessionId);
    expect(left).toHaveLength(1);
  });
});

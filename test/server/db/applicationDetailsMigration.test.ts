// Migration 0150 on applications an older version wrote: each keeps its texts and gets `updated` = its creation
// and no details; the account's bytes of text stay right through up, edits of the new texts, and down.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { databaseKinds, type MigratableTestDatabase, openUnmigratedDatabase } from '../../support/databases';

const BEFORE = '2026_11_29_0140_calendar_feed_secrets';
const MIGRATION = '2026_11_29_0150_application_details';
const CREATED = '2026-11-01T08:00:00.000Z';

describe.each(databaseKinds)('the application details migration on %s', (kind) => {
  let database: MigratableTestDatabase;
  const db = () => database.handle.db;

  beforeEach(async () => {
    database = await openUnmigratedDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  const textBytes = async (accountId: string): Promise<number> =>
    Number((await db().selectFrom('accounts').select('text_bytes').where('id', '=', accountId).executeTakeFirstOrThrow()).text_bytes);

  it('gives older applications their creation as `updated` and no details, and keeps the bytes of text right both ways', async () => {
    await database.migrateTo(BEFORE);
    const accountId = crypto.randomUUID();
    const applicationId = crypto.randomUUID();
    await sql`insert into accounts (id, email, password_hash, created) values (${accountId}, ${`${accountId}@example.test`}, 'x', ${CREATED})`.execute(db());
    await sql`insert into job_applications (id, account_id, title, url, notes, created) values (${applicationId}, ${accountId}, 'Développeuse', 'https://jobs.example.test/1', 'Déjà vu', ${CREATED})`.execute(
      db(),
    );
    const bytesBefore = await textBytes(accountId);
    expect(bytesBefore).toBe(Buffer.byteLength('Développeuse') + Buffer.byteLength('https://jobs.example.test/1') + Buffer.byteLength('Déjà vu'));

    await database.migrateTo(MIGRATION);
    const migrated = await db().selectFrom('job_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow();
    expect(migrated).toMatchObject({ title: 'Développeuse', updated: CREATED, location: null, tags: null, salary_min: null, archived: 0 });
    expect(await textBytes(accountId)).toBe(bytesBefore);

    await db().updateTable('job_applications').set({ location: 'Zürich', source: 'Ami', tags: '["CDI"]' }).where('id', '=', applicationId).execute();
    const detailBytes = Buffer.byteLength('Zürich') + Buffer.byteLength('Ami') + Buffer.byteLength('["CDI"]');
    expect(await textBytes(accountId)).toBe(bytesBefore + detailBytes);

    await database.migrateTo(BEFORE);
    expect(await textBytes(accountId)).toBe(bytesBefore);
    // The older triggers count again: an edit of the notes moves the sum by its own bytes only.
    await db().updateTable('job_applications').set({ notes: '' }).where('id', '=', applicationId).execute();
    expect(await textBytes(accountId)).toBe(bytesBefore - Buffer.byteLength('Déjà vu'));
  });
});

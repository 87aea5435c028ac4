// The 0050 migration on a database that already holds applications and actions: it backfills each
// application's status and makes the existing texts searchable, and its down leaves the 0040 schema working.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { listApplicationStatuses } from '../../../server/domain/jobApplications/applicationStatuses';
import { searchJobApplications } from '../../../server/domain/jobApplications/jobApplicationSearch';
import { databaseKinds, type MigratableTestDatabase, openUnmigratedDatabase } from '../../support/databases';

const BEFORE = '2026_11_25_0040_ai';
const MIGRATION = '2026_11_25_0050_search_and_status';
const NOW = new Date('2026-11-20T00:00:00.000Z');

describe.each(databaseKinds)('the search and status migration on %s', (kind) => {
  let database: MigratableTestDatabase;
  const db = () => database.handle.db;
  const migrateTo = (name: string) => database.migrateTo(name);

  beforeEach(async () => {
    database = await openUnmigratedDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  /** Rows as the 0040 schema has them, written with plain SQL since the app's queries know the new columns. */
  async function seedBeforeMigration(handle: Kysely<Database>) {
    const accountId = crypto.randomUUID();
    const companyId = crypto.randomUUID();
    const ids = { submitted: crypto.randomUUID(), planned: crypto.randomUUID(), untouched: crypto.randomUUID() };
    const created = '2026-11-01T08:00:00.000Z';
    await sql`insert into accounts (id, email, password_hash, created) values (${accountId}, 'old@example.test', 'x', ${created})`.execute(handle);
    await sql`insert into companies (id, account_id, name, created) values (${companyId}, ${accountId}, 'Électricité de France', ${created})`.execute(handle);
    for (const [index, [key, title]] of [
      ['submitted', 'Network engineer'],
      ['planned', 'Platform engineer'],
      ['untouched', 'Data analyst'],
    ].entries()) {
      const id = ids[key as keyof typeof ids];
      await sql`insert into job_applications (id, account_id, company_id, title, url, notes, job_description, created)
        values (${id}, ${accountId}, ${index === 0 ? companyId : null}, ${title}, 'https://jobs.example.test', 'Ask about the ROADMAP', '', ${`2026-11-0${index + 1}T08:00:00.000Z`})`.execute(handle);
    }
    const action = (applicationId: string, type: string, date: string) =>
      sql`insert into actions (id, account_id, job_application_id, type, title, date, created)
        values (${crypto.randomUUID()}, ${accountId}, ${applicationId}, ${type}, 'Step', ${date}, ${created})`.execute(handle);
    await action(ids.submitted, 'submit', '2026-11-02T09:00:00.000Z');
    await action(ids.submitted, 'reminder', '2026-11-03T09:00:00.000Z');
    await action(ids.planned, 'submit', '2026-11-02T09:00:00.000Z');
    await action(ids.planned, 'interview', '2026-12-01T09:00:00.000Z');
    return { accountId, ids };
  }

  it('backfills every application’s status and indexes the texts already stored', async () => {
    await migrateTo(BEFORE);
    const { accountId, ids } = await seedBeforeMigration(db());
    await migrateTo(MIGRATION);

    expect(
      await db().selectFrom('job_applications').select(['id', 'status', 'status_date']).where('account_id', '=', accountId).orderBy('created').execute(),
    ).toEqual([
      { id: ids.submitted, status: 'submitted', status_date: '2026-11-02T09:00:00.000Z' },
      { id: ids.planned, status: 'interviewing', status_date: '2026-12-01T09:00:00.000Z' },
      { id: ids.untouched, status: 'new', status_date: null },
    ]);
    expect((await listApplicationStatuses(db(), accountId, NOW)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: ids.untouched, status: 'new' },
      { id: ids.planned, status: 'submitted' },
      { id: ids.submitted, status: 'submitted' },
    ]);
    expect((await searchJobApplications(db(), accountId, 'ÉLECTRICITÉ')).map(({ id }) => id)).toEqual([ids.submitted]);
    expect((await searchJobApplications(db(), accountId, 'roadmap')).map(({ id }) => id)).toEqual([ids.untouched, ids.planned, ids.submitted]);
    expect((await searchJobApplications(db(), accountId, 'FORM ENG')).map(({ id }) => id)).toEqual([ids.planned]);
  });

  it('goes down to a 0040 schema that still takes actions, and up again', async () => {
    await migrateTo(BEFORE);
    const { accountId, ids } = await seedBeforeMigration(db());
    await migrateTo(MIGRATION);
    await migrateTo(BEFORE);
    // No trigger is left behind to write columns that are gone.
    await sql`insert into actions (id, account_id, job_application_id, type, title, date, created)
      values (${crypto.randomUUID()}, ${accountId}, ${ids.untouched}, 'refused', 'No', '2026-11-05T09:00:00.000Z', '2026-11-05T09:00:00.000Z')`.execute(db());
    await sql`update job_applications set title = 'Renamed analyst' where id = ${ids.untouched}`.execute(db());
    await migrateTo(MIGRATION);
    expect(await listApplicationStatuses(db(), accountId, NOW)).toContainEqual(expect.objectContaining({ id: ids.untouched, status: 'refused' }));
    expect((await searchJobApplications(db(), accountId, 'renamed')).map(({ id }) => id)).toEqual([ids.untouched]);
  });
});

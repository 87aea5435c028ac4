// The bound on the bytes of text one account keeps (issue 15): `accounts.text_bytes` follows every write of the
// account's applications, actions and companies (triggers of migration 2026_11_27_0110), and a write that would
// take it past ACCOUNT_MAX_TEXT_BYTES is refused with account_limit_reached, over HTTP and the live channel alike,
// writing nothing; a write that lowers it always passes.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { recordAccountTextLimit } from '../../../../server/domain/accountQuotas/accountTextLimit';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { prepareJobQueues } from '../../../support/queuedJobs';
import { postJson, startTestApp, type TestApp } from '../../../support/testApp';
import { requestHarness, seedAction, seedCompany, seedJobApplication } from '../jobApplications/seed';

const NOW = new Date('2026-11-27T09:30:00.000Z');

/** The account's sum as the triggers keep it. */
async function storedTextBytes(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db.selectFrom('accounts').select('text_bytes').where('id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.text_bytes);
}

/** The same sum counted from the rows themselves. */
async function countedTextBytes(db: Kysely<Database>, accountId: string): Promise<number> {
  const bytes = (text: string): number => Buffer.byteLength(text);
  const applications = await db
    .selectFrom('job_applications')
    .select(['title', 'url', 'notes', 'job_description', 'location', 'source', 'tags'])
    .where('account_id', '=', accountId)
    .execute();
  const details = (row: (typeof applications)[number]): number => bytes(row.location ?? '') + bytes(row.source ?? '') + bytes(row.tags ?? '');
  const actions = await db.selectFrom('actions').select(['title', 'notes']).where('account_id', '=', accountId).execute();
  const companies = await db.selectFrom('companies').select('name').where('account_id', '=', accountId).execute();
  return (
    applications.reduce((sum, row) => sum + bytes(row.title) + bytes(row.url) + bytes(row.notes) + bytes(row.job_description) + details(row), 0) +
    actions.reduce((sum, row) => sum + bytes(row.title) + bytes(row.notes), 0) +
    companies.reduce((sum, row) => sum + bytes(row.name), 0)
  );
}

describe.each(databaseKinds)('the bound on an account’s text on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Future interviews and lead time changes queue reminder jobs: on PostgreSQL, pg-boss's queues must exist.
    await prepareJobQueues(database.handle);
    harness = requestHarness(database.handle.db, { clock: () => NOW });
  });
  afterEach(async () => {
    await db().deleteFrom('account_limits').execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps each account’s bytes of text through inserts, edits, deletes and the cascade of an application', async () => {
    const { account } = await createSignedInAccount(db());
    const { account: other } = await createSignedInAccount(db());
    const company = await seedCompany(db(), account.id, 'Société Générale');
    const application = await seedJobApplication(db(), account.id, { title: 'Ingénieure', notes: 'Déjà postulé', company_id: company.id });
    const action = await seedAction(db(), account.id, application.id, { title: 'Appel', notes: 'é'.repeat(500) });
    await seedJobApplication(db(), other.id, { notes: 'x'.repeat(1000) });
    expect(await storedTextBytes(db(), account.id)).toBe(await countedTextBytes(db(), account.id));

    await db().updateTable('actions').set({ notes: 'court' }).where('id', '=', action.id).execute();
    await db().updateTable('job_applications').set({ job_description: 'Description ✓' }).where('id', '=', application.id).execute();
    expect(await storedTextBytes(db(), account.id)).toBe(await countedTextBytes(db(), account.id));

    // The details' texts count too (migration 2026_11_29_0150), set and cleared.
    const detailed = await harness.ask(account.id, 'job_application.update', { id: application.id, location: 'Genève', source: 'Réseau', tags: ['télétravail', 'CDI'] });
    expect(detailed.answer.data).toBe('success');
    const withDetails = await storedTextBytes(db(), account.id);
    expect(withDetails).toBe(await countedTextBytes(db(), account.id));
    await harness.ask(account.id, 'job_application.update', { id: application.id, location: null, tags: [] });
    expect(await storedTextBytes(db(), account.id)).toBe(withDetails - Buffer.byteLength('Genève') - Buffer.byteLength('["télétravail","CDI"]'));
    expect(await storedTextBytes(db(), account.id)).toBe(await countedTextBytes(db(), account.id));

    await db().deleteFrom('job_applications').where('id', '=', application.id).execute();
    expect(await countedTextBytes(db(), account.id)).toBe(Buffer.byteLength('Société Générale'));
    expect(await storedTextBytes(db(), account.id)).toBe(Buffer.byteLength('Société Générale'));
    expect(await storedTextBytes(db(), other.id)).toBe(await countedTextBytes(db(), other.id));
  });

  it('refuses action.create and job_application.update past the bound with account_limit_reached, writing nothing', async () => {
    const { account } = await createSignedInAccount(db());
    const application = await seedJobApplication(db(), account.id);
    await recordAccountTextLimit(db(), (await storedTextBytes(db(), account.id)) + 1000);

    const refused = await harness.ask(account.id, 'action.create', {
      job_application_id: application.id,
      type: 'reminder',
      title: 'Relance',
      notes: 'x'.repeat(1000),
      date: '2026-12-01T09:00:00.000Z',
    });
    expect(refused.answer.error?.code).toBe('account_limit_reached');
    expect(refused.published.filter(({ event }) => event !== 'response')).toEqual([]);
    expect(await db().selectFrom('actions').select('id').where('account_id', '=', account.id).execute()).toEqual([]);

    const fits = await harness.ask(account.id, 'action.create', {
      job_application_id: application.id,
      type: 'reminder',
      title: 'Relance',
      notes: 'x'.repeat(900),
      date: '2026-12-01T09:00:00.000Z',
    });
    expect(fits.answer.error).toBeUndefined();

    const before = await db().selectFrom('job_applications').select('notes').where('id', '=', application.id).executeTakeFirstOrThrow();
    const grown = await harness.ask(account.id, 'job_application.update', { id: application.id, notes: 'y'.repeat(200) });
    expect(grown.answer.error?.code).toBe('account_limit_reached');
    const after = await db().selectFrom('job_applications').select('notes').where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(after.notes).toBe(before.notes);
    expect(await storedTextBytes(db(), account.id)).toBe(await countedTextBytes(db(), account.id));
  });

  it('lets an account above a lowered bound shorten and delete its texts, and nothing more', async () => {
    const { account } = await createSignedInAccount(db());
    const application = await seedJobApplication(db(), account.id, { notes: 'z'.repeat(5000) });
    await recordAccountTextLimit(db(), 100);

    const shortened = await harness.ask(account.id, 'job_application.update', { id: application.id, notes: 'z'.repeat(4000) });
    expect(shortened.answer.data).toBe('success');
    const grown = await harness.ask(account.id, 'job_application.update', { id: application.id, notes: 'z'.repeat(4001) });
    expect(grown.answer.error?.code).toBe('account_limit_reached');
    const deleted = await harness.ask(account.id, 'job_application.delete', { id: application.id });
    expect(deleted.answer.data).toBe('success');
    expect(await storedTextBytes(db(), account.id)).toBe(0);
  });
});

describe.each(databaseKinds)('ACCOUNT_MAX_TEXT_BYTES through the app on %s', (databaseKind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ ACCOUNT_MAX_TEXT_BYTES: '10000' }, { databaseKind });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers POST /api/job_applications past the bound 409 account_limit_reached and writes nothing', async () => {
    const db = testApp.database.db;
    const { account, token } = await createSignedInAccount(db);
    const post = (notes: string) =>
      postJson(testApp.app, '/api/job_applications', { title: 'Backend engineer', url: 'https://jobs.example.com/42', notes }, { headers: { authorization: `Bearer ${token}` } });
    expect((await post('n'.repeat(9000))).statusCode).toBe(200);
    const refused = await post('n'.repeat(1000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'account_limit_reached' });
    expect(await db.selectFrom('job_applications').select('id').where('account_id', '=', account.id).execute()).toHaveLength(1);
  });
});

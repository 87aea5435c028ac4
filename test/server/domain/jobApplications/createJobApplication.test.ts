// The creation use cases on their own, as the HTTP routes run them: one transaction, pushes kept until it
// commits, and the company rule shared with `job_application.update`.
import { createCompany } from '../../../../server/domain/companies/createCompany';
import { createJobApplication } from '../../../../server/domain/jobApplications/createJobApplication';
import { findJobApplication } from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { runAccountChange } from '../../../../server/domain/requests/accountChange';
import { RequestError } from '../../../../server/domain/requests/requestErrors';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { SEEDED_AT, seedCompany, tableRows } from './seed';

const BODY = { title: 'Backend engineer', url: 'https://jobs.example.com/42' };

describe.each(databaseKinds)('creating companies and job applications on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates an application with the account’s company and queues created_job_application', async () => {
    const db = database.handle.db;
    const { account } = await createSignedInAccount(db);
    const company = await seedCompany(db, account.id, 'Acme');
    const { result, pushes } = await runAccountChange(db, account.id, SEEDED_AT, (context) =>
      createJobApplication(context, { ...BODY, company_id: company.id }),
    );
    expect(result).toMatchObject({ ...BODY, company_id: company.id, company: { id: company.id, name: 'Acme' } });
    expect(pushes).toEqual([{ event: 'created_job_application', payload: { data: result } }]);
  });

  it.each([
    ['with a company, notes and a description', { notes: 'Referred by Sam', job_description: 'Node and SQL' }],
    ['without a company, notes or description', {}],
    [
      'with every detail',
      {
        location: 'Remote, EU',
        remote: 'remote' as const,
        salary_min: 0,
        salary_max: Number.MAX_SAFE_INTEGER,
        salary_currency: 'JPY',
        salary_period: 'hour' as const,
        source: 'Welcome to the Jungle',
        deadline: '2028-02-29',
        tags: ['a', 'b'],
        archived: true,
      },
    ],
  ])('answers the application %s exactly as it reads back once stored', async (_case, extra) => {
    const db = database.handle.db;
    const { account } = await createSignedInAccount(db);
    const company = await seedCompany(db, account.id, 'Acme');
    const body = 'notes' in extra ? { ...BODY, ...extra, company_id: company.id } : { ...BODY, ...extra };
    const { result } = await runAccountChange(db, account.id, SEEDED_AT, (context) => createJobApplication(context, body));
    expect(result).toEqual(await findJobApplication(db, account.id, result.id));
  });

  it('refuses another account’s company as not_found, writes nothing and queues nothing', async () => {
    const db = database.handle.db;
    const { account: mine } = await createSignedInAccount(db);
    const { account: theirs } = await createSignedInAccount(db);
    const theirCompany = await seedCompany(db, theirs.id, 'Hidden Corp');
    const before = (await tableRows(db, 'job_applications')).length;
    const attempt = runAccountChange(db, mine.id, SEEDED_AT, (context) =>
      createJobApplication(context, { ...BODY, company_id: theirCompany.id }),
    );
    await expect(attempt).rejects.toBeInstanceOf(RequestError);
    await expect(attempt).rejects.toMatchObject({ code: 'not_found' });
    expect(await tableRows(db, 'job_applications')).toHaveLength(before);
  });

  it('creates a company and queues created_company', async () => {
    const db = database.handle.db;
    const { account } = await createSignedInAccount(db);
    const { result, pushes } = await runAccountChange(db, account.id, SEEDED_AT, (context) =>
      createCompany(context, { name: 'Initech' }),
    );
    expect(result).toEqual({ id: expect.any(String), name: 'Initech', url: null, notes: '', logo: null, created: SEEDED_AT.toISOString() });
    expect(pushes).toEqual([{ event: 'created_company', payload: { data: result } }]);
  });

  it('rolls the whole change back when the work fails after writing, and keeps no push', async () => {
    const db = database.handle.db;
    const { account } = await createSignedInAccount(db);
    const before = (await tableRows(db, 'companies')).length;
    const attempt = runAccountChange(db, account.id, SEEDED_AT, async (context) => {
      await createCompany(context, { name: 'Never kept' });
      throw new Error('a later step failed');
    });
    await expect(attempt).rejects.toThrow('a later step failed');
    expect(await tableRows(db, 'companies')).toHaveLength(before);
  });
});

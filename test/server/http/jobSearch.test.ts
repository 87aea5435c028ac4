// POST /api/companies and POST /api/job_applications with the real app: authenticated, validated, scoped to
// the account, answered {"data": row}, and pushed live to every socket of the account (and no other).
import { createCompanyResponseSchema, createJobApplicationResponseSchema } from '../../../contract';
import { insertCompany } from '../../../server/domain/companies/companyQueries';
import { createSignedInAccount } from '../../support/accounts';
import { fetchPageCsrf, listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, eventually, joinedAccountClient } from '../realtime/support/phoenixClients';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOnLoopback(testApp.app);
});
afterEach(async () => {
  await closeAllClients();
});
afterAll(async () => {
  await testApp.close();
});

async function post(url: string, body: unknown, token: string | undefined) {
  const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'x-csrf-token': csrf, cookie, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    payload: body as object,
  });
}

const joinedClient = (accountId: string, token: string) => joinedAccountClient(baseUrl, accountId, token);

describe('POST /api/companies', () => {
  it('creates the company, answers it under data, and pushes created_company to the account only', async () => {
    const owner = await createSignedInAccount(testApp.database.db);
    const stranger = await createSignedInAccount(testApp.database.db);
    const ownerClient = await joinedClient(owner.account.id, owner.token);
    const strangerClient = await joinedClient(stranger.account.id, stranger.token);

    const response = await post('/api/companies', { name: 'Acme, Inc.' }, owner.token);
    expect(response.statusCode).toBe(200);
    const { data } = createCompanyResponseSchema.parse(response.json());
    expect(data.name).toBe('Acme, Inc.');

    await eventually(() => ownerClient.frames(`user:${owner.account.id}`, 'created_company').length > 0);
    expect(ownerClient.frames(`user:${owner.account.id}`, 'created_company')[0]?.payload).toEqual({ data });
    expect(strangerClient.frames(`user:${stranger.account.id}`, 'created_company')).toEqual([]);
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['an unknown field', { name: 'Acme', extra: true }],
    ['a name that is not text', { name: 42 }],
  ])('refuses %s with invalid_params', async (_case, body) => {
      const { token } = await createSignedInAccount(testApp.database.db);
      const response = await post('/api/companies', body, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_params' });
  });

  it('needs a live token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await post('/api/companies', { name: 'Acme' }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized' });
    }
  });
});

describe('POST /api/job_applications', () => {
  const application = { title: 'Backend developer', url: 'https://jobs.example.com/42' };

  it('creates the application with its company, answers it under data, and pushes it', async () => {
    const owner = await createSignedInAccount(testApp.database.db);
    const company = await insertCompany(testApp.database.db, owner.account.id, { name: 'Acme' }, new Date());
    const client = await joinedClient(owner.account.id, owner.token);

    const response = await post(
      '/api/job_applications',
      { ...application, company_id: company.id, notes: 'Referred by Sam', job_description: 'Node and SQL' },
      owner.token,
    );
    expect(response.statusCode).toBe(200);
    const { data } = createJobApplicationResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      title: application.title,
      url: application.url,
      company_id: company.id,
      company: { id: company.id, name: 'Acme' },
      notes: 'Referred by Sam',
      job_description: 'Node and SQL',
    });
    await eventually(() => client.frames(`user:${owner.account.id}`, 'created_job_application').length > 0);
    expect(client.frames(`user:${owner.account.id}`, 'created_job_application')[0]?.payload).toEqual({ data });
  });

  it('creates an application without a company, with empty notes and description', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    const response = await post('/api/job_applications', application, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { company_id: null, company: null, notes: '', job_description: '' } });
  });

  it('creates an application with its details, last changed when it was created', async () => {
    const { token } = await createSignedInAccount(testApp.database.db);
    const details = {
      location: 'Montréal',
      remote: 'onsite',
      salary_min: 70_000,
      salary_max: 70_000,
      salary_currency: 'CAD',
      salary_period: 'year',
      source: 'Indeed',
      deadline: '2026-12-24',
      tags: ['français', 'on site'],
      archived: false,
    };
    const response = await post('/api/job_applications', { ...application, ...details }, token);
    expect(response.statusCode).toBe(200);
    const { data } = createJobApplicationResponseSchema.parse(response.json());
    expect(data).toMatchObject(details);
    expect(data.updated).toBe(data.created);
  });

  it("answers another account's company like an unknown one, and writes nothing", async () => {
    const owner = await createSignedInAccount(testApp.database.db);
    const stranger = await createSignedInAccount(testApp.database.db);
    const strangersCompany = await insertCompany(testApp.database.db, stranger.account.id, { name: 'Other' }, new Date());

    const theirs = await post('/api/job_applications', { ...application, company_id: strangersCompany.id }, owner.token);
    const unknown = await post('/api/job_applications', { ...application, company_id: crypto.randomUUID() }, owner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'not_found' });
    expect(unknown.statusCode).toBe(theirs.statusCode);
    expect(unknown.json()).toEqual(theirs.json());
    const rows = await testApp.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('account_id', '=', owner.account.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it.each([
    ['a title under 5 characters', { title: 'Dev', url: application.url }],
    ['an ftp URL', { title: application.title, url: 'ftp://jobs.example.com/42' }],
    ['a URL that is not one', { title: application.title, url: 'not a url' }],
    ['no URL', { title: application.title }],
    ['a company id that is not a uuid', { ...application, company_id: 'not-a-uuid' }],
    ['notes over 100,000 characters', { ...application, notes: 'x'.repeat(100_001) }],
    ['an unknown field', { ...application, salary: 1 }],
    ['a salary range upside down', { ...application, salary_min: 2, salary_max: 1 }],
    ['a currency in lower case', { ...application, salary_currency: 'usd' }],
    ['a deadline that is no date', { ...application, deadline: '2026-13-01' }],
    ['the same tag twice', { ...application, tags: ['a', 'a'] }],
    ['an unknown kind of remote', { ...application, remote: 'anywhere' }],
  ])('refuses %s with invalid_params', async (_case, body) => {
    const { token } = await createSignedInAccount(testApp.database.db);
    const response = await post('/api/job_applications', body, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_params' });
  });

  it('needs a live token', async () => {
    const response = await post('/api/job_applications', application, undefined);
    expect(response.statusCode).toBe(401);
  });
});

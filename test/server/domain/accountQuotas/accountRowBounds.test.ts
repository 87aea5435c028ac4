// The per-account bounds on stored rows, through the app as the browser meets them: POST /api/companies and
// POST /api/job_applications answer 409 account_limit_reached, `action.create` and `contact.create` over the live
// channel answer the same code, once the account keeps as many as ACCOUNT_MAX_* allow; nothing is written then, and another account
// is not affected.
import crypto from 'node:crypto';
import { RESPONSE_EVENT } from '../../../../contract';
import { createSignedInAccount, type SignedInAccount } from '../../../support/accounts';
import { databaseKinds } from '../../../support/databases';
import { listenOnLoopback, postJson, startTestApp, type TestApp } from '../../../support/testApp';
import { closeAllClients, eventually, TestClient } from '../../realtime/support/phoenixClients';
import { seedAction, seedCompany, seedJobApplication, tableRows } from '../jobApplications/seed';

const LIMIT = 2;

describe.each(databaseKinds)('per-account bounds on stored rows on %s', (databaseKind) => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp(
      {
        ACCOUNT_MAX_APPLICATIONS: String(LIMIT),
        ACCOUNT_MAX_ACTIONS: String(LIMIT),
        ACCOUNT_MAX_COMPANIES: String(LIMIT),
        ACCOUNT_MAX_CONTACTS: String(LIMIT),
      },
      { databaseKind },
    );
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.db;
  const post = (url: string, body: unknown, { token }: SignedInAccount) =>
    postJson(testApp.app, url, body, { headers: { authorization: `Bearer ${token}` } });
  const rowsOf = async (table: 'companies' | 'job_applications' | 'actions', accountId: string) =>
    (await tableRows(db(), table)).filter((row) => row.account_id === accountId);

  it('refuses a company past ACCOUNT_MAX_COMPANIES with 409 account_limit_reached, writes nothing, and spares other accounts', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await post('/api/companies', { name: `Company ${String(index)}` }, owner)).statusCode).toBe(200);
    }
    const refused = await post('/api/companies', { name: 'One too many' }, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'account_limit_reached' });
    expect(await rowsOf('companies', owner.account.id)).toHaveLength(LIMIT);
    expect((await post('/api/companies', { name: 'Theirs' }, other)).statusCode).toBe(200);
  });

  it('refuses an application past ACCOUNT_MAX_APPLICATIONS with 409 account_limit_reached, writes nothing, and spares other accounts', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    const body = { title: 'Backend engineer', url: 'https://jobs.example.com/42' };
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await post('/api/job_applications', body, owner)).statusCode).toBe(200);
    }
    const refused = await post('/api/job_applications', body, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'account_limit_reached' });
    expect(await rowsOf('job_applications', owner.account.id)).toHaveLength(LIMIT);
    expect((await post('/api/job_applications', body, other)).statusCode).toBe(200);
  });

  it('still answers not_found for another account’s company before counting', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    const theirs = await seedCompany(db(), other.account.id, 'Hidden');
    const refused = await post('/api/job_applications', { title: 'Backend engineer', url: 'https://jobs.example.com/42', company_id: theirs.id }, owner);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not_found' });
  });

  it('refuses action.create past ACCOUNT_MAX_ACTIONS with account_limit_reached, writes nothing, and spares other accounts', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    const ownApplication = await seedJobApplication(db(), owner.account.id);
    const otherApplication = await seedJobApplication(db(), other.account.id);
    for (let index = 0; index < LIMIT; index += 1) await seedAction(db(), owner.account.id, ownApplication.id);

    const refused = await createActionOverChannel(owner, ownApplication.id);
    expect(refused).toMatchObject({ error: { code: 'account_limit_reached' } });
    expect(await rowsOf('actions', owner.account.id)).toHaveLength(LIMIT);

    const accepted = await createActionOverChannel(other, otherApplication.id);
    expect(accepted).toMatchObject({ data: { job_application_id: otherApplication.id } });
    expect(await rowsOf('actions', other.account.id)).toHaveLength(1);
  });

  it('refuses contact.create past ACCOUNT_MAX_CONTACTS with account_limit_reached, writes nothing, and spares other accounts', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    for (let index = 0; index < LIMIT; index += 1) {
      expect(await requestOverChannel(owner, 'contact.create', { name: `Contact ${String(index)}` })).toMatchObject({ data: { name: `Contact ${String(index)}` } });
    }
    expect(await requestOverChannel(owner, 'contact.create', { name: 'One too many' })).toMatchObject({ error: { code: 'account_limit_reached' } });
    const contactsOf = (accountId: string) => db().selectFrom('contacts').select('id').where('account_id', '=', accountId).execute();
    expect(await contactsOf(owner.account.id)).toHaveLength(LIMIT);
    expect(await requestOverChannel(other, 'contact.create', { name: 'Theirs' })).toMatchObject({ data: { name: 'Theirs' } });
  });

  /** Sends action.create on the account's channel as the browser app does, and answers its `response` payload. */
  function createActionOverChannel(account: SignedInAccount, applicationId: string): Promise<unknown> {
    const params = { job_application_id: applicationId, type: 'interview', title: 'Call', date: '2026-12-01T10:00:00.000Z' };
    return requestOverChannel(account, 'action.create', params);
  }

  /** Sends a request on the account's channel as the browser app does, and answers its `response` payload. */
  async function requestOverChannel({ account, token }: SignedInAccount, request: string, params: unknown): Promise<unknown> {
    const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
    const topic = `user:${account.id}`;
    const channel = client.channel(topic);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    const uuid = crypto.randomUUID();
    channel.push('request', { request, uuid, params });
    const answerOf = () => client.frames(topic, RESPONSE_EVENT).find((frame) => frame.payload.uuid === uuid)?.payload;
    await eventually(() => answerOf() !== undefined);
    return answerOf();
  }
});

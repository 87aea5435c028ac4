// The Idempotency-Key header of POST /api/companies and POST /api/job_applications, on SQLite and PostgreSQL:
// a retry of a create (the server died before answering, the browser timed out) answers the first create's
// answer and creates nothing more; the key is the account's own, bound to its body.
import crypto from 'node:crypto';
import { LONG_TEXT_MAX_LENGTH } from '../../../contract';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds } from '../../support/databases';
import { fetchPageCsrf, startTestApp, type TestApp } from '../../support/testApp';

describe.each(databaseKinds)('create routes with an Idempotency-Key on %s', (databaseKind) => {
  let testApp: TestApp;
  let csrf: { token: string; cookie: string };

  beforeAll(async () => {
    testApp = await startTestApp({}, { databaseKind });
    csrf = await fetchPageCsrf(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function post(url: string, body: object, token: string, key?: string) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        'x-csrf-token': csrf.token,
        cookie: csrf.cookie,
        authorization: `Bearer ${token}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: body,
    });
  }

  async function countRows(table: 'companies' | 'job_applications', accountId: string): Promise<number> {
    const rows = await testApp.database.db.selectFrom(table).select('id').where('account_id', '=', accountId).execute();
    return rows.length;
  }

  it.each([
    ['/api/companies', 'companies', { name: 'Acme' }],
    ['/api/job_applications', 'job_applications', { title: 'Backend developer', url: 'https://jobs.example.com/1' }],
  ] as const)('%s sent twice with one key creates one row and answers the same twice', async (url, table, body) => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const key = crypto.randomUUID();
    const first = await post(url, body, token, key);
    const second = await post(url, body, token, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await countRows(table, account.id)).toBe(1);
  });

  it('creates one row for five concurrent deliveries of one key, and answers them all alike', async () => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const key = crypto.randomUUID();
    const body = { title: 'Data engineer', url: 'https://jobs.example.com/5' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/job_applications', body, token, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [first] = answers.map((answer) => answer.json<unknown>());
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countRows('job_applications', account.id)).toBe(1);
  });

  it('refuses the key with another body 422 idempotency_key_reused, and creates nothing', async () => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const key = crypto.randomUUID();
    expect((await post('/api/companies', { name: 'Acme' }, token, key)).statusCode).toBe(200);
    const other = await post('/api/companies', { name: 'Globex' }, token, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'idempotency_key_reused' });
    // On another route too: the key names one request.
    const elsewhere = await post('/api/job_applications', { title: 'Tester', url: 'https://jobs.example.com/2' }, token, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await countRows('companies', account.id)).toBe(1);
    expect(await countRows('job_applications', account.id)).toBe(0);
  });

  it('keeps the key of one account apart from the same key of another', async () => {
    const owner = await createSignedInAccount(testApp.database.db);
    const stranger = await createSignedInAccount(testApp.database.db);
    const key = crypto.randomUUID();
    const mine = await post('/api/companies', { name: 'Acme' }, owner.token, key);
    const theirs = await post('/api/companies', { name: 'Acme' }, stranger.token, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.json<{ data: { id: string } }>().data.id).not.toBe(mine.json<{ data: { id: string } }>().data.id);
    expect(await countRows('companies', owner.account.id)).toBe(1);
    expect(await countRows('companies', stranger.account.id)).toBe(1);
  });

  it.each([['not-a-uuid'], [''], ['123e4567-e89b-12d3-a456-42661417400']])('refuses the key %p with invalid_params', async (key) => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const response = await post('/api/companies', { name: 'Acme' }, token, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_params' });
    expect(await countRows('companies', account.id)).toBe(0);
  });

  it('creates again for every request without the header, as before', async () => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    await post('/api/companies', { name: 'Acme' }, token);
    await post('/api/companies', { name: 'Acme' }, token);
    expect(await countRows('companies', account.id)).toBe(2);
  });

  it('answers a repeat whose answer was too large to keep with the row read again', async () => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const key = crypto.randomUUID();
    const body = { title: 'Writer', url: 'https://jobs.example.com/3', notes: 'é'.repeat(LONG_TEXT_MAX_LENGTH) };
    const first = await post('/api/job_applications', body, token, key);
    const second = await post('/api/job_applications', body, token, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countRows('job_applications', account.id)).toBe(1);
    const [stored] = await testApp.database.db.selectFrom('request_answers').select('answer').where('account_id', '=', account.id).execute();
    expect((stored?.answer ?? '').length).toBeLessThan(1000);
  });

  it('leaves the key free when the create is refused, so that a corrected retry may use it', async () => {
    const { account, token } = await createSignedInAccount(testApp.database.db);
    const key = crypto.randomUUID();
    const body = { title: 'Tester', url: 'https://jobs.example.com/4', company_id: crypto.randomUUID() };
    expect((await post('/api/job_applications', body, token, key)).statusCode).toBe(404);
    const rows = await testApp.database.db.selectFrom('request_answers').select('uuid').where('account_id', '=', account.id).execute();
    expect(rows).toEqual([]);
  });
});

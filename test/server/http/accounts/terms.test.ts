// GET /api/terms/current, and what a newer version of the terms means for every account.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountSessionSchema } from '../../../../contract';
import { DEFAULT_TERMS_DIRECTORY } from '../../../../server/domain/terms/termsCatalog';
import { CURRENT_TEST_TERMS, createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, login, signUpVia, startAccountApp } from '../../../support/accountApp';
import { databaseKinds } from '../../../support/databases';
import { listenOnLoopback } from '../../../support/testApp';
import { closeAllClients, nextEvent, settle, TestClient } from '../../realtime/support/phoenixClients';

jest.setTimeout(30_000);

describe('GET /api/terms/current', () => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ['en-US when no locale is given', '/api/terms/current', '<h1>Terms of Service</h1>'],
    ['en-US', '/api/terms/current?locale=en-US', '<h1>Terms of Service</h1>'],
    ['fr-FR', '/api/terms/current?locale=fr-FR', '<h1>Conditions d’utilisation</h1>'],
  ])('answers the current terms as HTML in %s, with their version', async (_case, url, heading) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-terms-version']).toBe(CURRENT_TEST_TERMS);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(heading)).toBe(true);
    expect(response.body).not.toMatch(/<script|\son\w+=/i);
  });

  it.each(['/api/terms/current?locale=de-DE', '/api/terms/current?locale=', '/api/terms/current?lang=fr-FR'])(
    'answers invalid_params for %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_params' });
    },
  );
});

describe.each(databaseKinds)('a newer version of the terms, on %s', (kind) => {
  const NEW_TERMS = '2027-03-01';
  let termsDirectory: string;
  let testApp: AccountTestApp;
  let baseUrl: string;
  beforeAll(async () => {
    termsDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'terms-'));
    fs.cpSync(DEFAULT_TERMS_DIRECTORY, termsDirectory, { recursive: true });
    fs.mkdirSync(path.join(termsDirectory, NEW_TERMS));
    fs.writeFileSync(path.join(termsDirectory, NEW_TERMS, 'en-US.md'), '# Terms of Service\n\nVersion of 1 March 2027.');
    fs.writeFileSync(path.join(termsDirectory, NEW_TERMS, 'fr-FR.md'), '# Conditions d’utilisation\n\nVersion du 1er mars 2027.');
    testApp = await startAccountApp(kind, { termsDirectory });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(termsDirectory, { recursive: true, force: true });
  });

  it('is served as the current one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/terms/current?locale=fr-FR' });
    expect(response.headers['x-terms-version']).toBe(NEW_TERMS);
    expect(response.body).toContain('1er mars 2027');
  });

  it('must be reviewed by every account: sign-in reports it as current beside the older accepted one, until accepted', async () => {
    const { account, password } = await createSignedInAccount(testApp.database.db);
    const session = accountSessionSchema.parse((await login(testApp, account.email, password)).json());
    expect(session.accepted_terms).toBe(CURRENT_TEST_TERMS);
    expect(session.current_terms).toBe(NEW_TERMS);

    const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: session.token } }).connect();
    const channel = client.channel(`user:${account.id}`);
    await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
    const ask = async (acceptedTerms: string) => {
      const uuid = crypto.randomUUID();
      const answer = nextEvent(channel, 'response');
      await settle(channel.push('request', { request: 'account.accept_terms', uuid, params: { accepted_terms: acceptedTerms } }));
      return answer;
    };

    expect(await ask(CURRENT_TEST_TERMS)).toMatchObject({ error: { code: 'invalid_params' } });
    expect(await ask(NEW_TERMS)).toMatchObject({ data: 'success' });

    const after = accountSessionSchema.parse((await login(testApp, account.email, password)).json());
    expect(after.accepted_terms).toBe(NEW_TERMS);
    expect(after.current_terms).toBe(NEW_TERMS);
  });

  it('is the only version a sign-up may accept', async () => {
    expect((await signUpVia(testApp, { accepted_terms: CURRENT_TEST_TERMS })).json()).toEqual({ error: 'terms_rejected' });
    expect((await signUpVia(testApp, { accepted_terms: NEW_TERMS })).json()).toBe('success');
  });
});

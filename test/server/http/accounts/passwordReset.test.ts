// POST /api/reset_password_request and POST /api/reset_password with the real app: the mail, the single-use
// link, and the sessions and live sockets it ends.
import { HTTP_ERROR_STATUS, type HttpErrorCode } from '../../../../contract';
import { issueSession, verifySessionToken } from '../../../../server/domain/accounts/sessions';
import { createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, login, newEmail, signedUp, startAccountApp, TEST_PASSWORD } from '../../../support/accountApp';
import { quickCaptcha } from '../../../support/captcha';
import { databaseKinds } from '../../../support/databases';
import { mailsTo, tokenInMail } from '../../../support/mail';
import { listenOnLoopback } from '../../../support/testApp';
import { closeAllClients, TestClient } from '../../realtime/support/phoenixClients';

jest.setTimeout(30_000);

const NEW_PASSWORD = 'Brand-New-Pass-42';
const HOUR = 60 * 60 * 1000;

async function waitUntil(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let testApp: AccountTestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await startAccountApp(kind, { accountLimits: { mailsPerAccount: { max: 3, windowMs: HOUR } } }, { PUBLIC_URL: 'https://jobs.example.org' });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function requestReset(email: string, captcha?: string) {
    const response = await testApp.post('/api/reset_password_request', { email, captcha: captcha ?? (await quickCaptcha(testApp.secret)) });
    await testApp.settle();
    return response;
  }

  async function resetToken(email: string): Promise<string> {
    expect((await requestReset(email)).statusCode).toBe(204);
    return tokenInMail(mailsTo(testApp.mailer, email).at(-1), '/reset_password_confirmation/');
  }

  const reset = (token: unknown, password: unknown = NEW_PASSWORD) => testApp.post('/api/reset_password', { token, password });

  describe('asking for a reset', () => {
    it('mails a one-hour reset link in the account language', async () => {
      const { account } = await createSignedInAccount(testApp.database.db, { locale: 'fr-FR' });
      const response = await requestReset(account.email.toUpperCase());
      expect(response.statusCode).toBe(204);
      const [mail] = mailsTo(testApp.mailer, account.email);
      expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
      expect(mail?.links[0]).toMatch(/^https:\/\/jobs\.example\.org\/reset_password_confirmation\/[A-Za-z0-9_-]{43}$/);
      const row = await testApp.database.db
        .selectFrom('mailed_tokens')
        .selectAll()
        .where('account_id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row.purpose).toBe('password_reset');
      expect(Date.parse(row.expires_at) - Date.parse(row.created)).toBe(HOUR);
    });

    it('answers exactly the same for an address without an account, and mails nothing', async () => {
      const { account } = await createSignedInAccount(testApp.database.db);
      const known = await requestReset(account.email);
      const unknownEmail = newEmail();
      const unknown = await requestReset(unknownEmail);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      expect(mailsTo(testApp.mailer, unknownEmail)).toEqual([]);
    });

    it('stops mailing an account at its mail limit, still answering 204', async () => {
      const { account } = await createSignedInAccount(testApp.database.db);
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await requestReset(account.email)).statusCode).toBe(204);
      expect(mailsTo(testApp.mailer, account.email)).toHaveLength(3);
    });

    it.each<[HttpErrorCode, Record<string, string>]>([
      ['captcha_missing', { captcha: '' }],
      ['captcha_invalid', { captcha: 'bm90IGEgY2FwdGNoYQ==' }],
      ['email_rejected', { email: 'not-an-email' }],
    ])('answers %s for %p and mails nothing', async (code, fields) => {
      const { account } = await createSignedInAccount(testApp.database.db);
      const response = await testApp.post('/api/reset_password_request', {
        email: account.email,
        captcha: await quickCaptcha(testApp.secret),
        ...fields,
      });
      await testApp.settle();
      expect(response.statusCode).toBe(HTTP_ERROR_STATUS[code]);
      expect(response.json()).toEqual({ error: code });
      expect(mailsTo(testApp.mailer, account.email)).toEqual([]);
    });

    it('refuses a captcha used once already', async () => {
      const captcha = await quickCaptcha(testApp.secret);
      expect((await requestReset(newEmail(), captcha)).statusCode).toBe(204);
      expect((await requestReset(newEmail(), captcha)).json()).toEqual({ error: 'captcha_invalid' });
    });

    it('only the latest link works', async () => {
      const { account } = await createSignedInAccount(testApp.database.db);
      const first = await resetToken(account.email);
      const second = await resetToken(account.email);
      expect((await reset(first)).json()).toEqual({ error: 'invalid_reset_token' });
      expect((await reset(second)).statusCode).toBe(204);
    });
  });

  describe('following the link', () => {
    it('sets the new password; the old one stops working', async () => {
      const { account, password } = await createSignedInAccount(testApp.database.db);
      const response = await reset(await resetToken(account.email));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await login(testApp, account.email, password)).json()).toEqual({ error: 'invalid_credentials' });
      expect((await login(testApp, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('revokes every session of the account, cuts its live sockets, and the old tokens no longer join', async () => {
      const { account, token } = await createSignedInAccount(testApp.database.db);
      const other = await issueSession(testApp.database.db, account.id);
      const bystander = await createSignedInAccount(testApp.database.db);
      const sockets = [token, other.token].map((userToken) => new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: userToken } }).connect());
      for (const client of sockets) await expect(client.join(client.channel(`user:${account.id}`))).resolves.toMatchObject({ status: 'ok' });
      const bystanderSocket = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: bystander.token } }).connect();
      await expect(bystanderSocket.join(bystanderSocket.channel(`user:${bystander.account.id}`))).resolves.toMatchObject({ status: 'ok' });

      expect((await reset(await resetToken(account.email))).statusCode).toBe(204);

      expect(await verifySessionToken(testApp.database.db, token)).toBeUndefined();
      expect(await verifySessionToken(testApp.database.db, other.token)).toBeUndefined();
      for (const client of sockets) {
        await waitUntil(() => client.closeCodes.length > 0);
        expect(client.closeCodes[0]).toBe(1008);
      }
      const again = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
      await expect(again.join(again.channel(`user:${account.id}`))).resolves.toEqual({ status: 'error', response: { reason: 'unauthorized' } });

      // Another account's session and socket are untouched.
      expect(await verifySessionToken(testApp.database.db, bystander.token)).toBeDefined();
      expect(bystanderSocket.closeCodes).toEqual([]);
    });

    it('confirms an account whose address was not confirmed yet: the mail proved it', async () => {
      const email = newEmail();
      await signedUp(testApp, { email });
      expect((await login(testApp, email)).json()).toEqual({ error: 'email_not_confirmed' });
      expect((await reset(await resetToken(email))).statusCode).toBe(204);
      const signedIn = await login(testApp, email, NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      // The first confirmation is when the sign-up credits come, whichever link made it; a second reset adds none.
      expect(signedIn.json()).toMatchObject({ credits: 3 });
      expect((await reset(await resetToken(email), 'Another-Pass-43')).statusCode).toBe(204);
      expect((await login(testApp, email, 'Another-Pass-43')).json()).toMatchObject({ credits: 3 });
    });

    it('works once only', async () => {
      const { account } = await createSignedInAccount(testApp.database.db);
      const token = await resetToken(account.email);
      expect((await reset(token)).statusCode).toBe(204);
      const again = await reset(token, 'Yet-Another-Pass-1');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'invalid_reset_token' });
      expect((await login(testApp, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a link past its hour', async () => {
      const { account, password } = await createSignedInAccount(testApp.database.db);
      const token = await resetToken(account.email);
      testApp.clock.advance(HOUR + 1000);
      try {
        expect((await reset(token)).json()).toEqual({ error: 'invalid_reset_token' });
      } finally {
        testApp.clock.advance(-(HOUR + 1000));
      }
      expect((await login(testApp, account.email, password)).statusCode).toBe(200);
    });

    it('refuses a confirmation token', async () => {
      const email = newEmail();
      const confirmationToken = await signedUp(testApp, { email });
      expect((await reset(confirmationToken)).json()).toEqual({ error: 'invalid_reset_token' });
    });

    it.each([
      ['password_too_short', 'Ab1-'],
      ['password_too_long', `Ab1-${'x'.repeat(125)}`],
      ['password_too_weak', 'nouppercase1-'],
    ])('answers %s for a password against the rules, and keeps the link usable', async (code, password) => {
      const { account } = await createSignedInAccount(testApp.database.db);
      const token = await resetToken(account.email);
      const response = await reset(token, password);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: code });
      expect((await reset(token)).statusCode).toBe(204);
    });

    it.each([
      ['an unknown token', 'no-such-token'],
      ['an empty token', ''],
      ['no token', undefined],
    ])('answers invalid_reset_token for %s', async (_case, token) => {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_reset_token' });
    });

    it('leaves the password alone when the token is refused', async () => {
      const { account } = await createSignedInAccount(testApp.database.db);
      expect((await reset('no-such-token')).statusCode).toBe(400);
      expect((await login(testApp, account.email, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });
});

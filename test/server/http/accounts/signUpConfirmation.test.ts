// POST /api/sign_up_confirmation and POST /api/sign_up_confirmation/resend with the real app.
import { createSignedInAccount } from '../../../support/accounts';
import {
  type AccountTestApp,
  login,
  newEmail,
  signedUp,
  startAccountApp,
  TEST_PASSWORD,
} from '../../../support/accountApp';
import { quickCaptcha } from '../../../support/captcha';
import { databaseKinds } from '../../../support/databases';
import { mailsTo, tokenInMail } from '../../../support/mail';

jest.setTimeout(30_000);

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)('POST /api/sign_up_confirmation on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const confirm = (token: unknown) => testApp.post('/api/sign_up_confirmation', { token });
  const confirmedAt = async (email: string) =>
    (await testApp.database.db.selectFrom('accounts').select('confirmed_at').where('email', '=', email).executeTakeFirstOrThrow()).confirmed_at;

  it('confirms the account of a live token, answers "success", and the account can sign in', async () => {
    const email = newEmail();
    const token = await signedUp(testApp, { email });
    expect((await login(testApp, email)).json()).toEqual({ error: 'email_not_confirmed' });

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toBe('success');
    expect(await confirmedAt(email)).not.toBeNull();
    expect((await login(testApp, email)).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const token = await signedUp(testApp, { email: newEmail() });
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_confirmation_code' });
  });

  it('refuses a token past its 48 hours and leaves the account unconfirmed', async () => {
    const email = newEmail();
    const token = await signedUp(testApp, { email });
    testApp.clock.advance(48 * HOUR + 1000);
    try {
      expect((await confirm(token)).json()).toEqual({ error: 'invalid_confirmation_code' });
    } finally {
      testApp.clock.advance(-(48 * HOUR + 1000));
    }
    expect(await confirmedAt(email)).toBeNull();
  });

  it('still takes a token just before it expires', async () => {
    const token = await signedUp(testApp, { email: newEmail() });
    testApp.clock.advance(47 * HOUR);
    try {
      expect((await confirm(token)).statusCode).toBe(200);
    } finally {
      testApp.clock.advance(-47 * HOUR);
    }
  });

  it('refuses a password reset token', async () => {
    const { account } = await createSignedInAccount(testApp.database.db);
    expect((await testApp.post('/api/reset_password_request', { email: account.email, captcha: await quickCaptcha(testApp.secret) })).statusCode).toBe(204);
    await testApp.settle();
    const resetToken = tokenInMail(mailsTo(testApp.mailer, account.email).at(-1), '/reset_password_confirmation/');
    expect((await confirm(resetToken)).json()).toEqual({ error: 'invalid_confirmation_code' });
  });

  it.each([
    ['an unknown token', 'no-such-token'],
    ['an empty token', ''],
    ['a token that is not a string', 42],
    ['an oversized token', 'x'.repeat(2000)],
  ])('answers invalid_confirmation_code for %s', async (_case, token) => {
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_confirmation_code' });
  });

  it('answers invalid_params for a body with unknown fields', async () => {
    const response = await testApp.post('/api/sign_up_confirmation', { token: 'abc', email: 'a@b.c' });
    expect(response.json()).toEqual({ error: 'invalid_params' });
  });
});

describe.each(databaseKinds)('POST /api/sign_up_confirmation/resend on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind, { accountLimits: { mailsPerAccount: { max: 3, windowMs: HOUR } } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function resend(email: string, password: string = TEST_PASSWORD) {
    const response = await testApp.post('/api/sign_up_confirmation/resend', { email, password });
    await testApp.settle();
    return response;
  }

  it('mails a fresh link to an unconfirmed account with the right password; the older link stops working', async () => {
    const email = newEmail();
    const first = await signedUp(testApp, { email, locale: 'fr-FR' });
    const response = await resend(email.toUpperCase());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const mails = mailsTo(testApp.mailer, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Confirmez votre adresse e-mail');
    const second = tokenInMail(mails[1], '/sign_up_confirmation/');
    expect(second).not.toBe(first);
    expect((await testApp.post('/api/sign_up_confirmation', { token: first })).json()).toEqual({ error: 'invalid_confirmation_code' });
    expect((await testApp.post('/api/sign_up_confirmation', { token: second })).json()).toBe('success');
  });

  it.each([
    ['a wrong password', () => Promise.resolve({ email: newEmail(), signUp: true, password: 'Wrong-Horse-9' })],
    ['an unknown email', () => Promise.resolve({ email: newEmail(), signUp: false, password: TEST_PASSWORD })],
    ['an account already confirmed', async () => ({ email: (await createSignedInAccount(testApp.database.db)).account.email, signUp: false, password: 'Correct-Horse-9' })],
  ])('answers the same 204 and mails nothing for %s', async (_case, make) => {
    const { email, signUp, password } = await make();
    if (signUp) await signedUp(testApp, { email });
    const before = mailsTo(testApp.mailer, email).length;
    const response = await resend(email, password);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(mailsTo(testApp.mailer, email)).toHaveLength(before);
  });

  it('stops mailing an account at its mail limit, still answering 204', async () => {
    const email = newEmail();
    await signedUp(testApp, { email });
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await resend(email)).statusCode).toBe(204);
    // The sign-up mail and two resends: three mails in the hour.
    expect(mailsTo(testApp.mailer, email)).toHaveLength(3);
    // The limit is per account: another one is still mailed.
    const other = newEmail();
    await signedUp(testApp, { email: other });
    await resend(other);
    expect(mailsTo(testApp.mailer, other)).toHaveLength(2);
  });

  it('answers invalid_params for a malformed body', async () => {
    const response = await testApp.post('/api/sign_up_confirmation/resend', { email: newEmail() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_params' });
  });
});

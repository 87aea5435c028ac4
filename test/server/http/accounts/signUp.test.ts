// POST /api/sign_up with the real app: every answer of the contract, what is stored and what is mailed.
import type { Challenge } from 'altcha-lib';
import { HTTP_ERROR_STATUS, type HttpErrorCode } from '../../../../contract';
import { verifyPassword } from '../../../../server/domain/accounts/passwords';
import { digestOfToken } from '../../../../server/domain/accounts/secretTokens';
import { CURRENT_TEST_TERMS, createSignedInAccount } from '../../../support/accounts';
import { type AccountTestApp, newEmail, type SignUpFields, signUpVia, startAccountApp, TEST_PASSWORD } from '../../../support/accountApp';
import { quickCaptcha } from '../../../support/captcha';
import { databaseKinds } from '../../../support/databases';
import { mailsTo, tokenInMail } from '../../../support/mail';
import { solvedPayload } from '../../services/captcha/solveCaptcha';

jest.setTimeout(30_000);

describe.each(databaseKinds)('POST /api/sign_up on %s', (kind) => {
  let testApp: AccountTestApp;
  beforeAll(async () => {
    testApp = await startAccountApp(kind, {}, { PUBLIC_URL: 'https://jobs.example.org' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.db;
  const accountOf = (email: string) => db().selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();

  it('creates an unconfirmed account, answers "success" and mails the confirmation link in the chosen language', async () => {
    const email = newEmail();
    const response = await signUpVia(testApp, { email: email.toUpperCase(), locale: 'fr-FR' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toBe('success');

    const account = await accountOf(email);
    expect(account).toMatchObject({ email, locale: 'fr-FR', accepted_terms: CURRENT_TEST_TERMS, confirmed_at: null, credits: 0 });
    expect(account!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(account!.password_hash, TEST_PASSWORD)).toBe(true);

    const [mail] = mailsTo(testApp.mailer, email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^https:\/\/jobs\.example\.org\/sign_up_confirmation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenInMail(mail, '/sign_up_confirmation/');
    expect(mail?.text).toContain(token);

    // Only the digest is stored, valid for 48 hours.
    const tokens = await db().selectFrom('mailed_tokens').selectAll().where('account_id', '=', account!.id).execute();
    expect(tokens).toHaveLength(1);
    const [row] = tokens;
    expect(row).toMatchObject({ purpose: 'sign_up_confirmation', token_hash: digestOfToken(token), used_at: null });
    expect(JSON.stringify(tokens)).not.toContain(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created)).toBe(48 * 60 * 60 * 1000);
  });

  it('keeps the browser’s time zone as the account’s, and answers invalid_params for an unknown one', async () => {
    const email = newEmail();
    expect((await signUpVia(testApp, { email, time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    expect((await accountOf(email))?.time_zone).toBe('Asia/Tokyo');
    const withoutZone = newEmail();
    expect((await signUpVia(testApp, { email: withoutZone })).statusCode).toBe(200);
    expect((await accountOf(withoutZone))?.time_zone).toBeNull();
    const unknown = await signUpVia(testApp, { time_zone: 'Mars/Olympus_Mons' });
    expect(unknown.statusCode).toBe(HTTP_ERROR_STATUS.invalid_params);
  });

  it('accepts the captcha served by GET /api/captcha, solved as the widget solves it', async () => {
    const challenge = (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json<Challenge>();
    const response = await signUpVia(testApp, { captcha: await solvedPayload(challenge) });
    expect(response.statusCode).toBe(200);
  });

  it.each<[HttpErrorCode, SignUpFields]>([
    ['email_rejected', { email: 'not-an-email' }],
    ['email_rejected', { email: `${'a'.repeat(250)}@example.test` }],
    ['password_too_short', { password: 'Ab1-' }],
    ['password_too_long', { password: `Ab1-${'x'.repeat(125)}` }],
    ['password_too_weak', { password: 'alllowercase1-' }],
    ['password_too_weak', { password: 'NoDigitsHere-' }],
    ['password_too_weak', { password: 'NoSpecial123' }],
    ['terms_rejected', { accepted_terms: '' }],
    ['terms_rejected', { accepted_terms: '2020-01-01' }],
    ['captcha_missing', { captcha: '' }],
    ['captcha_invalid', { captcha: 'bm90IGEgY2FwdGNoYQ==' }],
    ['invalid_params', { locale: 'de-DE' }],
  ])('answers %s for %p and stores nothing', async (code, fields) => {
    const email = fields.email ?? newEmail();
    const response = await signUpVia(testApp, { ...fields, email });
    expect(response.statusCode).toBe(HTTP_ERROR_STATUS[code]);
    expect(response.json()).toEqual({ error: code });
    expect(await accountOf(email.toLowerCase())).toBeUndefined();
    expect(mailsTo(testApp.mailer, email)).toEqual([]);
  });

  it('answers the code of a missing field, and invalid_params for an unknown one', async () => {
    const missing = await testApp.post('/api/sign_up', { email: newEmail() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: 'password_too_short' });
    const extra = await testApp.post('/api/sign_up', {
      email: newEmail(),
      password: TEST_PASSWORD,
      accepted_terms: CURRENT_TEST_TERMS,
      captcha: await quickCaptcha(testApp.secret),
      locale: 'en-US',
      credits: 1000,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'invalid_params' });
  });

  it('refuses a captcha solution used once already', async () => {
    const captcha = await quickCaptcha(testApp.secret);
    expect((await signUpVia(testApp, { captcha })).statusCode).toBe(200);
    const again = await signUpVia(testApp, { captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'captcha_invalid' });
  });

  it('refuses a captcha signed with another secret', async () => {
    const response = await signUpVia(testApp, { captcha: await quickCaptcha(Buffer.alloc(32, 7)) });
    expect(response.json()).toEqual({ error: 'captcha_invalid' });
  });

  it('does not use up the captcha when the terms are refused', async () => {
    const captcha = await quickCaptcha(testApp.secret);
    expect((await signUpVia(testApp, { captcha, accepted_terms: '2020-01-01' })).json()).toEqual({ error: 'terms_rejected' });
    expect((await signUpVia(testApp, { captcha })).statusCode).toBe(200);
  });

  it('answers email_already_used for the address of a confirmed account, whatever its case', async () => {
    const { account } = await createSignedInAccount(db());
    const response = await signUpVia(testApp, { email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'email_already_used' });
    expect(mailsTo(testApp.mailer, account.email)).toEqual([]);
  });

  it('answers email_not_confirmed_yet for the address of an account still unconfirmed, and keeps its first password', async () => {
    const email = newEmail();
    expect((await signUpVia(testApp, { email })).statusCode).toBe(200);
    const response = await signUpVia(testApp, { email, password: 'Another-Pass-7' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'email_not_confirmed_yet' });
    expect(await verifyPassword((await accountOf(email))!.password_hash, TEST_PASSWORD)).toBe(true);
    expect(mailsTo(testApp.mailer, email)).toHaveLength(1);
  });

  it('checks the captcha before looking at accounts', async () => {
    const { account } = await createSignedInAccount(db());
    const response = await signUpVia(testApp, { email: account.email, captcha: 'bm90IGEgY2FwdGNoYQ==' });
    expect(response.json()).toEqual({ error: 'captcha_invalid' });
  });

  it('keeps the account and retries the confirmation mail the SMTP server refused, delivering it once', async () => {
    const email = newEmail();
    testApp.mailer.failNext();
    const response = await signUpVia(testApp, { email });
    expect(response.json()).toBe('success');
    expect(await accountOf(email)).toBeDefined();
    expect(testApp.mailer.attempted.filter((mail) => mail.to === email)).toHaveLength(2);
    const [mail, ...others] = mailsTo(testApp.mailer, email);
    expect(others).toEqual([]);
    expect((await testApp.post('/api/sign_up_confirmation', { token: tokenInMail(mail, '/sign_up_confirmation/') })).json()).toBe('success');
  });

  it('needs the CSRF token like every unsafe call', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/sign_up', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'invalid_csrf_token' });
  });
});

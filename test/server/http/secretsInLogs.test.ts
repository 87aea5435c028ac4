// No secret of an address reaches the log, at any level: confirmation and reset tokens (in the paths of their
// pages and in the bodies of their calls), the session of a login link (`/login/{login_info}`), the login
// token (bearer, LongPoll query) and the calendar feed's secret (`/api/calendar/{secret}.ics`). The app logs
// at trace level here, through its own logger settings, while a person goes through every one of those flows,
// including the refused and malformed ones (logged at info level with their address).
import { appLoggerOptions, loggableUrl, redactSecretsInText, REDACTED, serializeErrorForLog } from '../../../server/http/requestLogging';
import { createCalendarFeedSeal } from '../../../server/domain/actions/calendarFeedSeal';
import { calendarFeedTokenOf } from '../../../server/domain/actions/calendarFeeds';
import { type AccountTestApp, newEmail, startAccountApp, TEST_PASSWORD } from '../../support/accountApp';
import { CURRENT_TEST_TERMS } from '../../support/accounts';
import { quickCaptcha } from '../../support/captcha';
import { mailsTo, tokenInMail } from '../../support/mail';

jest.setTimeout(30_000);

interface LoggedLine {
  readonly level: number;
  readonly msg?: string;
  readonly req?: { readonly url: string };
}

describe('the log at trace level', () => {
  let testApp: AccountTestApp;
  const output: string[] = [];
  beforeAll(async () => {
    testApp = await startAccountApp('sqlite', { logger: appLoggerOptions('trace', { write: (line: string) => output.push(line) }) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('holds no token of sign-up, confirmation, reset, login link, session or calendar feed', async () => {
    const secrets: string[] = [];
    const email = newEmail();

    // Sign-up and its confirmation link: the page, then the call it makes, then the same again (refused).
    const signUp = await testApp.post('/api/sign_up', {
      email,
      password: TEST_PASSWORD,
      accepted_terms: CURRENT_TEST_TERMS,
      captcha: await quickCaptcha(testApp.secret),
      locale: 'en-US',
    });
    expect(signUp.statusCode).toBe(200);
    await testApp.settle();
    const confirmation = tokenInMail(mailsTo(testApp.mailer, email).at(-1), '/sign_up_confirmation/');
    secrets.push(confirmation);
    expect((await get(`/sign_up_confirmation/${confirmation}`)).statusCode).toBe(200);
    expect((await testApp.post('/api/sign_up_confirmation', { token: confirmation })).statusCode).toBe(200);
    expect((await testApp.post('/api/sign_up_confirmation', { token: confirmation })).statusCode).toBeGreaterThanOrEqual(400);

    // Password reset: the page, the call, a second use (refused), and an address too malformed to route.
    expect((await testApp.post('/api/reset_password_request', { email, captcha: await quickCaptcha(testApp.secret) })).statusCode).toBe(204);
    await testApp.settle();
    const reset = tokenInMail(mailsTo(testApp.mailer, email).at(-1), '/reset_password_confirmation/');
    secrets.push(reset);
    expect((await get(`/reset_password_confirmation/${reset}`)).statusCode).toBe(200);
    expect((await get(`/reset_password_confirmation/${reset}%E0%A4%A`)).statusCode).toBeLessThan(500);
    const newPassword = 'Brand-New-Pass-42';
    expect((await testApp.post('/api/reset_password', { token: reset, password: newPassword })).statusCode).toBe(204);
    expect((await testApp.post('/api/reset_password', { token: reset, password: newPassword })).statusCode).toBe(400);

    // Sign-in, then the login link's page (standard and URL-safe base64, the way links carry the session).
    const login = await testApp.post('/api/login', { email, password: newPassword });
    expect(login.statusCode).toBe(200);
    const session = login.json<Record<string, unknown> & { token: string; user_id: string }>();
    secrets.push(session.token);
    const loginInfo = Buffer.from(JSON.stringify({ ...session, note: '??>>' }), 'utf8').toString('base64');
    expect(loginInfo).toMatch(/[/+]/);
    secrets.push(loginInfo, encodeURIComponent(loginInfo), Buffer.from(JSON.stringify(session)).toString('base64url'));
    expect((await get(`/login/${loginInfo}`)).statusCode).toBe(200);
    expect((await get(`/login/${encodeURIComponent(loginInfo)}`)).statusCode).toBe(200);
    expect((await get(`/login/${Buffer.from(JSON.stringify(session)).toString('base64url')}`)).statusCode).toBe(200);

    // The login token elsewhere: a bearer header, a LongPoll query.
    expect((await get(`/api/files/download/00000000-0000-4000-8000-000000000000`, { authorization: `Bearer ${session.token}` })).statusCode).toBe(404);
    expect((await get(`/user_socket/longpoll?vsn=2.0.0&user_token=${session.token}`)).statusCode).toBeLessThan(500);

    // The calendar feed: read, and at a wrong address (404, logged at info level).
    const feed = await calendarFeedTokenOf(testApp.database.db, createCalendarFeedSeal(testApp.secret), session.user_id, new Date());
    secrets.push(feed);
    expect((await get(`/api/calendar/${feed}.ics`)).statusCode).toBe(200);
    expect((await get(`/api/calendar/${feed}x.ics`)).statusCode).toBe(404);
    expect((await get(`/api/calendar/${feed}.ics?refresh=1`)).statusCode).toBe(200);

    const log = output.join('');
    const lines = output.map((line) => JSON.parse(line) as LoggedLine);
    // The log did see these requests (the answered ones at debug level), with their addresses redacted.
    expect(lines.some((line) => line.level === 20)).toBe(true);
    expect(lines.map((line) => line.req?.url)).toEqual(
      expect.arrayContaining([
        `/sign_up_confirmation/${REDACTED}`,
        `/reset_password_confirmation/${REDACTED}`,
        `/login/${REDACTED}`,
        `/api/calendar/${REDACTED}`,
        '/user_socket/longpoll',
      ]),
    );
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      // Nor a good part of it (a log line cut short, a secret split by an escape).
      expect(log).not.toContain(secret.slice(0, 16));
    }
  });
});

describe('the redaction of addresses', () => {
  it.each([
    ['/login/eyJ0b2tlbiI6/Ij+abc=', `/login/${REDACTED}`],
    ['/sign_up_confirmation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde?x=1', `/sign_up_confirmation/${REDACTED}`],
    ['/reset_password_confirmation/abc', `/reset_password_confirmation/${REDACTED}`],
    ['/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics', `/api/calendar/${REDACTED}`],
    ['/api/account/export/download?token=AbCdEfGhIjKl', '/api/account/export/download'],
    ['/api/some/future/route/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde', `/api/some/future/route/${REDACTED}`],
    // No secret there: kept as they are.
    ['/api/sign_up_confirmation/resend', '/api/sign_up_confirmation/resend'],
    ['/api/files/download/3f0e7c1a-1b2c-4d5e-8f90-0123456789ab', '/api/files/download/3f0e7c1a-1b2c-4d5e-8f90-0123456789ab'],
    ['/login', '/login'],
    ['/main.3f9a8b7c6d5e4f3a2b1c.js', '/main.3f9a8b7c6d5e4f3a2b1c.js'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it('replaces the secrets of addresses quoted in any text, and of query parameters that hold one', () => {
    expect(redactSecretsInText('Route GET:/login/abc/def not found')).toBe(`Route GET:/login/${REDACTED} not found`);
    expect(redactSecretsInText("'https://jobs.example.org/reset_password_confirmation/t0k3n' is bad")).toBe(
      `'https://jobs.example.org/reset_password_confirmation/${REDACTED}' is bad`,
    );
    expect(redactSecretsInText('/user_socket/longpoll?vsn=2.0.0&user_token=abc&token=def')).toBe(
      `/user_socket/longpoll?vsn=2.0.0&user_token=${REDACTED}&token=${REDACTED}`,
    );
    expect(redactSecretsInText('nothing to hide here')).toBe('nothing to hide here');
  });

  it('replaces them in the message and stack of a logged error', () => {
    const serialized = serializeErrorForLog(new Error("'/reset_password_confirmation/Zq9SecretZq9' is not a valid url component"));
    expect(serialized.message).toBe(`'/reset_password_confirmation/${REDACTED}' is not a valid url component`);
    expect(JSON.stringify(serialized)).not.toContain('Zq9SecretZq9');
  });
});

// The whole sign-up as a newcomer lives it, with nothing stood in: the app sends through a real SMTP server on
// loopback (SMTP_URL), the captcha is the one GET /api/captcha serves, solved as the widget solves it, and
// the link is read out of the delivered message. The mail goes through the job queue: a refusal of the SMTP
// server is retried.
import type { AddressInfo } from 'node:net';
import type { Challenge } from 'altcha-lib';
import { SMTPServer } from 'smtp-server';
import { accountSessionSchema } from '../../../../contract';
import { CURRENT_TEST_TERMS } from '../../../support/accounts';
import { postJson, startTestApp, type TestApp } from '../../../support/testApp';
import { solvedPayload } from '../../services/captcha/solveCaptcha';
import { headerValue, parseMessage } from '../../services/mail/support/mimeMessage';

jest.setTimeout(60_000);

interface Delivered {
  readonly to: readonly string[];
  readonly raw: string;
}

describe('signing up through a real SMTP server', () => {
  let server: SMTPServer;
  const delivered: Delivered[] = [];
  /** Messages the server is to refuse with a temporary error, as a busy server does. */
  let refusals = 0;
  let testApp: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      // Otherwise nodemailer upgrades to TLS and rejects the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusals > 0) {
            refusals -= 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        resolve();
      });
    });
    const { port } = server.server.address() as AddressInfo;
    testApp = await startTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${String(port)}`, PUBLIC_URL: 'https://jobs.example.org' },
      { jobRetryDelaySeconds: 0 },
    );
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => {
      server.close(resolve);
    });
  });

  it('signs up, receives the mail, follows its link and signs in', async () => {
    const email = 'newcomer@example.test';
    const password = 'Correct-Horse-9';
    const challenge = (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json<Challenge>();
    const signUp = await postJson(testApp.app, '/api/sign_up', {
      email,
      password,
      accepted_terms: CURRENT_TEST_TERMS,
      captcha: await solvedPayload(challenge),
      locale: 'en-US',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toBe('success');
    await testApp.app.backgroundJobs.idle();

    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual([email]);
    const message = parseMessage(delivered[0]!.raw);
    expect(headerValue(message, 'Subject')).toBe('Confirm your email address');
    expect(headerValue(message, 'From')).toBe('no-reply@jobs.example.org');
    const links = message.parts.get('text/plain')?.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.origin).toBe('https://jobs.example.org');
    const token = decodeURIComponent(/^\/sign_up_confirmation\/(.+)$/.exec(link.pathname)?.[1] ?? '');

    expect((await postJson(testApp.app, '/api/login', { email, password })).json()).toEqual({ error: 'email_not_confirmed' });
    // What the browser's /sign_up_confirmation/{token} page does with the link.
    const confirmation = await postJson(testApp.app, '/api/sign_up_confirmation', { token });
    expect(confirmation.json()).toBe('success');

    const signIn = await postJson(testApp.app, '/api/login', { email, password });
    expect(signIn.statusCode).toBe(200);
    expect(accountSessionSchema.parse(signIn.json())).toMatchObject({ email, accepted_terms: CURRENT_TEST_TERMS, current_terms: CURRENT_TEST_TERMS });
  });

  it('retries the mail the SMTP server refused, and it arrives once', async () => {
    const email = 'busy-day@example.test';
    refusals = 2;
    const before = delivered.length;
    const challenge = (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json<Challenge>();
    const signUp = await postJson(testApp.app, '/api/sign_up', {
      email,
      password: 'Correct-Horse-9',
      accepted_terms: CURRENT_TEST_TERMS,
      captcha: await solvedPayload(challenge),
      locale: 'en-US',
    });
    expect(signUp.json()).toBe('success');
    await testApp.app.backgroundJobs.idle();
    expect(refusals).toBe(0);
    expect(delivered.slice(before).map((mail) => mail.to)).toEqual([[email]]);
  });
});

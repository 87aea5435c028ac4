// Where account mail goes by default, and what the log says when it cannot be sent (the job queue retries it).
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createBackgroundTasks } from '../../../../server/services/backgroundTasks';
import { outboxDirectory } from '../../../../server/services/mail';
import { createSignedInAccount } from '../../../support/accounts';
import { newEmail, signUpVia, startAccountApp } from '../../../support/accountApp';
import { quickCaptcha } from '../../../support/captcha';
import { tokenInMail } from '../../../support/mail';
import { postJson, startTestApp } from '../../../support/testApp';
import { headerValue, parseMessage } from '../../services/mail/support/mimeMessage';

jest.setTimeout(30_000);

function capturingLogger(level: pino.Level = 'info'): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('account mail without SMTP_URL', () => {
  it('is written to DATA_DIR/outbox, and its link is logged at debug level, as on `LOG_LEVEL=debug npm start`', async () => {
    const { logger, lines } = capturingLogger('debug');
    const testApp = await startTestApp({}, { logger });
    try {
      const email = newEmail();
      const response = await postJson(testApp.app, '/api/sign_up', {
        email,
        password: 'Correct-Horse-9',
        accepted_terms: '2026-11-01',
        captcha: await quickCaptcha(testApp.secret),
        locale: 'en-US',
      });
      expect(response.json()).toBe('success');
      await testApp.app.backgroundJobs.idle();
      const outbox = outboxDirectory(testApp.config.dataDir);
      const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const message = parseMessage(fs.readFileSync(path.join(outbox, files[0]!), 'utf8'));
      expect(headerValue(message, 'To')).toBe(email);
      const link = /http:\/\/127\.0\.0\.1:4000\/sign_up_confirmation\/\S+/.exec(message.parts.get('text/plain') ?? '')?.[0];
      expect(link).toBeDefined();
      expect(lines.join('')).toContain(link);
    } finally {
      await testApp.close();
    }
  });
});

describe('a mail that cannot be sent', () => {
  it('is logged without the token of its link and retried, at sign-up and after a reset request', async () => {
    const { logger, lines } = capturingLogger();
    const testApp = await startAccountApp('sqlite', { logger, backgroundTasks: createBackgroundTasks(logger) });
    try {
      testApp.mailer.failNext();
      expect((await signUpVia(testApp, { email: newEmail() })).json()).toBe('success');

      const { account } = await createSignedInAccount(testApp.database.db);
      testApp.mailer.failNext();
      const reset = await testApp.post('/api/reset_password_request', { email: account.email, captcha: await quickCaptcha(testApp.secret) });
      expect(reset.statusCode).toBe(204);
      await testApp.settle();

      // Each refused mail, then the same mail again, delivered.
      const [refusedSignUpMail, signUpMail, refusedResetMail, resetMail] = testApp.mailer.attempted;
      expect(testApp.mailer.sent).toEqual([signUpMail, resetMail]);
      expect(refusedSignUpMail).toEqual(signUpMail);
      expect(refusedResetMail).toEqual(resetMail);
      const tokens = [tokenInMail(signUpMail, '/sign_up_confirmation/'), tokenInMail(resetMail, '/reset_password_confirmation/')];
      const log = lines.join('');
      expect(log.match(/background job failed"/g)).toHaveLength(2);
      expect(log).toMatch(/the SMTP server refused the mail/);
      for (const token of tokens) expect(log).not.toContain(token);
    } finally {
      await testApp.close();
    }
  });
});

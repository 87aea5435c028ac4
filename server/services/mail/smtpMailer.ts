// Sends mail through the SMTP server of SMTP_URL.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer';
import { transportAtFirstMail } from './transportAtFirstMail';

// nodemailer waits up to 2 min to connect and 10 min on a silent socket; a stuck server should fail sooner so
// the caller can retry. A sign-up waits for its mail, and the browser for the sign-up (SIGN_UP_TIMEOUT_MS,
// 45 s, in src/features/session/signUpSaga.ts): these keep a stuck server's failure within that wait. Query
// parameters of SMTP_URL (`?connectionTimeout=...`) still override them.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

export function createSmtpMailer(smtpUrl: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = transportAtFirstMail(({ createTransport }) => createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from }));
  return {
    async send(mail: OutgoingMail): Promise<void> {
      const info = await (await transport.get()).sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      // The links carry secret tokens: they stay out of the log here.
      logger.debug({ messageId: info.messageId }, 'mail sent');
    },
    close(): void {
      transport.close();
    },
  };
}

// Sends mail through the SMTP server of SMTP_URL.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

// nodemailer waits up to 2 min to connect and 10 min on a silent socket; a stuck server should fail sooner so
// the caller can retry. Query parameters of SMTP_URL (`?connectionTimeout=...`) still override these.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

export function createSmtpMailer(smtpUrl: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(mail: OutgoingMail): Promise<void> {
      const info = await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      // The links carry secret tokens: they stay out of the log here.
      logger.debug({ messageId: info.messageId }, 'mail sent');
    },
    close(): void {
      transport.close();
    },
  };
}

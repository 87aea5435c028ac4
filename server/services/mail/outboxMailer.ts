// Without SMTP_URL, writes each mail as an .eml file into the outbox and logs its links, so a local run can
// follow a confirmation link from the console (or open the file in a mail client).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

export function createOutboxMailer(outboxDir: string, from: string, logger: FastifyBaseLogger): Mailer {
  // The stream transport builds the same RFC 822 bytes SMTP would carry, with CRLF as the format wants.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    async send(mail: OutgoingMail): Promise<void> {
      const info = await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return a buffer');
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName(new Date()));
      // `wx`: never overwrite an earlier mail, however unlikely a clash of the random part.
      await writeFile(file, info.message, { flag: 'wx' });
      logger.info(
        { to: mail.to, subject: mail.subject, file, links: mail.links },
        `mail written to the outbox; links: ${mail.links.join(' ')}`,
      );
    },
    close(): void {
      transport.close();
    },
  };
}

/** `2026-11-22T10-15-30-123Z-1a2b3c4d.eml`: sorts by time, and stays a valid name on every file system. */
export function outboxFileName(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

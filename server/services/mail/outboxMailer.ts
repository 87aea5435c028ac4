// Without SMTP_URL, writes each mail as an .eml file into the outbox (owner-only, as all of DATA_DIR), so a
// local run can open it in a mail client, with a summary beside it that the /outbox page lists
// (outboxSummaries.ts); its links, which carry secret tokens, are logged at debug level only (LOG_LEVEL=debug
// to follow a confirmation link from the console), never at info.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../privateFiles';
import type { Mailer, OutgoingMail } from './mailer';
import { writeOutboxSummary } from './outboxSummaries';
import { transportAtFirstMail } from './transportAtFirstMail';

export function createOutboxMailer(outboxDir: string, from: string, logger: FastifyBaseLogger): Mailer {
  // The stream transport builds the same RFC 822 bytes SMTP would carry, with CRLF as the format wants.
  const transport = transportAtFirstMail(({ createTransport }) =>
    createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from }),
  );
  return {
    async send(mail: OutgoingMail): Promise<void> {
      const info = await (await transport.get()).sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return a buffer');
      await mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const writtenAt = new Date();
      const name = outboxFileName(writtenAt);
      const file = path.join(outboxDir, name);
      // `wx`: never overwrite an earlier mail, however unlikely a clash of the random part.
      await writeFile(file, info.message, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      // After the mail itself: a summary always has its .eml beside it.
      await writeOutboxSummary(outboxDir, { file: name, writtenAt, to: mail.to, subject: mail.subject, links: mail.links });
      logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
      // The one log line that holds secret links, in a list the log's redaction leaves alone (requestLogging.ts).
      logger.debug({ file, links: mail.links }, 'links of the mail written to the outbox');
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

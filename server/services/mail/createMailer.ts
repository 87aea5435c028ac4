// Picks the mail transport from the settings: SMTP when SMTP_URL is set, the outbox folder otherwise.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { senderAddress } from './senderAddress';
import { createSmtpMailer } from './smtpMailer';

export type MailConfig = Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl'>;

/** Where mail goes without SMTP_URL. */
export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(config: MailConfig, logger: FastifyBaseLogger): Mailer {
  const from = senderAddress(config.publicUrl);
  if (config.smtpUrl !== undefined) {
    const { hostname, port } = new URL(config.smtpUrl);
    // Host and port only: the URL may hold the SMTP password.
    logger.info({ smtpHost: hostname, smtpPort: port, from }, 'mail is sent through SMTP');
    return createSmtpMailer(config.smtpUrl, from, logger);
  }
  const outbox = outboxDirectory(config.dataDir);
  logger.info({ outbox }, 'SMTP_URL is not set: mail is written to the outbox (its links are logged at debug level)');
  return createOutboxMailer(outbox, from, logger);
}

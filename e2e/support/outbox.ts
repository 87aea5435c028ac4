// Reads the mails the server wrote to DATA_DIR/outbox (the mail transport of `npm start` without SMTP_URL), as
// a newcomer would open them, and finds the link a person would follow.
import fs from 'node:fs';
import path from 'node:path';
import { headerValue, parseMessage } from '../../test/server/services/mail/support/mimeMessage';

export interface ReceivedMail {
  readonly subject: string;
  readonly text: string;
}

function mailsTo(dataDir: string, address: string): ReceivedMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  // File names start with the time, so a sort puts them in the order they were written.
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMessage(fs.readFileSync(path.join(outbox, name), 'utf8')))
    .filter((message) => headerValue(message, 'to') === address)
    .map((message) => ({ subject: headerValue(message, 'subject') ?? '', text: message.parts.get('text/plain') ?? '' }));
}

/** Waits for the `count`-th mail sent to `address` (1 = the first) and answers it. */
export async function waitForMail(dataDir: string, address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(dataDir, address)[count - 1];
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no mail number ${String(count)} to ${address} within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path of the first link in the mail that leads to `pagePrefix` (`/sign_up_confirmation/`). */
export function linkPathIn(mail: ReceivedMail, pagePrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pagePrefix)) return url.pathname;
  }
  throw new Error(`no link to ${pagePrefix} in the mail "${mail.subject}":\n${mail.text}`);
}

// Beside each mail of the outbox (`<name>.eml`, see outboxMailer.ts) lies `<name>.json`: when it was written,
// to whom, its subject and its links. The outbox page (server/http/outbox) lists these, so it need not read
// MIME (quoted-printable bodies, encoded subjects) back out of the .eml files. Summaries hold the same secret
// links as their mails and are written owner-only like them.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../../privateFiles';

const MAIL_EXTENSION = '.eml';
const SUMMARY_EXTENSION = '.json';

const summarySchema = z.strictObject({
  written_at: z.iso.datetime(),
  to: z.string(),
  subject: z.string(),
  links: z.array(z.string()),
});

export interface OutboxMail {
  /** The .eml file's name in the outbox. */
  readonly file: string;
  readonly writtenAt: Date;
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
}

export interface OutboxListing {
  /** The newest mails, newest first, at most the number asked for. */
  readonly mails: readonly OutboxMail[];
  /** How many mails have a summary in the outbox, shown or not. */
  readonly total: number;
}

/**
 * Writes the summary of the mail just written as `mail.file`. It goes under a temporary name first and is
 * renamed into place, so a reader never finds half of one.
 */
export async function writeOutboxSummary(outboxDir: string, mail: OutboxMail): Promise<void> {
  const summary: z.infer<typeof summarySchema> = {
    written_at: mail.writtenAt.toISOString(),
    to: mail.to,
    subject: mail.subject,
    links: [...mail.links],
  };
  await mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const target = path.join(outboxDir, summaryFileName(mail.file));
  const draft = `${target}.partial`;
  await writeFile(draft, `${JSON.stringify(summary)}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  await rename(draft, target);
}

/**
 * The newest `limit` mails of the outbox, newest first (file names start with the time they were written).
 * A mail without a readable summary (written by a version before summaries, or edited by hand) is left out;
 * its .eml file is still in the folder. A missing outbox is an empty one.
 */
export async function readOutbox(outboxDir: string, limit: number): Promise<OutboxListing> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { mails: [], total: 0 };
    throw error;
  }
  const summaries = names.filter((name) => name.endsWith(SUMMARY_EXTENSION)).sort().reverse();
  const read = await Promise.all(summaries.slice(0, limit).map((name) => readSummary(outboxDir, name)));
  return { mails: read.filter((mail) => mail !== undefined), total: summaries.length };
}

async function readSummary(outboxDir: string, name: string): Promise<OutboxMail | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(outboxDir, name), 'utf8');
  } catch (error) {
    // Removed by hand since the folder was listed.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = summarySchema.safeParse(parseJson(text));
  if (!parsed.success) return undefined;
  const { written_at: writtenAt, to, subject, links } = parsed.data;
  return { file: `${name.slice(0, -SUMMARY_EXTENSION.length)}${MAIL_EXTENSION}`, writtenAt: new Date(writtenAt), to, subject, links };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function summaryFileName(mailFile: string): string {
  const stem = mailFile.endsWith(MAIL_EXTENSION) ? mailFile.slice(0, -MAIL_EXTENSION.length) : mailFile;
  return `${stem}${SUMMARY_EXTENSION}`;
}

// Without SMTP_URL, createMailer writes .eml files into DATA_DIR/outbox, each with a summary the /outbox page
// lists, and logs the links at debug level.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  confirmationLink,
  confirmationMail,
  createMailer,
  type Mailer,
  outboxFileName,
  passwordResetLink,
  passwordResetMail,
  readOutbox,
} from '../../../../server/services/mail';
import { writeOutboxSummary } from '../../../../server/services/mail/outboxSummaries';
import { headerValue, parseMessage } from './support/mimeMessage';

const PUBLIC_URL = 'http://127.0.0.1:4000';

describe('the outbox mailer', () => {
  let dataDir: string;
  let logged: Record<string, unknown>[];
  let mailer: Mailer;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'));
    logged = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) });
    mailer = createMailer({ smtpUrl: undefined, dataDir, publicUrl: PUBLIC_URL }, logger);
  });

  afterEach(async () => {
    mailer.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one .eml file per mail, with its recipient, subject and link', async () => {
    const confirmation = confirmationLink(PUBLIC_URL, 'confirm-token');
    const reset = passwordResetLink(PUBLIC_URL, 'reset-token');

    await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmation) });
    await mailer.send({ to: 'grace@example.com', ...passwordResetMail('fr-FR', reset) });

    const outbox = path.join(dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);

    const messages = await Promise.all(files.map(async (file) => parseMessage(await readFile(path.join(outbox, file), 'utf8'))));
    const byRecipient = new Map(messages.map((message) => [headerValue(message, 'To'), message]));
    const first = byRecipient.get('ada@example.com');
    const second = byRecipient.get('grace@example.com');
    expect(headerValue(first!, 'Subject')).toBe('Confirm your email address');
    expect(headerValue(first!, 'From')).toBe('no-reply@localhost');
    expect(first!.parts.get('text/plain')).toContain('http://127.0.0.1:4000/sign_up_confirmation/confirm-token');
    expect(headerValue(second!, 'Subject')).toBe('Réinitialisez votre mot de passe');
    expect(second!.parts.get('text/plain')).toContain('http://127.0.0.1:4000/reset_password_confirmation/reset-token');
  });

  it('writes a summary beside each mail: its recipient, subject, links and time', async () => {
    const confirmation = confirmationLink(PUBLIC_URL, 'confirm-token');
    const reset = passwordResetLink(PUBLIC_URL, 'reset-token');
    const before = Date.now();
    await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmation) });
    await mailer.send({ to: 'grace@example.com', ...passwordResetMail('fr-FR', reset) });

    const outbox = path.join(dataDir, 'outbox');
    const names = (await readdir(outbox)).sort();
    expect(names).toHaveLength(4);
    const stems = (extension: string) => names.filter((name) => name.endsWith(extension)).map((name) => name.slice(0, -extension.length));
    expect(stems('.json')).toEqual(stems('.eml'));
    for (const name of names) expect((await stat(path.join(outbox, name))).mode & 0o777).toBe(0o600);

    const listing = await readOutbox(outbox, 10);
    expect(listing.total).toBe(2);
    const byRecipient = [...listing.mails].sort((a, b) => a.to.localeCompare(b.to));
    expect(byRecipient.map(({ to, subject, links }) => ({ to, subject, links }))).toEqual([
      { to: 'ada@example.com', subject: 'Confirm your email address', links: [confirmation] },
      { to: 'grace@example.com', subject: 'Réinitialisez votre mot de passe', links: [reset] },
    ]);
    expect(listing.mails.map((mail) => mail.file).sort()).toEqual(stems('.eml').map((stem) => `${stem}.eml`));
    for (const mail of listing.mails) expect(mail.writtenAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('lists the newest mails first, as many as asked, and counts them all', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const times = ['2026-03-01T10:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-03-02T08:00:00.000Z'];
    for (const [index, time] of times.entries()) {
      const writtenAt = new Date(time);
      await writeOutboxSummary(outbox, { file: outboxFileName(writtenAt), writtenAt, to: `${String(index)}@example.com`, subject: 's', links: [] });
    }

    expect((await readOutbox(outbox, 10)).mails.map((mail) => mail.to)).toEqual(['2@example.com', '0@example.com', '1@example.com']);
    expect(await readOutbox(outbox, 2)).toMatchObject({ total: 3, mails: [{ to: '2@example.com' }, { to: '0@example.com' }] });
  });

  it('reads a missing outbox as empty, and leaves out a summary it cannot read', async () => {
    const outbox = path.join(dataDir, 'outbox');
    expect(await readOutbox(outbox, 10)).toEqual({ mails: [], total: 0 });

    await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmationLink(PUBLIC_URL, 't')) });
    await writeFile(path.join(outbox, '2000-01-01T00-00-00-000Z-00000000.json'), '{"to": 1');
    await writeFile(path.join(outbox, '2000-01-01T00-00-00-000Z-00000001.json'), '{"to": "x@example.com"}');
    const listing = await readOutbox(outbox, 10);
    expect(listing.mails.map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('writes real RFC 822 bytes: CRLF line ends, a Date and a Message-ID', async () => {
    await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmationLink(PUBLIC_URL, 't')) });

    const [file] = (await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    const raw = await readFile(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(raw).not.toMatch(/[^\r]\n/);
    const message = parseMessage(raw);
    expect(headerValue(message, 'Date')).toBeDefined();
    expect(headerValue(message, 'Message-ID')).toMatch(/^<.+@localhost>$/);
    expect(headerValue(message, 'MIME-Version')).toBe('1.0');
  });

  it('logs the links at debug level only, and writes the outbox owner-only', async () => {
    const debugLines: Record<string, unknown>[] = [];
    const debugMailer = createMailer(
      { smtpUrl: undefined, dataDir, publicUrl: PUBLIC_URL },
      pino({ level: 'debug' }, { write: (line: string) => debugLines.push(JSON.parse(line) as Record<string, unknown>) }),
    );
    const link = confirmationLink(PUBLIC_URL, 'confirm-token');

    await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', link) });
    await debugMailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', link) });
    debugMailer.close();

    // At info level: that a mail was written, where, to whom; never its link.
    expect(JSON.stringify(logged)).not.toContain('confirm-token');
    expect(logged).toContainEqual(expect.objectContaining({ level: 30, to: 'ada@example.com', subject: 'Confirm your email address' }));
    // At debug level, for a local run to follow the link from the console.
    const entry = debugLines.find((line) => Array.isArray(line.links));
    expect(entry).toMatchObject({ level: 20, links: [link] });
    expect(String(entry?.file)).toContain(path.join(dataDir, 'outbox'));
    expect(debugLines.filter((line) => JSON.stringify(line).includes('confirm-token'))).toEqual([entry]);

    const outbox = path.join(dataDir, 'outbox');
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    for (const file of await readdir(outbox)) expect((await stat(path.join(outbox, file))).mode & 0o777).toBe(0o600);
  });

  it('says at start where mail goes', () => {
    expect(logged).toContainEqual(expect.objectContaining({ level: 30, outbox: path.join(dataDir, 'outbox') }));
  });
});

describe('outboxFileName', () => {
  it('sorts by time and differs for two mails of the same millisecond', () => {
    const earlier = outboxFileName(new Date('2026-01-02T03:04:05.006Z'));
    const later = outboxFileName(new Date('2026-01-02T03:04:05.007Z'));
    expect(earlier.startsWith('2026-01-02T03-04-05-006Z-')).toBe(true);
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(outboxFileName(new Date(0))).not.toBe(outboxFileName(new Date(0)));
  });
});

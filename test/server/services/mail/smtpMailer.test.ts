// A real SMTP server on loopback receives what createMailer sends when SMTP_URL is set.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { confirmationLink, confirmationMail, createMailer, type Mailer } from '../../../../server/services/mail';
import { headerValue, parseMessage } from './support/mimeMessage';

interface ReceivedMail {
  readonly from: string | undefined;
  readonly to: readonly string[];
  readonly raw: string;
}

const PUBLIC_URL = 'https://jobs.example.org';
// A token long enough that the link line exceeds 76 characters: quoted-printable then breaks it softly.
const TOKEN = 'Zm9vYmFyYmF6cXV4LXRva2VuLXdpdGgtMTI4LWJpdHMtb2YtcmFuZG9tbmVzcw_-';

describe('the SMTP mailer', () => {
  let server: SMTPServer;
  let port: number;
  let received: ReceivedMail[];
  let mailer: Mailer | undefined;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      // Otherwise nodemailer upgrades to TLS and rejects the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address;
          received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
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
    port = (server.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    mailer?.close();
    mailer = undefined;
    await new Promise<void>((resolve) => {
      server.close(resolve);
    });
  });

  it('delivers a confirmation mail whose text part carries the confirmation link', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', publicUrl: PUBLIC_URL }, pino({ level: 'silent' }));

    await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmationLink(PUBLIC_URL, TOKEN)) });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@jobs.example.org');
    expect(mail?.to).toEqual(['ada@example.com']);
    const message = parseMessage(mail!.raw);
    expect(headerValue(message, 'Subject')).toBe('Confirm your email address');
    expect(headerValue(message, 'To')).toBe('ada@example.com');
    expect(headerValue(message, 'From')).toBe('no-reply@jobs.example.org');
    const text = message.parts.get('text/plain');
    expect(text).toBeDefined();
    const links = text!.match(/https?:\/\/\S+/g);
    expect(links).toEqual([`https://jobs.example.org/sign_up_confirmation/${TOKEN}`]);
    expect(message.parts.get('text/html')).toContain(`href="https://jobs.example.org/sign_up_confirmation/${TOKEN}"`);
  });

  it('decodes a French mail with its accented subject and body', async () => {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', publicUrl: PUBLIC_URL }, pino({ level: 'silent' }));

    await mailer.send({ to: 'ada@example.com', ...confirmationMail('fr-FR', confirmationLink(PUBLIC_URL, TOKEN)) });

    const message = parseMessage(received[0]!.raw);
    expect(headerValue(message, 'Subject')).toBe('Confirmez votre adresse e-mail');
    expect(message.parts.get('text/plain')).toContain('Suivi de recherche d’emploi');
    // The whole link, ended by the line break, not cut by a soft line break.
    expect(message.parts.get('text/plain')).toMatch(new RegExp(`\\n${escapeRegExp(`https://jobs.example.org/sign_up_confirmation/${TOKEN}`)}\\r?\\n`));
  });

  it('rejects when the SMTP server refuses the mail', async () => {
    server.onRcptTo = (_address, _session, callback) => {
      callback(new Error('mailbox unavailable'));
    };
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', publicUrl: PUBLIC_URL }, pino({ level: 'silent' }));

    await expect(mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmationLink(PUBLIC_URL, TOKEN)) })).rejects.toThrow(
      /mailbox unavailable/,
    );
    expect(received).toHaveLength(0);
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

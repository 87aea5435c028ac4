// A mailer that keeps what the app sends, for tests that follow the links of the account mails.
import type { Mailer, OutgoingMail } from '../../server/services/mail';

export interface CapturingMailer extends Mailer {
  /** The mails delivered. */
  readonly sent: OutgoingMail[];
  /** Every mail handed over, refused ones included. */
  readonly attempted: OutgoingMail[];
  /** The next `send` rejects with this error (an SMTP server refusing the mail). */
  failNext(error?: Error): void;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: OutgoingMail[] = [];
  const attempted: OutgoingMail[] = [];
  let failure: Error | undefined;
  return {
    sent,
    attempted,
    failNext(error = new Error('the SMTP server refused the mail')) {
      failure = error;
    },
    send(mail) {
      attempted.push(mail);
      if (failure !== undefined) {
        const error = failure;
        failure = undefined;
        return Promise.reject(error);
      }
      sent.push(mail);
      return Promise.resolve();
    },
    close() {
      // Nothing to release.
    },
  };
}

/** The token of a mail's link to `pagePrefix` (`/sign_up_confirmation/`), as the browser page reads it. */
export function tokenInMail(mail: OutgoingMail | undefined, pagePrefix: string): string {
  for (const link of mail?.links ?? []) {
    const { pathname } = new URL(link);
    if (pathname.startsWith(pagePrefix)) return decodeURIComponent(pathname.slice(pagePrefix.length));
  }
  throw new Error(`no link to ${pagePrefix} in the mail ${JSON.stringify(mail?.subject)}`);
}

/** The mails sent to `address`, oldest first. */
export function mailsTo(mailer: CapturingMailer, address: string): OutgoingMail[] {
  return mailer.sent.filter((mail) => mail.to === address);
}

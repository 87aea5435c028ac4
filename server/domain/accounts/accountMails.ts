// The mails of the account flows, addressed and in the account's language, with the link that carries the
// token. Asking for one queues it (the caller answers without waiting for SMTP); the job renders and sends it,
// and a failed delivery is retried by the queue. Whether an account may be sent another one is decided here too.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../contract';
import type { Database } from '../../db/schema';
import type { AccountMailKind, JobHandlers, JobQueue } from '../../services/jobs/jobQueue';
import {
  confirmationLink,
  confirmationMail,
  type MailContent,
  type Mailer,
  passwordResetLink,
  passwordResetMail,
  type TokenSeal,
} from '../../services/mail';
import type { WindowLimit } from './accountLimits';
import { countMailedTokensSince } from './mailedTokens';

export interface AccountMails {
  /**
   * Queues the mail; resolves once it is stored, to be sent by the job queue. Given the transaction that stores
   * the token, the mail commits or rolls back with it.
   */
  sendConfirmation(to: string, locale: Locale, token: string, within?: Kysely<Database>): Promise<void>;
  sendPasswordReset(to: string, locale: Locale, token: string): Promise<void>;
}

export interface AccountMailQueueing {
  readonly db: Kysely<Database>;
  readonly jobs: JobQueue;
  readonly seal: TokenSeal;
}

export function createAccountMails({ db, jobs, seal }: AccountMailQueueing): AccountMails {
  const queue = (mail: AccountMailKind, to: string, locale: Locale, token: string, within: Kysely<Database> = db): Promise<void> =>
    jobs.enqueue(within, 'send_account_mail', { mail, to, locale, sealed_token: seal.seal(token) });
  return {
    sendConfirmation: (to, locale, token, within) => queue('sign_up_confirmation', to, locale, token, within),
    sendPasswordReset: (to, locale, token) => queue('password_reset', to, locale, token),
  };
}

export interface AccountMailSending {
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly seal: TokenSeal;
}

/** The job that sends a queued account mail; a rejection of the transport fails the job, to be retried. */
export function createAccountMailJobHandler({ mailer, publicUrl, seal }: AccountMailSending): JobHandlers['send_account_mail'] {
  const contentOf: Record<AccountMailKind, (locale: Locale, token: string) => MailContent> = {
    sign_up_confirmation: (locale, token) => confirmationMail(locale, confirmationLink(publicUrl, token)),
    password_reset: (locale, token) => passwordResetMail(locale, passwordResetLink(publicUrl, token)),
  };
  return ({ mail, to, locale, sealed_token }) => mailer.send({ to, ...contentOf[mail](locale, seal.open(sealed_token)) });
}

/** Whether the account may be sent one more mail now; each mail it was sent left a token behind. */
export async function mayMailAccount(db: Kysely<Database>, accountId: string, limit: WindowLimit, now: Date): Promise<boolean> {
  const sent = await countMailedTokensSince(db, accountId, new Date(now.getTime() - limit.windowMs));
  return sent < limit.max;
}

// The mails of the account flows, addressed and in the account's language, with the link that carries the
// token. Whether an account may be sent another one is decided here too.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../contract';
import type { Database } from '../../db/schema';
import { confirmationLink, confirmationMail, type Mailer, passwordResetLink, passwordResetMail } from '../../services/mail';
import type { WindowLimit } from './accountLimits';
import { countMailedTokensSince } from './mailedTokens';

export interface AccountMails {
  sendConfirmation(to: string, locale: Locale, token: string): Promise<void>;
  sendPasswordReset(to: string, locale: Locale, token: string): Promise<void>;
}

export function createAccountMails(mailer: Mailer, publicUrl: string): AccountMails {
  return {
    sendConfirmation: (to, locale, token) => mailer.send({ to, ...confirmationMail(locale, confirmationLink(publicUrl, token)) }),
    sendPasswordReset: (to, locale, token) => mailer.send({ to, ...passwordResetMail(locale, passwordResetLink(publicUrl, token)) }),
  };
}

/** Whether the account may be sent one more mail now; each mail it was sent left a token behind. */
export async function mayMailAccount(db: Kysely<Database>, accountId: string, limit: WindowLimit, now: Date): Promise<boolean> {
  const sent = await countMailedTokensSince(db, accountId, new Date(now.getTime() - limit.windowMs));
  return sent < limit.max;
}

// Confirming the email address of a new account by the link of its mail, and sending that mail again.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResendConfirmationBody } from '../../../contract';
import type { Database } from '../../db/schema';
import type { WindowLimit } from './accountLimits';
import { type AccountMails, mayMailAccount } from './accountMails';
import { findAccountByEmail, localeOfAccount } from './accountQueries';
import { confirmAccount } from './firstConfirmation';
import { claimMailedToken, issueMailedToken } from './mailedTokens';
import type { PasswordHashing } from './passwords';

/**
 * Uses the confirmation token up and confirms its account, granting `signUpCredits` the first time; false for
 * a token that is not live.
 */
export async function confirmEmail(db: Kysely<Database>, token: string, now: Date, signUpCredits: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const accountId = await claimMailedToken(trx, token, 'sign_up_confirmation', now);
    if (accountId === undefined) return false;
    await confirmAccount(trx, accountId, now, signUpCredits);
    return true;
  });
}

export interface ResendConfirmationDependencies {
  readonly db: Kysely<Database>;
  readonly passwords: PasswordHashing;
  readonly mails: AccountMails;
  readonly mailLimit: WindowLimit;
  readonly logger: FastifyBaseLogger;
  readonly now: Date;
}

export type ResendOutcome = 'sent' | 'not_sent';

/**
 * Mails a fresh confirmation link (older links stop working) when the password is the account's and the
 * address is not confirmed yet, within the per-account mail limit. Runs after the caller has answered, so
 * its outcome reaches nobody but the log and the tests.
 */
export async function resendConfirmation(deps: ResendConfirmationDependencies, body: ResendConfirmationBody): Promise<ResendOutcome> {
  const { db, now } = deps;
  const account = await findAccountByEmail(db, body.email);
  if (account === undefined || account.confirmed_at !== null) return 'not_sent';
  // Knowing the password is what keeps anyone else from making us mail this address.
  if (!(await deps.passwords.verify(account.password_hash, body.password))) return 'not_sent';
  if (!(await mayMailAccount(db, account.id, deps.mailLimit, now))) {
    deps.logger.warn({ accountId: account.id }, 'confirmation resend: the account reached its mail limit; nothing sent');
    return 'not_sent';
  }
  const token = await db.transaction().execute((trx) => issueMailedToken(trx, account.id, 'sign_up_confirmation', now));
  await deps.mails.sendConfirmation(account.email, localeOfAccount(account), token);
  return 'sent';
}

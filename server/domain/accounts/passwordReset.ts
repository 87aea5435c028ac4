// Password reset by a mailed link. Asking for one answers the same whether the account exists or not; using
// one sets the new password, proves the address (so it confirms an unconfirmed account), signs out every
// session and moves the calendar feed to a new secret address, since whoever held a session or knew the old
// password may have read the old one.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResetPasswordBody } from '../../../contract';
import type { Database } from '../../db/schema';
import type { CalendarFeedSeal } from '../actions/calendarFeedSeal';
import { replaceCalendarFeedTokenIfAny } from '../actions/calendarFeeds';
import type { WindowLimit } from './accountLimits';
import { type AccountMails, mayMailAccount } from './accountMails';
import { findAccountByEmail, localeOfAccount, updatePasswordHash } from './accountQueries';
import { confirmAccount } from './firstConfirmation';
import { accountOfLiveMailedToken, claimMailedToken, issueMailedToken } from './mailedTokens';
import type { PasswordHashing } from './passwords';
import { revokeAllSessions } from './sessions';

export interface PasswordResetRequestDependencies {
  readonly db: Kysely<Database>;
  readonly mails: AccountMails;
  readonly mailLimit: WindowLimit;
  readonly logger: FastifyBaseLogger;
  readonly now: Date;
}

export type ResetRequestOutcome = 'sent' | 'not_sent';

/** Mails a reset link (older ones stop working) to the account of the address, if there is one. */
export async function requestPasswordReset(deps: PasswordResetRequestDependencies, email: string): Promise<ResetRequestOutcome> {
  const { db, now } = deps;
  const account = await findAccountByEmail(db, email);
  if (account === undefined) return 'not_sent';
  if (!(await mayMailAccount(db, account.id, deps.mailLimit, now))) {
    deps.logger.warn({ accountId: account.id }, 'password reset request: the account reached its mail limit; nothing sent');
    return 'not_sent';
  }
  const token = await db.transaction().execute((trx) => issueMailedToken(trx, account.id, 'password_reset', now));
  await deps.mails.sendPasswordReset(account.email, localeOfAccount(account), token);
  return 'sent';
}

export interface PasswordResetDependencies {
  readonly db: Kysely<Database>;
  readonly passwords: PasswordHashing;
  readonly now: Date;
  /** Granted when the reset is what first confirms the address. */
  readonly signUpCredits: number;
  /** Seals the calendar feed's new address (calendarFeedSeal.ts). */
  readonly calendarFeedSeal: CalendarFeedSeal;
}

export type PasswordResetResult =
  | { readonly ok: true; readonly accountId: string; /** Digests of the session tokens it revoked. */ readonly revokedTokenHashes: ReadonlySet<string> }
  | { readonly ok: false; readonly error: 'invalid_reset_token' };

export async function resetPassword(deps: PasswordResetDependencies, body: ResetPasswordBody): Promise<PasswordResetResult> {
  const { db, now } = deps;
  // A cheap look first, so that a dead link costs no hashing; the claim below is what counts.
  if ((await accountOfLiveMailedToken(db, body.token, 'password_reset', now)) === undefined) {
    return { ok: false, error: 'invalid_reset_token' };
  }
  // Hashed outside the transaction: the hash takes tens of milliseconds, SQLite's write lock should not.
  const passwordHash = await deps.passwords.hash(body.password);
  return db.transaction().execute(async (trx): Promise<PasswordResetResult> => {
    const accountId = await claimMailedToken(trx, body.token, 'password_reset', now);
    if (accountId === undefined) return { ok: false, error: 'invalid_reset_token' };
    await updatePasswordHash(trx, accountId, passwordHash);
    await confirmAccount(trx, accountId, now, deps.signUpCredits);
    const revokedTokenHashes = await revokeAllSessions(trx, accountId, now);
    await replaceCalendarFeedTokenIfAny(trx, deps.calendarFeedSeal, accountId, now);
    return { ok: true, accountId, revokedTokenHashes };
  });
}

// Sign-up: a new, unconfirmed account and the mail that confirms its address. The captcha is checked before
// anything about accounts is looked at. The account, its token and the queued mail are stored in one
// transaction, so a failed sign-up leaves nothing behind and a stored account always gets its mail (the queue
// retries a refused delivery).
import type { Kysely } from 'kysely';
import type { HttpErrorCode, SignUpBody } from '../../../contract';
import type { Database } from '../../db/schema';
import type { CaptchaResult } from '../../services/captcha';
import { type AccountRow, findAccountByEmail, insertAccount } from './accountQueries';
import type { AccountMails } from './accountMails';
import { issueMailedToken } from './mailedTokens';
import type { PasswordHashing } from './passwords';

export type SignUpError = Extract<
  HttpErrorCode,
  'terms_rejected' | 'captcha_missing' | 'captcha_invalid' | 'email_already_used' | 'email_not_confirmed_yet' | 'sign_up_failed'
>;

export type SignUpResult = { readonly ok: true; readonly accountId: string } | { readonly ok: false; readonly error: SignUpError };

export interface SignUpDependencies {
  readonly db: Kysely<Database>;
  readonly passwords: PasswordHashing;
  readonly mails: AccountMails;
  readonly currentTermsVersion: string;
  readonly verifyCaptcha: (payload: string) => Promise<CaptchaResult>;
  readonly now: Date;
}

export async function signUp(deps: SignUpDependencies, body: SignUpBody): Promise<SignUpResult> {
  const { db, now } = deps;
  // The terms first: a refused sign-up should not use up the captcha the person solved.
  if (body.accepted_terms !== deps.currentTermsVersion) return { ok: false, error: 'terms_rejected' };
  const captcha = await deps.verifyCaptcha(body.captcha);
  if (!captcha.ok) return { ok: false, error: captcha.error };

  const existing = await findAccountByEmail(db, body.email);
  if (existing !== undefined) return { ok: false, error: errorForExisting(existing) };

  const passwordHash = await deps.passwords.hash(body.password);
  let created: AccountRow;
  try {
    created = await db.transaction().execute(async (trx) => {
      const account = await insertAccount(
        trx,
        { email: body.email, passwordHash, locale: body.locale, acceptedTerms: body.accepted_terms, ...(body.time_zone !== undefined && { timeZone: body.time_zone }) },
        now,
      );
      const token = await issueMailedToken(trx, account.id, 'sign_up_confirmation', now);
      await deps.mails.sendConfirmation(account.email, body.locale, token, trx);
      return account;
    });
  } catch (error) {
    // Two sign-ups of one address at once: the unique email refused the second one.
    const winner = await findAccountByEmail(db, body.email);
    if (winner !== undefined) return { ok: false, error: errorForExisting(winner) };
    throw error;
  }
  return { ok: true, accountId: created.id };
}

function errorForExisting(account: AccountRow): SignUpError {
  return account.confirmed_at === null ? 'email_not_confirmed_yet' : 'email_already_used';
}

// Sign-in with email and password. An unknown email and a wrong password get the same answer after the same
// work (one argon2 verification), so neither the answer nor its timing tells whether an account exists.
// An email that has failed too often from all addresses together needs a solved sign-in captcha as well;
// unknown emails are counted alike, so that answer tells nothing either.
import type { Kysely } from 'kysely';
import type { AccountSession, HttpErrorCode, LoginBody } from '../../../contract';
import type { Database } from '../../db/schema';
import type { CaptchaResult } from '../../services/captcha';
import { findAccountByEmail, localeOfAccount } from './accountQueries';
import { adoptBrowserTimeZone } from './accountSettings';
import type { PasswordHashing } from './passwords';
import { issueSession } from './sessions';

export type SignInError = Extract<
  HttpErrorCode,
  'invalid_credentials' | 'email_not_confirmed' | 'too_many_attempts' | 'captcha_required' | 'captcha_invalid'
>;

export type SignInResult = { readonly ok: true; readonly session: AccountSession } | { readonly ok: false; readonly error: SignInError };

/** Failed sign-ins on the email being signed in to: from the address signing in, and from all together. */
export interface SignInFailures {
  /** True once the address signing in has used up its failures on the email for the current window. */
  isBlocked(): Promise<boolean>;
  /** True once the email has had so many failures, from all addresses together, that it needs the captcha. */
  needsCaptcha(): Promise<boolean>;
  record(): Promise<void>;
}

export interface SignInDependencies {
  readonly db: Kysely<Database>;
  readonly passwords: PasswordHashing;
  readonly failures: SignInFailures;
  /** Verifies (and uses up) a sign-in captcha: one of the harder sign-in challenges only. */
  readonly verifyCaptcha: (payload: string) => Promise<CaptchaResult>;
  readonly currentTermsVersion: string;
  readonly now: Date;
}

export async function signIn(deps: SignInDependencies, body: LoginBody): Promise<SignInResult> {
  const { db, passwords, failures } = deps;
  // Checked before the password, so a blocked email costs no hashing; the same for every email, known or not.
  if (await failures.isBlocked()) return { ok: false, error: 'too_many_attempts' };
  // The captcha too comes before the password: a guess costs its proof of work before it is tried. A captcha
  // sent while none is needed is left alone (not used up).
  if (await failures.needsCaptcha()) {
    if (body.captcha === undefined) return { ok: false, error: 'captcha_required' };
    const captcha = await deps.verifyCaptcha(body.captcha);
    if (!captcha.ok) return { ok: false, error: 'captcha_invalid' };
  }

  const account = await findAccountByEmail(db, body.email);
  const matches = await passwords.verify(account?.password_hash ?? (await passwords.dummyHash()), body.password);
  if (account === undefined || !matches) {
    await failures.record();
    return { ok: false, error: 'invalid_credentials' };
  }
  // Only the right password learns that the address is still unconfirmed.
  if (account.confirmed_at === null) return { ok: false, error: 'email_not_confirmed' };

  // A browser's time zone becomes the account's only when it has none yet (an account made before settings).
  if (body.time_zone !== undefined && account.time_zone === null) await adoptBrowserTimeZone(db, account.id, body.time_zone);
  const { token } = await issueSession(db, account.id, deps.now);
  return {
    ok: true,
    session: {
      email: account.email,
      user_id: account.id,
      credits: account.credits,
      token,
      locale: localeOfAccount(account),
      accepted_terms: account.accepted_terms,
      current_terms: deps.currentTermsVersion,
    },
  };
}

// Whose session a token opens, for a `/login/{login_info}` link: the browser shows that account, not what the
// link says, and asks before it replaces another signed-in account. Only a live session answers; an unknown,
// expired or revoked token gets the same nothing, so the answer tells no more than a sign-in with it would.
import type { Kysely } from 'kysely';
import type { SessionOwner } from '../../../contract';
import type { Database } from '../../db/schema';
import { findAccountById, localeOfAccount } from './accountQueries';
import { verifySessionToken } from './sessions';

export async function ownerOfSession(
  db: Kysely<Database>,
  token: string,
  currentTermsVersion: string,
  now: Date,
): Promise<SessionOwner | undefined> {
  const session = await verifySessionToken(db, token, now);
  if (session === undefined) return undefined;
  const account = await findAccountById(db, session.accountId);
  if (account === undefined) return undefined;
  return {
    email: account.email,
    user_id: account.id,
    credits: account.credits,
    locale: localeOfAccount(account),
    accepted_terms: account.accepted_terms,
    current_terms: currentTermsVersion,
  };
}

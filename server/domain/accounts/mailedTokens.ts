// The mailed_tokens table: the single-use tokens of confirmation and reset links. The person gets the token
// in a link; the database keeps its digest, its expiry and when it was used. Every query of the table is here.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MailedTokenPurpose } from '../../db/schema';
import { digestOfToken, newSecretToken } from './secretTokens';

export type { MailedTokenPurpose };

/** Lifetimes of the api contract: a confirmation link works for 48 h, a reset link for 1 h. */
export const MAILED_TOKEN_LIFETIME_MS: Readonly<Record<MailedTokenPurpose, number>> = {
  sign_up_confirmation: 48 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/**
 * Issues a new token for the account and retires the older live ones of the same purpose, so that only the
 * latest mail's link works. Answers the token itself, which only the mail will carry.
 */
export async function issueMailedToken(
  db: Kysely<Database>,
  accountId: string,
  purpose: MailedTokenPurpose,
  now: Date,
): Promise<string> {
  await db
    .updateTable('mailed_tokens')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newSecretToken();
  await db
    .insertInto('mailed_tokens')
    .values({
      id: crypto.randomUUID(),
      account_id: accountId,
      purpose,
      token_hash: digestOfToken(token),
      created: now.toISOString(),
      expires_at: new Date(now.getTime() + MAILED_TOKEN_LIFETIME_MS[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses the token up if it is live (right purpose, unused, unexpired) and answers its account; the update is
 * the check, so of two concurrent uses only one gets the account.
 */
export async function claimMailedToken(
  db: Kysely<Database>,
  token: string,
  purpose: MailedTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const claimed = await db
    .updateTable('mailed_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', digestOfToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('account_id')
    .executeTakeFirst();
  return claimed?.account_id;
}

/** The account of a live token, without using it up. */
export async function accountOfLiveMailedToken(
  db: Kysely<Database>,
  token: string,
  purpose: MailedTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('mailed_tokens')
    .select('account_id')
    .where('token_hash', '=', digestOfToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.account_id;
}

/** How many tokens (so mails) of any purpose the account was sent since `since`: the per-account mail limit. */
export async function countMailedTokensSince(db: Kysely<Database>, accountId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('mailed_tokens')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('account_id', '=', accountId)
    .where('created', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes expired tokens. A token made within the mail limit's window (at most the shortest lifetime) has not
 * expired yet, so the purge never lowers that count.
 */
export async function purgeExpiredMailedTokens(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('mailed_tokens').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// The secret address of each account's calendar feed. Whoever holds it reads the account's upcoming actions
// (and nothing else), so it is as long as a login token; renewing it makes the old address stop working.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newSecretToken } from '../accounts/secretTokens';

export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

async function storedFeedToken(db: Kysely<Database>, accountId: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('token').where('account_id', '=', accountId).executeTakeFirst();
  return row?.token;
}

/**
 * The account's feed token, made on first use. Two first requests at once (two tabs) answer the same token:
 * the one that inserts second keeps the first one's token instead of replacing it, which would make the path
 * already answered to the first stop working.
 */
export async function calendarFeedTokenOf(db: Kysely<Database>, accountId: string, now: Date): Promise<string> {
  const existing = await storedFeedToken(db, accountId);
  if (existing !== undefined) return existing;
  await db
    .insertInto('calendar_feeds')
    .values({ account_id: accountId, token: newSecretToken(), created: now.toISOString() })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  const stored = await storedFeedToken(db, accountId);
  if (stored === undefined) throw new Error('the calendar feed was not stored');
  return stored;
}

/** A new token that replaces the account's old one. */
export async function renewCalendarFeedToken(db: Kysely<Database>, accountId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('calendar_feeds')
    .values({ account_id: accountId, token, created: now.toISOString() })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ token, created: now.toISOString() }))
    .execute();
  return token;
}

/**
 * Gives the account's feed, if it has one, a new token: its old address stops working (a password reset, since
 * whoever knew the old password may have read the address in the app). An account without a feed gets none.
 */
export async function replaceCalendarFeedTokenIfAny(db: Kysely<Database>, accountId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('calendar_feeds')
    .set({ token: newSecretToken(), created: now.toISOString() })
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function accountOfCalendarFeed(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('account_id').where('token', '=', token).executeTakeFirst();
  return row?.account_id;
}

// The secret address of each account's calendar feed. Whoever holds it reads the account's upcoming actions
// (and nothing else), so it is as long as a login token; renewing it makes the old address stop working.
// Like every token it is not stored readable: the row keeps its SHA-256 digest, which the feed's route looks
// up, and the token sealed with the server's key (calendarFeedSeal.ts), which only the server can open to
// answer the same address again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { digestOfToken, newSecretToken } from '../accounts/secretTokens';
import type { CalendarFeedSeal } from './calendarFeedSeal';

export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** What a feed's row keeps of its token. */
export interface StoredFeedToken {
  readonly token_hash: string;
  readonly sealed_token: string | null;
  readonly plain_token: string | null;
}

/** The columns of a feed whose address is `token`: no column holds the token itself. */
function feedColumns(seal: CalendarFeedSeal, accountId: string, token: string, now: Date) {
  return { token_hash: digestOfToken(token), sealed_token: seal.seal(token, accountId), plain_token: null, created: now.toISOString() };
}

async function storedFeedToken(db: Kysely<Database>, accountId: string): Promise<StoredFeedToken | undefined> {
  return db
    .selectFrom('calendar_feeds')
    .select(['token_hash', 'sealed_token', 'plain_token'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The token a row keeps, or undefined when this server cannot give it: sealed under another key (SECRET_KEY
 * changed) or not the token its digest names. A token stored readable by an older version (until the start
 * seals it, legacyFeedTokens.ts) is answered as it is.
 */
export function openFeedToken(seal: CalendarFeedSeal, accountId: string, stored: StoredFeedToken): string | undefined {
  const token = stored.sealed_token === null ? stored.plain_token : seal.open(stored.sealed_token, accountId);
  return token !== null && token !== undefined && digestOfToken(token) === stored.token_hash ? token : undefined;
}

/**
 * The account's feed token, made on first use. Two first requests at once (two tabs) answer the same token:
 * the one that inserts second keeps the first one's token instead of replacing it, which would make the path
 * already answered to the first stop working. A token this server cannot open again is replaced: its address
 * still serves the feed, but could never be shown, so the person gets one that can.
 */
export async function calendarFeedTokenOf(db: Kysely<Database>, seal: CalendarFeedSeal, accountId: string, now: Date): Promise<string> {
  const existing = await storedFeedToken(db, accountId);
  if (existing === undefined) {
    await db
      .insertInto('calendar_feeds')
      .values({ account_id: accountId, ...feedColumns(seal, accountId, newSecretToken(), now) })
      .onConflict((conflict) => conflict.column('account_id').doNothing())
      .execute();
  } else {
    const token = openFeedToken(seal, accountId, existing);
    if (token !== undefined) return token;
    // Only the token that could not be opened: a renewal that went first keeps its own.
    await db
      .updateTable('calendar_feeds')
      .set(feedColumns(seal, accountId, newSecretToken(), now))
      .where('account_id', '=', accountId)
      .where('token_hash', '=', existing.token_hash)
      .execute();
  }
  const stored = await storedFeedToken(db, accountId);
  const token = stored === undefined ? undefined : openFeedToken(seal, accountId, stored);
  if (token === undefined) throw new Error('the calendar feed was not stored');
  return token;
}

/** A new token that replaces the account's old one. */
export async function renewCalendarFeedToken(db: Kysely<Database>, seal: CalendarFeedSeal, accountId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  const columns = feedColumns(seal, accountId, token, now);
  await db
    .insertInto('calendar_feeds')
    .values({ account_id: accountId, ...columns })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(columns))
    .execute();
  return token;
}

/**
 * Gives the account's feed, if it has one, a new token: its old address stops working (a password reset, since
 * whoever knew the old password may have read the address in the app). An account without a feed gets none.
 */
export async function replaceCalendarFeedTokenIfAny(db: Kysely<Database>, seal: CalendarFeedSeal, accountId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('calendar_feeds')
    .set(feedColumns(seal, accountId, newSecretToken(), now))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function accountOfCalendarFeed(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('account_id').where('token_hash', '=', digestOfToken(token)).executeTakeFirst();
  return row?.account_id;
}

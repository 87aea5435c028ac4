// The bound on the bytes of text one account keeps (issue 15): the database keeps each account's sum and refuses
// a write past the bound (migration 2026_11_27_0110), so that every write path is held, in its own transaction,
// with no count to read first. The server writes the bound it is configured with at its start; the request
// layer answers the database's refusal as `account_limit_reached`.
import type { Kysely } from 'kysely';
import { ACCOUNT_TEXT_LIMIT_ERROR } from '../../db/migrations/2026_11_27_0110_account_text_bytes';
import type { Database } from '../../db/schema';
import { RequestError } from '../requests/requestErrors';

/** Makes `maxBytes` the bound the database enforces (every process of a deployment shares the same setting). */
export async function recordAccountTextLimit(db: Kysely<Database>, maxBytes: number): Promise<void> {
  await db
    .insertInto('account_limits')
    .values({ name: 'text_bytes', value: maxBytes })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: maxBytes }))
    .execute();
}

/**
 * Whether a write failed on the database's bound on an account's text (SQLite and PostgreSQL alike). Read from
 * the message alone: a native driver's error need not be an `Error` of this realm (better-sqlite3 keeps the error
 * class of the context that first loaded it, which differs between Jest's test files).
 */
export function isAccountTextLimitError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('message' in error)) return false;
  return typeof error.message === 'string' && error.message.includes(ACCOUNT_TEXT_LIMIT_ERROR);
}

export function accountTextLimitReached(): RequestError {
  return new RequestError('account_limit_reached', 'an account keeps at most ACCOUNT_MAX_TEXT_BYTES of text');
}

// The check every bounded creation makes inside its own transaction, before writing: the account's row locked
// (accountRowLock.ts), its rows of that kind counted, and `account_limit_reached` when no place is left.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RequestError } from '../../requests/requestErrors';
import type { AccountRowKind } from './accountRowLimits';
import { lockAccountRow } from './accountRowLock';

const TABLE_OF = {
  applications: 'job_applications',
  actions: 'actions',
  companies: 'companies',
} as const satisfies Record<AccountRowKind, keyof Database>;

/** What the server's message names (logs, and a client without a translation of the code). */
const WORDING_OF: Record<AccountRowKind, string> = {
  applications: 'job applications',
  actions: 'actions',
  companies: 'companies',
};

/** The refusal when the account already keeps `limit` rows of that kind. */
export function accountLimitReached(kind: AccountRowKind, limit: number): RequestError {
  return new RequestError('account_limit_reached', `an account keeps at most ${String(limit)} ${WORDING_OF[kind]}`);
}

export async function countAccountRows(db: Kysely<Database>, accountId: string, kind: AccountRowKind): Promise<number> {
  const row = await db
    .selectFrom(TABLE_OF[kind])
    .select((eb) => eb.fn.countAll<string | number>().as('rows'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

/**
 * Throws `account_limit_reached` (a RequestError) unless the account has room for one more row of `kind`. Run it
 * in the creating transaction, before the insert: the lock it takes lasts until that transaction ends.
 */
export async function requireRoomFor(db: Kysely<Database>, accountId: string, kind: AccountRowKind, limit: number): Promise<void> {
  await lockAccountRow(db, accountId);
  if ((await countAccountRows(db, accountId, kind)) >= limit) throw accountLimitReached(kind, limit);
}

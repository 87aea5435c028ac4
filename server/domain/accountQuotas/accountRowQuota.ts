// The check every bounded creation makes inside its own transaction, before writing, behind the lock of the
// account's row that every account change takes first (accountChange.ts, accountRowLock.ts): its rows of that
// kind read from the count the database keeps on that row (triggers of migration 2026_11_25_0100; a `count(*)`
// cost a walk over the account's rows on every create), and `account_limit_reached` when no place is left.
import type { Kysely } from 'kysely';
import { type PreparedQuery, preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';
import { RequestError } from '../requests/requestErrors';
import type { AccountRowKind } from '../../config';

const COUNT_COLUMN_OF = {
  applications: 'application_rows',
  actions: 'action_rows',
  companies: 'company_rows',
  contacts: 'contact_rows',
} as const satisfies Record<AccountRowKind, keyof Database['accounts']>;

/** What the server's message names (logs, and a client without a translation of the code). */
const WORDING_OF: Record<AccountRowKind, string> = {
  applications: 'job applications',
  actions: 'actions',
  companies: 'companies',
  contacts: 'contacts',
};

/** The refusal when the account already keeps `limit` rows of that kind. */
export function accountLimitReached(kind: AccountRowKind, limit: number): RequestError {
  return new RequestError('account_limit_reached', `an account keeps at most ${String(limit)} ${WORDING_OF[kind]}`);
}

/** One read of each kind's count, built and compiled once (preparedQuery.ts): every create makes it. */
const countQueries = Object.fromEntries(
  Object.entries(COUNT_COLUMN_OF).map(([kind, column]) => [
    kind,
    preparedQuery<Database, { accountId: string }, { rows: number }>(['accountId'], (db, { accountId }) =>
      db
        .selectFrom('accounts')
        .select((eb) => eb.ref(column).as('rows'))
        .where('id', '=', accountId),
    ),
  ]),
) as Record<AccountRowKind, PreparedQuery<Database, { accountId: string }, { rows: number }>>;

export async function countAccountRows(db: Kysely<Database>, accountId: string, kind: AccountRowKind): Promise<number> {
  const [row] = await countQueries[kind].execute(db, { accountId });
  // No account row: nothing of it is stored (and a creation for it fails on its foreign key).
  return row?.rows ?? 0;
}

/**
 * Throws `account_limit_reached` (a RequestError) unless the account has room for one more row of `kind`. Run it
 * in the creating account change (runAccountChange), before the insert: the account's row is locked there until
 * the change ends, so two creations at once cannot both pass the last free place.
 */
export async function requireRoomFor(db: Kysely<Database>, accountId: string, kind: AccountRowKind, limit: number): Promise<void> {
  if ((await countAccountRows(db, accountId, kind)) >= limit) throw accountLimitReached(kind, limit);
}

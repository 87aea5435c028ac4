// Serializes the changes of one account: taken first by every account change (accountChange.ts), so that a count
// read in the transaction still holds when its row is written (two creations at once cannot both pass the last
// free place), and so that the account's row is always locked before the rows whose triggers update it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../services/jobs/jobQueue';

/**
 * Locks the account's row until the caller's transaction ends. On PostgreSQL `FOR NO KEY UPDATE`: it waits for
 * another creation of the same account that holds it, but not for the `KEY SHARE` locks that the foreign keys of
 * every insert of the account take, so ordinary writes go on as before. On SQLite there is nothing to take:
 * Kysely drives it through one connection that runs one transaction at a time, count and insert included.
 */
export async function lockAccountRow(db: Kysely<Database>, accountId: string): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('accounts').select('id').where('id', '=', accountId).forNoKeyUpdate().execute();
}

// Queries of the `account_exports` table (this file writes no other table).
import type { Kysely, Selectable } from 'kysely';
import type { AccountExportsTable, Database } from '../../db/schema';

export type AccountExportRow = Selectable<AccountExportsTable>;

export function latestExportOf(db: Kysely<Database>, accountId: string): Promise<AccountExportRow | undefined> {
  return db
    .selectFrom('account_exports')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findExport(db: Kysely<Database>, exportId: string): Promise<AccountExportRow | undefined> {
  return db.selectFrom('account_exports').selectAll().where('id', '=', exportId).executeTakeFirst();
}

export async function insertPendingExport(db: Kysely<Database>, row: { id: string; accountId: string; now: Date }): Promise<AccountExportRow> {
  const values = {
    id: row.id,
    account_id: row.accountId,
    status: 'pending',
    storage_key: null,
    size: null,
    token_hash: null,
    created: row.now.toISOString(),
    ready_at: null,
    expires_at: null,
    downloaded_at: null,
  };
  await db.insertInto('account_exports').values(values).execute();
  return values;
}

/** Removes every export of the account; answers the storage keys of their zips. */
export async function deleteExportsOf(db: Kysely<Database>, accountId: string): Promise<string[]> {
  const rows = await db.deleteFrom('account_exports').where('account_id', '=', accountId).returning('storage_key').execute();
  return rows.flatMap((row) => (row.storage_key === null ? [] : [row.storage_key]));
}

/** Records the zip of a pending export; false when the export is gone or was superseded meanwhile. */
export async function recordExportReady(
  db: Kysely<Database>,
  exportId: string,
  zip: { storageKey: string; size: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('account_exports')
    .set({ status: 'ready', storage_key: zip.storageKey, size: zip.size, ready_at: zip.now.toISOString(), expires_at: zip.expiresAt.toISOString() })
    .where('id', '=', exportId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a ready, unexpired export a new download token digest (the earlier link stops working). */
export async function setExportTokenHash(db: Kysely<Database>, exportId: string, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('account_exports')
    .set({ token_hash: tokenHash })
    .where('id', '=', exportId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Uses a download token: one statement both checks it and marks the export downloaded, so of two downloads at
 * once only one gets the zip. Answers the zip's key and size, or undefined (unknown, used or expired token).
 */
export async function useExportToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ storageKey: string; size: number; created: string } | undefined> {
  const row = await db
    .updateTable('account_exports')
    .set({ status: 'downloaded', token_hash: null, downloaded_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'ready')
    .where('expires_at', '>', now.toISOString())
    .returning(['storage_key', 'size', 'created'])
    .executeTakeFirst();
  if (row?.storage_key == null || row.size === null) return undefined;
  return { storageKey: row.storage_key, size: row.size, created: row.created };
}

/**
 * Marks every ready export past its expiry as expired and forgets its zip and token; answers the zips' storage
 * keys, for the caller to queue their removal. Run it in a transaction: it reads the keys, then clears them.
 */
export async function expireOutdatedExports(trx: Kysely<Database>, now: Date): Promise<string[]> {
  const outdated = await trx
    .selectFrom('account_exports')
    .select(['id', 'storage_key'])
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now.toISOString())
    .execute();
  if (outdated.length === 0) return [];
  await trx
    .updateTable('account_exports')
    .set({ status: 'expired', storage_key: null, token_hash: null })
    .where(
      'id',
      'in',
      outdated.map((row) => row.id),
    )
    .where('status', '=', 'ready')
    .execute();
  return outdated.flatMap((row) => (row.storage_key === null ? [] : [row.storage_key]));
}

// "Export my data": asking for an export (made by a background job, accountExportJob.ts), its state, and the
// one-time download link. Only the latest export of an account counts: asking again replaces the earlier ones
// (their zips are removed by a job), except while one is still being made.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountExportDownloadPath, type AccountExport } from '../../../contract';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../services/jobs/jobQueue';
import {
  type AccountExportRow,
  deleteExportsOf,
  expireOutdatedExports,
  insertPendingExport,
  latestExportOf,
  setExportTokenHash,
  useExportToken,
} from './accountExportQueries';
import { digestOfToken, newSecretToken } from './secretTokens';

/** How long a ready export can be downloaded. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A pending export younger than this is answered to a new request instead of starting another: a double click
 * or a second tab does not make the zip twice. Past it the job is taken as lost (failed for good), and a new
 * request starts over.
 */
export const PENDING_EXPORT_REUSE_MS = 30 * 60 * 1000;

export interface AccountExportContext {
  readonly db: Kysely<Database>;
  readonly now: Date;
}

export function exportStatusOf(row: AccountExportRow, now: Date): AccountExport {
  const expired = row.status === 'ready' && row.expires_at !== null && row.expires_at <= now.toISOString();
  const failed = row.status === 'pending' && now.getTime() - Date.parse(row.created) >= PENDING_EXPORT_REUSE_MS;
  return {
    id: row.id,
    status: expired ? 'expired' : failed ? 'failed' : (row.status as AccountExport['status']),
    created: row.created,
    size: row.size,
    expires_at: row.expires_at,
  };
}

export async function currentAccountExport(context: AccountExportContext, accountId: string): Promise<AccountExport | null> {
  const latest = await latestExportOf(context.db, accountId);
  return latest === undefined ? null : exportStatusOf(latest, context.now);
}

/**
 * Starts an export (one transaction: the earlier exports go, their zips' removal and the new export's job are
 * queued with it); the caller wakes the job queue after the commit.
 */
export async function requestAccountExport(context: AccountExportContext, accountId: string): Promise<AccountExport> {
  const { db, now } = context;
  const latest = await latestExportOf(db, accountId);
  if (latest?.status === 'pending' && now.getTime() - Date.parse(latest.created) < PENDING_EXPORT_REUSE_MS) {
    return exportStatusOf(latest, now);
  }
  const row = await db.transaction().execute(async (trx) => {
    const earlierZips = await deleteExportsOf(trx, accountId);
    if (earlierZips.length > 0) await enqueueJob(trx, 'remove_stored_objects', { keys: earlierZips }, now);
    const inserted = await insertPendingExport(trx, { id: randomUUID(), accountId, now });
    await enqueueJob(trx, 'build_account_export', { export_id: inserted.id }, now);
    return inserted;
  });
  return exportStatusOf(row, now);
}

/** A new one-time download path for the account's ready export (the earlier link stops working), or undefined. */
export async function newExportDownloadPath(context: AccountExportContext, accountId: string): Promise<string | undefined> {
  const latest = await latestExportOf(context.db, accountId);
  if (latest === undefined || exportStatusOf(latest, context.now).status !== 'ready') return undefined;
  const token = newSecretToken();
  const given = await setExportTokenHash(context.db, latest.id, digestOfToken(token), context.now);
  return given ? accountExportDownloadPath(token) : undefined;
}

/** Uses a download token (once): the zip to send, or undefined for an unknown, used or expired token. */
export function useExportDownloadToken(
  context: AccountExportContext,
  token: string,
): Promise<{ storageKey: string; size: number; created: string } | undefined> {
  return useExportToken(context.db, digestOfToken(token), context.now);
}

/**
 * Removes the zips of exports nobody downloaded within their lifetime (the rows stay, answered as expired): one
 * transaction marks them and queues the zips' removal, which the job queue retries until storage accepts.
 * Answers how many zips it queued for removal; the caller wakes the job queue.
 */
export function purgeExpiredExports(db: Kysely<Database>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const zips = await expireOutdatedExports(trx, now);
    if (zips.length > 0) await enqueueJob(trx, 'remove_stored_objects', { keys: zips }, now);
    return zips.length;
  });
}

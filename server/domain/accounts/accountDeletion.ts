// "Delete my account": with the password given again, every row of the account goes in one transaction (every
// table of ACCOUNT_DATA_TABLES, the account last, and its jobs still queued), together with a job that removes
// its stored objects (files' bytes, every thumbnail size, export zips). The objects go after the commit, by that
// job, retried until it succeeds: nothing slow runs inside the transaction, a rolled-back deletion removes no
// byte, and a storage failure leaves nothing behind for good. The caller cuts the returned sessions' sockets.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob, isPostgres } from '../../services/jobs/jobQueue';
import { pgBossSchemaOf } from '../../services/jobs/pgBossJobQueue';
import { THUMBNAIL_SIZES } from '../../services/fileRendering/thumbnailSizes';
import { lockAccountRow } from '../accountQuotas/accountRowLock';
import { logoObjectKeys } from '../companies/companyLogoKeys';
import { objectKeysOf } from '../files/storageKeys';
import { findAccountById } from './accountQueries';
import { ACCOUNT_DATA_TABLES } from './accountDataTables';
import type { PasswordHashing } from './passwords';

/** Keys per removal job: a failure retries one batch, not the whole account. */
export const REMOVAL_KEYS_PER_JOB = 100;

export interface AccountDeletionContext {
  readonly db: Kysely<Database>;
  readonly passwords: PasswordHashing;
  readonly now: Date;
}

export type AccountDeletionResult =
  | { readonly ok: true; readonly revokedTokenHashes: ReadonlySet<string>; readonly storageKeys: readonly string[] }
  | { readonly ok: false; readonly error: 'invalid_credentials' | 'unauthorized' };

interface QueuedJobsOfAccount {
  readonly email: string;
  readonly fileIds: readonly string[];
  readonly exportIds: readonly string[];
}

/**
 * Removes the account's jobs: thumbnails of its files, its exports, mails to its address (whose payload holds the
 * address), waiting or done. On PostgreSQL pg-boss keeps finished jobs, then moves them to its archive for days:
 * those go too, or the address would outlive the account. A job already running finishes and finds nothing
 * (every handler is idempotent). Reminder jobs carry only ids (an action, a claimed reminder, a subscription, the
 * account): they stay, and find nothing when they run.
 */
async function removeQueuedJobs(trx: Kysely<Database>, jobs: QueuedJobsOfAccount): Promise<void> {
  const email = jobs.email.toLowerCase();
  if (isPostgres(trx)) {
    const schema = await pgBossSchemaOf(trx);
    const conditions = [sql`(name = 'send_account_mail' and lower(data->>'to') = ${email})`];
    if (jobs.fileIds.length > 0) conditions.push(sql`(name = 'render_file' and data->>'file_id' in (${sql.join(jobs.fileIds)}))`);
    if (jobs.exportIds.length > 0) conditions.push(sql`(name = 'build_account_export' and data->>'export_id' in (${sql.join(jobs.exportIds)}))`);
    const ofAccount = sql.join(conditions, sql` or `);
    await sql`delete from ${sql.table(`${schema}.job`)} where state <> 'active' and (${ofAccount})`.execute(trx);
    await sql`delete from ${sql.table(`${schema}.archive`)} where ${ofAccount}`.execute(trx);
    return;
  }
  const conditions = [sql`(kind = 'send_account_mail' and lower(json_extract(payload, '$.to')) = ${email})`];
  if (jobs.fileIds.length > 0) conditions.push(sql`(kind = 'render_file' and json_extract(payload, '$.file_id') in (${sql.join(jobs.fileIds)}))`);
  if (jobs.exportIds.length > 0) conditions.push(sql`(kind = 'build_account_export' and json_extract(payload, '$.export_id') in (${sql.join(jobs.exportIds)}))`);
  await sql`delete from background_jobs where ${sql.join(conditions, sql` or `)}`.execute(trx);
}

/** Every object the account's files, exports and company logos may have in the storage, thumbnails of every size included. */
async function storageKeysOf(trx: Kysely<Database>, accountId: string): Promise<{ keys: string[]; fileIds: string[]; exportIds: string[] }> {
  const files = await trx.selectFrom('files').select(['id', 'storage_key', 'thumbnail_sizes']).where('account_id', '=', accountId).execute();
  const exports = await trx.selectFrom('account_exports').select(['id', 'storage_key']).where('account_id', '=', accountId).execute();
  const keys = files.flatMap((file) => {
    // A rendering under way may store a size not recorded yet: every size the server renders goes too.
    const recorded = JSON.parse(file.thumbnail_sizes) as string[];
    return objectKeysOf(file.storage_key, [...new Set([...THUMBNAIL_SIZES, ...recorded])]);
  });
  for (const exported of exports) if (exported.storage_key !== null) keys.push(exported.storage_key);
  const logos = await trx.selectFrom('companies').select('logo_key').where('account_id', '=', accountId).where('logo_key', 'is not', null).execute();
  for (const { logo_key } of logos) if (logo_key !== null) keys.push(...logoObjectKeys(logo_key));
  return { keys, fileIds: files.map((file) => file.id), exportIds: exports.map((exported) => exported.id) };
}

export async function deleteAccount(context: AccountDeletionContext, accountId: string, password: string): Promise<AccountDeletionResult> {
  const { db, passwords, now } = context;
  const account = await findAccountById(db, accountId);
  if (account === undefined) return { ok: false, error: 'unauthorized' };
  if (!(await passwords.verify(account.password_hash, password))) return { ok: false, error: 'invalid_credentials' };

  return db.transaction().execute(async (trx) => {
    // As every account change does first (accountChange.ts): the triggers of the deleted rows update this row.
    await lockAccountRow(trx, accountId);
    const { keys, fileIds, exportIds } = await storageKeysOf(trx, accountId);
    const sessions = await trx.selectFrom('sessions').select('token_hash').where('account_id', '=', accountId).execute();
    await removeQueuedJobs(trx, { email: account.email, fileIds, exportIds });
    for (const table of ACCOUNT_DATA_TABLES) {
      await sql`delete from ${sql.table(table.name)} where ${table.ofAccount(accountId)}`.execute(trx);
    }
    for (let start = 0; start < keys.length; start += REMOVAL_KEYS_PER_JOB) {
      await enqueueJob(trx, 'remove_stored_objects', { keys: keys.slice(start, start + REMOVAL_KEYS_PER_JOB) }, now);
    }
    return { ok: true, revokedTokenHashes: new Set(sessions.map((session) => session.token_hash)), storageKeys: keys };
  });
}

// The database half of an upload (POST /api/files), run once the bytes are stored: the quota checked again
// inside the account change, behind the account row's lock it takes first (accountChange.ts: two uploads at
// once cannot both squeeze under it, on PostgreSQL too, where each would otherwise count without the other's
// row), the row, its link to an application when one was named, the rendering job, and `created_file`
// (+ `new_linked_files`) to every tab.
import type { Kysely } from 'kysely';
import type { StoredFile, UploadFileFields } from '../../../contract';
import type { FileLimits } from '../../config';
import type { Database } from '../../db/schema';
import type { ChangeContext } from '../requests/accountChange';
import { notFound } from '../requests/requestErrors';
import { enqueueJob } from '../../services/jobs/jobQueue';
import { findJobApplication } from '../jobApplications/jobApplicationQueries';
import { linkFiles } from './fileLinkQueries';
import { findFile, insertFile, storageUsageOf } from './fileQueries';

export interface StoredUpload {
  readonly id: string;
  readonly storageKey: string;
  readonly contentType: string;
  readonly size: number;
}

/** Thrown when the account's files would pass its quota; the route answers 413 storage_quota_exceeded. */
export class StorageQuotaExceededError extends Error {
  constructor() {
    super('storage quota exceeded');
    this.name = 'StorageQuotaExceededError';
  }
}

/** Whether one more file of `size` bytes fits the account's quota. */
export async function fitsQuota(
  context: { readonly accountId: string; readonly db: Kysely<Database> },
  size: number,
  limits: FileLimits,
): Promise<boolean> {
  const usage = await storageUsageOf(context.db, context.accountId);
  return usage.files + 1 <= limits.quotaFiles && usage.bytes + size <= limits.quotaBytes;
}

/** Throws StorageQuotaExceededError, or `not_found` (a RequestError) for an application the account does not have. */
export async function recordUpload(
  context: ChangeContext,
  fields: UploadFileFields,
  upload: StoredUpload,
  limits: FileLimits,
): Promise<StoredFile> {
  const { accountId, db, now, push } = context;
  if (!(await fitsQuota(context, upload.size, limits))) throw new StorageQuotaExceededError();
  const applicationId = fields.job_application_id;
  if (applicationId !== undefined && (await findJobApplication(db, accountId, applicationId)) === undefined) {
    throw notFound('job_application');
  }
  await insertFile(
    db,
    accountId,
    {
      id: upload.id,
      storageKey: upload.storageKey,
      description: fields.description,
      type: fields.type,
      filename: fields.filename,
      contentType: upload.contentType,
      size: upload.size,
    },
    now,
  );
  if (applicationId !== undefined) await linkFiles(db, accountId, applicationId, [upload.id], now);
  await enqueueJob(db, 'render_file', { file_id: upload.id }, now);
  const created = await findFile(db, accountId, upload.id);
  if (created === undefined) throw new Error('the file just written could not be read back');
  push('created_file', { data: created });
  if (applicationId !== undefined) push('new_linked_files', { job_application_id: applicationId, file_ids: [upload.id] });
  return created;
}


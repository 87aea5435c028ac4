// Live-channel requests about files. Files are created over HTTP (POST /api/files, uploadFile.ts); their bytes
// are removed by a background job queued in the deleting transaction, once it has committed.
import type { ReadContext, RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { enqueueJob } from '../../services/jobs/jobQueue';
import { findJobApplication } from '../jobApplications/jobApplicationQueries';
import { deleteLinksOfFile, linkFiles, unlinkFiles } from './fileLinkQueries';
import { deleteFile, findFile, findFiles, listFilesOfApplication, listRecentFiles, updateFile } from './fileQueries';
import { objectKeysOf } from './storageKeys';

/** Files answered by file.list_recent at most; the default quota (500 files) stays below it. */
export const RECENT_FILES_LIMIT = 1000;

async function requireOwnApplication({ accountId, db }: ReadContext, applicationId: string): Promise<void> {
  if ((await findJobApplication(db, accountId, applicationId)) === undefined) throw notFound('job_application');
}

/** Every id must be one of the account's files: one unknown id refuses the whole request, like a missing row. */
async function requireOwnFiles({ accountId, db }: ReadContext, fileIds: readonly string[]): Promise<void> {
  const unique = new Set(fileIds);
  if ((await findFiles(db, accountId, [...unique])).length !== unique.size) throw notFound('file');
}

export const fileRequestHandlers = {
  'file.get_multiple': ({ ids }, { accountId, db }) => findFiles(db, accountId, ids),

  'file.list_for_application': async ({ id }, context) => {
    await requireOwnApplication(context, id);
    return listFilesOfApplication(context.db, context.accountId, id);
  },

  'file.list_recent': (_params, { accountId, db }) => listRecentFiles(db, accountId, RECENT_FILES_LIMIT),

  'file.update': async ({ id, ...changes }, { accountId, db, push }) => {
    if (!(await updateFile(db, accountId, id, changes))) throw notFound('file');
    const updated = await findFile(db, accountId, id);
    if (updated === undefined) throw notFound('file');
    push('updated_file', { data: updated });
    return 'success';
  },

  'file.delete': async ({ id }, { accountId, db, now, push }) => {
    // The links first, explicitly rather than left to the foreign key, so the rule holds whatever the dialect.
    await deleteLinksOfFile(db, accountId, id);
    const deleted = await deleteFile(db, accountId, id);
    if (deleted === undefined) throw notFound('file');
    await enqueueJob(db, 'remove_stored_objects', { keys: objectKeysOf(deleted.storageKey, deleted.thumbnailSizes) }, now);
    push('deleted_file', { id });
    return 'success';
  },

  'file.link_to_application': async ({ job_application_id, file_ids }, context) => {
    await requireOwnApplication(context, job_application_id);
    await requireOwnFiles(context, file_ids);
    const added = await linkFiles(context.db, context.accountId, job_application_id, file_ids, context.now);
    if (added.length > 0) context.push('new_linked_files', { job_application_id, file_ids: added });
    return 'success';
  },

  'file.unlink_from_application': async ({ job_application_id, file_ids }, context) => {
    await requireOwnApplication(context, job_application_id);
    await requireOwnFiles(context, file_ids);
    const removed = await unlinkFiles(context.db, context.accountId, job_application_id, file_ids);
    // The contract has no push of its own for an unlink: each file's new job_application_ids tell every tab.
    for (const file of await findFiles(context.db, context.accountId, removed)) context.push('updated_file', { data: file });
    return 'success';
  },
} satisfies RequestHandlers;

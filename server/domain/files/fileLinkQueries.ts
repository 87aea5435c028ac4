// The file_links table: which of an account's files are linked to which of its applications. Every query
// that reads or writes it lives here, each scoped to one account.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The applications each of `fileIds` is linked to, by file id (files without links are absent). */
export async function linkedApplicationsOf(
  db: Kysely<Database>,
  accountId: string,
  fileIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byFile = new Map<string, string[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('file_links')
    .select(['file_id', 'job_application_id'])
    .where('account_id', '=', accountId)
    .where('file_id', 'in', [...fileIds])
    .orderBy('created')
    .orderBy('job_application_id')
    .execute();
  for (const { file_id, job_application_id } of rows) {
    const applications = byFile.get(file_id);
    if (applications === undefined) byFile.set(file_id, [job_application_id]);
    else applications.push(job_application_id);
  }
  return byFile;
}

/**
 * Links the files to the application; links that exist already are kept as they are. The caller has checked
 * that the application and every file are the account's. Answers the ids newly linked.
 */
export async function linkFiles(
  db: Kysely<Database>,
  accountId: string,
  applicationId: string,
  fileIds: readonly string[],
  now: Date,
): Promise<string[]> {
  const existing = new Set(
    (
      await db
        .selectFrom('file_links')
        .select('file_id')
        .where('account_id', '=', accountId)
        .where('job_application_id', '=', applicationId)
        .where('file_id', 'in', [...fileIds])
        .execute()
    ).map((row) => row.file_id),
  );
  const added = [...new Set(fileIds)].filter((fileId) => !existing.has(fileId));
  if (added.length === 0) return [];
  await db
    .insertInto('file_links')
    .values(added.map((fileId) => ({ job_application_id: applicationId, file_id: fileId, account_id: accountId, created: now.toISOString() })))
    .execute();
  return added;
}

/** Unlinks the files from the application; answers the ids that were linked. */
export async function unlinkFiles(
  db: Kysely<Database>,
  accountId: string,
  applicationId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  const removed = await db
    .deleteFrom('file_links')
    .where('account_id', '=', accountId)
    .where('job_application_id', '=', applicationId)
    .where('file_id', 'in', [...fileIds])
    .returning('file_id')
    .execute();
  return removed.map((row) => row.file_id);
}

/** Removes every link of a file (before the file itself goes). */
export async function deleteLinksOfFile(db: Kysely<Database>, accountId: string, fileId: string): Promise<void> {
  await db.deleteFrom('file_links').where('account_id', '=', accountId).where('file_id', '=', fileId).execute();
}

/** Removes every link of an application (before the application itself goes; its files stay). */
export async function deleteLinksOfApplication(db: Kysely<Database>, accountId: string, applicationId: string): Promise<string[]> {
  const removed = await db
    .deleteFrom('file_links')
    .where('account_id', '=', accountId)
    .where('job_application_id', '=', applicationId)
    .returning('file_id')
    .execute();
  return removed.map((row) => row.file_id);
}

// The files table: every query that reads or writes it lives here, each scoped to one account. A file's links
// to applications are in fileLinkQueries.ts; these queries read them to fill `job_application_ids`.
import type { Kysely, Selectable } from 'kysely';
import {
  type FileType,
  fileThumbnailPath,
  fileTypeSchema,
  type StoredFile,
  type Thumbnails,
} from '../../../contract';
import type { Database, FilesTable } from '../../db/schema';
import { linkedApplicationsOf } from './fileLinkQueries';

type FileRow = Selectable<FilesTable>;

export interface NewFile {
  readonly id: string;
  readonly storageKey: string;
  readonly description: string;
  readonly type: FileType;
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
}

export type FileChanges = Partial<Pick<StoredFile, 'description' | 'type' | 'filename'>>;

/** What the server needs to find a file's bytes and thumbnails, never sent to the browser. */
export interface StoredFileLocation {
  readonly id: string;
  readonly storageKey: string;
  readonly contentType: string;
  readonly filename: string;
  readonly size: number;
  readonly thumbnailSizes: readonly string[];
}

function thumbnailSizesOf(row: Pick<FileRow, 'thumbnail_sizes'>): string[] {
  const parsed: unknown = JSON.parse(row.thumbnail_sizes);
  return Array.isArray(parsed) ? parsed.filter((size): size is string => typeof size === 'string') : [];
}

export function thumbnailsOf(fileId: string, sizes: readonly string[]): Thumbnails {
  return Object.fromEntries(sizes.map((size) => [size, [fileThumbnailPath(fileId, size)]]));
}

function toFile(row: FileRow, jobApplicationIds: readonly string[]): StoredFile {
  return {
    id: row.id,
    created: row.created,
    description: row.description,
    // Only the contract's types are ever written; parsing keeps the type honest without a cast.
    type: fileTypeSchema.parse(row.type),
    filename: row.filename,
    content_type: row.content_type,
    size: row.size,
    thumbnails: thumbnailsOf(row.id, thumbnailSizesOf(row)),
    job_application_ids: [...jobApplicationIds],
  };
}

async function withLinks(db: Kysely<Database>, accountId: string, rows: readonly FileRow[]): Promise<StoredFile[]> {
  const links = await linkedApplicationsOf(db, accountId, rows.map((row) => row.id));
  return rows.map((row) => toFile(row, links.get(row.id) ?? []));
}

/** The caller has checked the account's quota in the same transaction. */
export async function insertFile(db: Kysely<Database>, accountId: string, file: NewFile, now: Date): Promise<void> {
  await db
    .insertInto('files')
    .values({
      id: file.id,
      account_id: accountId,
      storage_key: file.storageKey,
      description: file.description,
      type: file.type,
      filename: file.filename,
      content_type: file.contentType,
      size: file.size,
      created: now.toISOString(),
    })
    .execute();
}

export interface FileText {
  readonly id: string;
  readonly type: string;
  /** The extracted text; null until extracted, or when the file has none. */
  readonly text: string | null;
}

/** The type and extracted text of the account's files among `ids` (the AI products read them). */
export async function findFileTexts(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<FileText[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('files').select(['id', 'type', 'text']).where('account_id', '=', accountId).where('id', 'in', [...ids]).execute();
}

/** The account's file, or undefined when it does not exist or belongs to another account. */
export async function findFile(db: Kysely<Database>, accountId: string, id: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (row === undefined) return undefined;
  const [file] = await withLinks(db, accountId, [row]);
  return file;
}

export async function findFileLocation(db: Kysely<Database>, accountId: string, id: string): Promise<StoredFileLocation | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['id', 'storage_key', 'content_type', 'filename', 'size', 'thumbnail_sizes'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? undefined : locationOf(row);
}

function locationOf(row: Pick<FileRow, 'id' | 'storage_key' | 'content_type' | 'filename' | 'size' | 'thumbnail_sizes'>): StoredFileLocation {
  return {
    id: row.id,
    storageKey: row.storage_key,
    contentType: row.content_type,
    filename: row.filename,
    size: row.size,
    thumbnailSizes: thumbnailSizesOf(row),
  };
}

/** The account's files among `ids`, in no particular order; ids of other accounts are left out. */
export async function findFiles(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('files').selectAll().where('account_id', '=', accountId).where('id', 'in', [...ids]).execute();
  return withLinks(db, accountId, rows);
}

/** The account's files, newest first. */
export async function listRecentFiles(db: Kysely<Database>, accountId: string, limit: number): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return withLinks(db, accountId, rows);
}

/** The files linked to one application of the account's, newest first. */
export async function listFilesOfApplication(db: Kysely<Database>, accountId: string, applicationId: string): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('files')
    .innerJoin('file_links', 'file_links.file_id', 'files.id')
    .selectAll('files')
    .where('files.account_id', '=', accountId)
    .where('file_links.job_application_id', '=', applicationId)
    .orderBy('files.created', 'desc')
    .orderBy('files.id')
    .execute();
  return withLinks(db, accountId, rows);
}

/** The account's usage of its storage quota. */
export async function storageUsageOf(db: Kysely<Database>, accountId: string): Promise<{ files: number; bytes: number }> {
  const usage = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<string | number>().as('files'), eb.fn.sum<string | number | null>('size').as('bytes')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { files: Number(usage.files), bytes: Number(usage.bytes ?? 0) };
}

/** Answers whether the account had that file (and so it was updated). */
export async function updateFile(db: Kysely<Database>, accountId: string, id: string, changes: FileChanges): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findFileLocation(db, accountId, id)) !== undefined;
  const result = await db.updateTable('files').set(changes).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the thumbnails rendered and the text extracted; answers whether the file still exists. */
export async function recordFileRendering(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  rendering: { readonly thumbnailSizes: readonly string[]; readonly text: string },
): Promise<boolean> {
  const result = await db
    .updateTable('files')
    .set({ thumbnail_sizes: JSON.stringify(rendering.thumbnailSizes), text: rendering.text })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the account's file row; answers where its bytes were, or undefined when it had no such file. */
export async function deleteFile(db: Kysely<Database>, accountId: string, id: string): Promise<StoredFileLocation | undefined> {
  const location = await findFileLocation(db, accountId, id);
  if (location === undefined) return undefined;
  await db.deleteFrom('files').where('id', '=', id).where('account_id', '=', accountId).execute();
  return location;
}

/** The owner and storage of a file, for background work that is not running on behalf of a request. */
export async function findFileForRendering(
  db: Kysely<Database>,
  id: string,
): Promise<(StoredFileLocation & { readonly accountId: string }) | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['id', 'account_id', 'storage_key', 'content_type', 'filename', 'size', 'thumbnail_sizes'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...locationOf(row), accountId: row.account_id };
}

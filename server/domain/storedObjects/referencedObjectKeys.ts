// Every key of the object storage that the database says holds bytes: each file's original and the thumbnails
// recorded for it, each company's logo at every size, and the zip of each export ready for download. Each of
// these objects is stored before the row that names it is written, and removed only after that row is gone or
// changed (a deleted file's or a replaced logo's objects by a job queued with that change, a downloaded or
// expired export's zip likewise), so in a consistent copy of
// the deployment every key listed here has its object. The backup (server/backup) checks its copy against it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { logoObjectKeys } from '../companies/companyLogoKeys';
import { objectKeysOf } from '../files/storageKeys';

export async function referencedObjectKeys(db: Kysely<Database>): Promise<Set<string>> {
  const files = await db.selectFrom('files').select(['storage_key', 'thumbnail_sizes']).execute();
  const exports = await db
    .selectFrom('account_exports')
    .select('storage_key')
    .where('status', '=', 'ready')
    .where('storage_key', 'is not', null)
    .execute();
  const logos = await db.selectFrom('companies').select('logo_key').where('logo_key', 'is not', null).execute();
  const keys = new Set<string>();
  for (const { logo_key } of logos) if (logo_key !== null) for (const key of logoObjectKeys(logo_key)) keys.add(key);
  for (const file of files) for (const key of objectKeysOf(file.storage_key, recordedSizes(file.thumbnail_sizes))) keys.add(key);
  for (const zip of exports) if (zip.storage_key !== null) keys.add(zip.storage_key);
  return keys;
}

/** `'["72","144"]'`: the sizes a file's thumbnails were rendered at. */
function recordedSizes(column: string): string[] {
  const parsed: unknown = JSON.parse(column);
  return Array.isArray(parsed) ? parsed.filter((size): size is string => typeof size === 'string') : [];
}

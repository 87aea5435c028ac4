// What a backup folder holds, and its manifest (backup.json): every file of the backup with its size and
// SHA-256. The manifest is written last, so a folder without one is a backup that did not finish, and a
// restore refuses it; a restore also checks each file against it.
//
//   app.sqlite        the database, as of one commit
//   secret_key        the generated key of DATA_DIR, when there is one
//   vapid_keys.json   the Web Push key pair made in DATA_DIR, when there is one (the push services know the
//                     browsers' subscriptions by its public key: another pair would reach none of them)
//   files/<key>       each stored file and thumbnail, under its storage key
//   backup.json       this manifest
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../privateFiles';
import { assertValidKey, isValidKey } from '../services/storage';
import { BackupRefusal } from './backupRefusal';

export const BACKUP_LAYOUT = {
  database: 'app.sqlite',
  secretKey: 'secret_key',
  vapidKeys: 'vapid_keys.json',
  objects: 'files',
  manifest: 'backup.json',
} as const;

const FORMAT = 'job-search-tracker backup';
const VERSION = 1;

const digestSchema = z.strictObject({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const storageKeySchema = z.string().refine(isValidKey, 'not a storage key');

const manifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  /** The copy of the database holds every change committed before the first and none committed after the second. */
  database_copy_began_at: z.iso.datetime(),
  database_copy_ended_at: z.iso.datetime(),
  database: digestSchema,
  secret_key: digestSchema.nullable(),
  /** Absent from the backups made before reminders by push: those have none. */
  vapid_keys: digestSchema.nullable().default(null),
  objects: z.array(z.strictObject({ key: storageKeySchema, ...digestSchema.shape })),
  /** Keys the database names whose object was missing from the deployment itself (not from a race). */
  objects_missing: z.array(z.string()),
});

export type BackupManifest = Omit<z.infer<typeof manifestSchema>, 'format' | 'version'>;

/** Where an object of the storage lies in a backup (or in DATA_DIR's storage folder): its key as a path. */
export function objectPath(root: string, key: string): string {
  assertValidKey(key);
  return path.join(root, ...key.split('/'));
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(folder, BACKUP_LAYOUT.manifest);
  const draft = `${file}.partial`;
  await writeFile(draft, `${JSON.stringify({ format: FORMAT, version: VERSION, ...manifest }, null, 1)}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  await rename(draft, file);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, BACKUP_LAYOUT.manifest), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupRefusal(`${folder} holds no ${BACKUP_LAYOUT.manifest}: it is not a backup, or one that did not finish.`);
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new BackupRefusal(`${path.join(folder, BACKUP_LAYOUT.manifest)} is not the manifest of a backup this version can restore.`);
  }
  const { format: _format, version: _version, ...rest } = manifest.data;
  return rest;
}

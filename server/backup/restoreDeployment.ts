// `npm run restore -- <folder>`: fills an empty DATA_DIR from a backup made by `npm run backup`. Every file is
// checked against the backup's manifest (size and SHA-256) as it is copied, and the database goes in last,
// under its final name only once complete: a server started on a restore that failed halfway finds no
// database rather than a partial one. A failed restore takes back what it wrote.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_LAYOUT, objectPath, readManifest } from './backupManifest';
import { BackupRefusal } from './backupRefusal';
import { copyWithDigest, type FileDigest, flushFolder, flushFoldersOf } from './digestedCopy';
import { claimEmptyFolder } from './emptyFolder';
import { type EmbeddedDeployment, isWithin } from './embeddedDeployment';
import { COPIES_AT_ONCE, forEachSeveralAtOnce } from './severalAtOnce';

export interface RestoreReport {
  readonly dataDir: string;
  /** The backup's database holds every change committed before this (see the manifest). */
  readonly databaseCopiedBefore: Date;
  readonly database: FileDigest;
  readonly objects: number;
  readonly objectBytes: number;
  readonly secretKey: boolean;
  readonly vapidKeys: boolean;
  /** Objects the backed-up database named that its deployment already lacked. */
  readonly missingInBackup: readonly string[];
}

export async function restoreDeployment(deployment: EmbeddedDeployment, folder: string): Promise<RestoreReport> {
  const source = path.resolve(folder);
  if (isWithin(deployment.dataDir, source) || isWithin(source, deployment.dataDir)) {
    throw new BackupRefusal(`The backup ${source} and DATA_DIR (${deployment.dataDir}) overlap: restore into another DATA_DIR.`);
  }
  const manifest = await readManifest(source);
  const undo = await claimEmptyFolder(
    deployment.dataDir,
    'A restore fills an empty DATA_DIR only: stop its server, move the folder aside (or set DATA_DIR to a new one), then restore.',
  );
  try {
    await forEachSeveralAtOnce(manifest.objects, COPIES_AT_ONCE, (object) =>
      copyChecked(objectPath(path.join(source, BACKUP_LAYOUT.objects), object.key), objectPath(deployment.storageDirectory, object.key), object),
    );
    if (manifest.secret_key !== null) {
      await copyChecked(path.join(source, BACKUP_LAYOUT.secretKey), deployment.secretKeyFile, manifest.secret_key);
    }
    if (manifest.vapid_keys !== null) {
      await copyChecked(path.join(source, BACKUP_LAYOUT.vapidKeys), deployment.vapidKeysFile, manifest.vapid_keys);
    }
    const draft = `${deployment.databaseFile}.partial`;
    await copyChecked(path.join(source, BACKUP_LAYOUT.database), draft, manifest.database);
    await flushFoldersOf(deployment.dataDir, [
      ...manifest.objects.map((object) => objectPath(deployment.storageDirectory, object.key)),
      deployment.secretKeyFile,
      deployment.vapidKeysFile,
    ]);
    await rename(draft, deployment.databaseFile);
    await flushFolder(path.dirname(deployment.databaseFile));
  } catch (error) {
    await undo();
    throw error;
  }
  return {
    dataDir: deployment.dataDir,
    databaseCopiedBefore: new Date(manifest.database_copy_began_at),
    database: manifest.database,
    objects: manifest.objects.length,
    objectBytes: manifest.objects.reduce((sum, object) => sum + object.bytes, 0),
    secretKey: manifest.secret_key !== null,
    vapidKeys: manifest.vapid_keys !== null,
    missingInBackup: manifest.objects_missing,
  };
}

/** Copies a file of the backup and refuses it unless it is byte for byte what the manifest says. */
async function copyChecked(from: string, to: string, expected: FileDigest): Promise<void> {
  let copied: FileDigest;
  try {
    copied = await copyWithDigest(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefusal(`The backup is damaged: ${from} is missing.`);
    throw error;
  }
  if (copied.bytes !== expected.bytes || copied.sha256 !== expected.sha256) {
    throw new BackupRefusal(`The backup is damaged: ${from} is not what its manifest says (size or SHA-256 differ).`);
  }
}

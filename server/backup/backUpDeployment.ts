// `npm run backup -- <folder>`: a consistent copy of an embedded deployment (database, stored files, secret
// key) while its server keeps running and writing.
//
// The order follows the storage's own rule (server/domain/storedObjects/referencedObjectKeys.ts): an object
// is stored before the row that names it, and removed only after that row is gone. So the database is copied
// first, as of one commit, and the files after: every file its rows name was there when the copy was taken.
// One of them may still go before it is copied, when its row is deleted after the database was copied. Each
// round therefore checks the copy: if a named object could not be copied, the database is copied again (the
// deletion is in the new copy, whose rows no longer name it) and the objects it names that are not copied yet
// are copied. An object missing in two rounds in a row while its row stayed is missing in the deployment
// itself: the backup says so rather than looping.
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { readSnapshot, snapshotSqlite, sqliteIntegrityProblems } from '../db/sqliteSnapshot';
import { referencedObjectKeys } from '../domain/storedObjects/referencedObjectKeys';
import { isValidKey, LOCAL_TEMPORARY_FOLDER } from '../services/storage';
import { BACKUP_LAYOUT, objectPath, writeManifest } from './backupManifest';
import { BackupRefusal } from './backupRefusal';
import { copyWithDigest, digestOf, type FileDigest, flushFolder, flushFoldersOf } from './digestedCopy';
import { claimEmptyFolder } from './emptyFolder';
import { type EmbeddedDeployment, isWithin } from './embeddedDeployment';
import { COPIES_AT_ONCE, forEachSeveralAtOnce } from './severalAtOnce';

/** Rounds of database copy then files; past this, files keep disappearing faster than they are copied. */
const MAX_ROUNDS = 5;

export interface BackupOptions {
  /** Called after each copy of the database, before its files are copied (the command reports it; tests act there). */
  readonly onDatabaseCopied?: (round: number) => Promise<void> | void;
  readonly clock?: () => Date;
}

/** When the database's copy (the last round's) was taken: it is the database as of one moment in between. */
export interface CopyTime {
  /** It holds every change committed before this. */
  readonly began: Date;
  /** It holds no change committed after this. */
  readonly ended: Date;
}

export interface BackupReport {
  readonly folder: string;
  readonly databaseCopy: CopyTime;
  readonly database: FileDigest;
  readonly objects: number;
  readonly objectBytes: number;
  readonly secretKey: 'copied' | 'in the environment' | 'none';
  /** Whether DATA_DIR held a Web Push key pair, now copied. */
  readonly vapidKeys: boolean;
  readonly rounds: number;
  /** Objects the database names that the deployment itself lacks. */
  readonly missingInDeployment: readonly string[];
}

export async function backUpDeployment(deployment: EmbeddedDeployment, folder: string, options: BackupOptions = {}): Promise<BackupReport> {
  const target = path.resolve(folder);
  const clock = options.clock ?? (() => new Date());
  if (isWithin(deployment.dataDir, target) || isWithin(target, deployment.dataDir)) {
    throw new BackupRefusal(`The backup folder ${target} and DATA_DIR (${deployment.dataDir}) overlap: write the backup somewhere else.`);
  }
  if (!(await exists(deployment.databaseFile))) {
    throw new BackupRefusal(`There is no database at ${deployment.databaseFile}: check DATA_DIR (the server creates the database at its first start).`);
  }
  const undo = await claimEmptyFolder(target, 'A backup goes into a new or empty folder, so that it never mixes with another.');
  try {
    return await copyDeployment(deployment, target, options, clock);
  } catch (error) {
    await undo();
    throw error;
  }
}

async function copyDeployment(deployment: EmbeddedDeployment, target: string, options: BackupOptions, clock: () => Date): Promise<BackupReport> {
  const databaseCopy = path.join(target, BACKUP_LAYOUT.database);
  const objectsRoot = path.join(target, BACKUP_LAYOUT.objects);
  const copied = new Map<string, FileDigest>();
  let missingBefore = new Set<string>();
  for (let round = 1; ; round += 1) {
    const began = clock();
    await copyDatabase(deployment.databaseFile, databaseCopy);
    const databaseCopyTime: CopyTime = { began, ended: clock() };
    await options.onDatabaseCopied?.(round);
    // The first round takes every object there, so that those of a table this backup does not know of come too.
    if (round === 1) await copyObjects(deployment.storageDirectory, objectsRoot, await storedKeys(deployment.storageDirectory), copied);
    const referenced = await readSnapshot(databaseCopy, referencedObjectKeys);
    await copyObjects(deployment.storageDirectory, objectsRoot, [...referenced].filter((key) => !copied.has(key)), copied);
    const missing = new Set([...referenced].filter((key) => !copied.has(key)));
    const raced = [...missing].filter((key) => !missingBefore.has(key));
    if (raced.length === 0) return finishBackup(deployment, target, { databaseCopy: databaseCopyTime, copied, missing, rounds: round });
    if (round === MAX_ROUNDS) {
      throw new BackupRefusal(
        `Stored files kept disappearing while they were copied (${String(raced.length)} in the last of ${String(MAX_ROUNDS)} rounds): run the backup again.`,
      );
    }
    missingBefore = missing;
  }
}

interface CopiedDeployment {
  readonly databaseCopy: CopyTime;
  readonly copied: ReadonlyMap<string, FileDigest>;
  readonly missing: ReadonlySet<string>;
  readonly rounds: number;
}

/** Checks the database's copy, adds the key, and writes the manifest, which makes the backup complete. */
async function finishBackup(deployment: EmbeddedDeployment, target: string, copy: CopiedDeployment): Promise<BackupReport> {
  const databaseCopy = path.join(target, BACKUP_LAYOUT.database);
  const problems = sqliteIntegrityProblems(databaseCopy);
  if (problems.length > 0) throw new Error(`the copy of the database fails its integrity check: ${problems.slice(0, 5).join('; ')}`);
  const secretKey = await copyIfPresent(deployment.secretKeyFile, path.join(target, BACKUP_LAYOUT.secretKey));
  const vapidKeys = await copyIfPresent(deployment.vapidKeysFile, path.join(target, BACKUP_LAYOUT.vapidKeys));
  const database = await digestOf(databaseCopy);
  const objects = [...copy.copied.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, digest]) => ({ key, ...digest }));
  const missing = [...copy.missing].sort();
  await flushFoldersOf(target, objects.map((object) => objectPath(path.join(target, BACKUP_LAYOUT.objects), object.key)));
  await writeManifest(target, {
    database_copy_began_at: copy.databaseCopy.began.toISOString(),
    database_copy_ended_at: copy.databaseCopy.ended.toISOString(),
    database,
    secret_key: secretKey ?? null,
    vapid_keys: vapidKeys ?? null,
    objects,
    objects_missing: missing,
  });
  await flushFolder(target);
  return {
    folder: target,
    databaseCopy: copy.databaseCopy,
    database,
    objects: objects.length,
    objectBytes: objects.reduce((sum, object) => sum + object.bytes, 0),
    secretKey: secretKey !== undefined ? 'copied' : deployment.secretKeyInEnvironment ? 'in the environment' : 'none',
    vapidKeys: vapidKeys !== undefined,
    rounds: copy.rounds,
    missingInDeployment: missing,
  };
}

/** The database as of one commit, in place of an earlier round's copy. */
async function copyDatabase(liveFile: string, copyFile: string): Promise<void> {
  const draft = `${copyFile}.partial`;
  await rm(draft, { force: true });
  snapshotSqlite(liveFile, draft);
  await rename(draft, copyFile);
}

/** Copies the objects, several at once, except those that went meanwhile (their deletion is in a later copy of the database). */
async function copyObjects(storageRoot: string, objectsRoot: string, keys: readonly string[], copied: Map<string, FileDigest>): Promise<void> {
  // 120 files, 12 MB, on a busy 2-core machine: 0.5 to 3 s one at a time, 0.3 to 0.8 s eight at a time
  // (sixteen did no better).
  await forEachSeveralAtOnce(keys, COPIES_AT_ONCE, async (key) => {
    try {
      copied.set(key, await copyWithDigest(objectPath(storageRoot, key), objectPath(objectsRoot, key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  });
}

/**
 * Every object of the local storage, by key: the files below its folder, except the uploads under way and any
 * file whose path is no key the storage could have written (left there by hand).
 */
async function storedKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  const walk = async (segments: readonly string[]): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(root, ...segments), { withFileTypes: true });
    } catch (error) {
      // No file stored yet, or a file's folder removed with its last object since its parent was listed.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (segments.length === 0 && entry.name === LOCAL_TEMPORARY_FOLDER) continue;
      const key = [...segments, entry.name].join('/');
      if (entry.isDirectory()) await walk([...segments, entry.name]);
      else if (entry.isFile() && isValidKey(key)) keys.push(key);
    }
  };
  await walk([]);
  return keys;
}

/** Copies a key file of DATA_DIR; undefined when there is none (the key is in the environment, or never made). */
async function copyIfPresent(file: string, copy: string): Promise<FileDigest | undefined> {
  try {
    return await copyWithDigest(file, copy);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

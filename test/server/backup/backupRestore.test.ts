// The backup and restore of an embedded deployment, in process: a DATA_DIR with its database open for writing
// (as the server holds it), stored files and thumbnails, and the generated key. The copy comes back whole and
// byte for byte; a file deleted between the copy of the database and the copy of the files makes the backup copy
// the database again, so that no row of the copy lacks its bytes; and everything that must be refused is.
// test/faults/backupDuringWrites.test.ts does the same against the real server under a stream of writes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { backUpDeployment, BackupRefusal, type DeploymentSettings, embeddedDeployment, restoreDeployment } from '../../../server/backup';
import { type DatabaseHandle, openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrator';
import { deleteFile, insertFile, recordFileRendering } from '../../../server/domain/files/fileQueries';
import { newStorageKey, objectKeysOf, originalKey, thumbnailKey } from '../../../server/domain/files/storageKeys';
import { insertJobApplication } from '../../../server/domain/jobApplications/jobApplicationQueries';
import { loadSecretKey } from '../../../server/secretKey';
import { loadVapidKeys } from '../../../server/services/push/vapidKeys';
import { createObjectStorage, type ObjectStorage } from '../../../server/services/storage';
import { createSignedInAccount } from '../../support/accounts';

jest.setTimeout(30_000);

const FILES = 12;
const APPLICATIONS = 30;

interface Deployment {
  readonly dataDir: string;
  readonly database: DatabaseHandle;
  readonly storage: ObjectStorage;
  readonly accountId: string;
  /** Each file's id and the bytes uploaded. */
  readonly files: Map<string, { storageKey: string; bytes: Buffer }>;
}

let root: string;
let deployment: Deployment;

const settingsOf = (dataDir: string, overrides: Partial<DeploymentSettings> = {}): DeploymentSettings => ({
  dataDir,
  databaseUrl: undefined,
  s3: undefined,
  secretKey: undefined,
  ...overrides,
});

async function storeFile(target: Deployment, bytes: Buffer, thumbnail?: Buffer): Promise<string> {
  const id = crypto.randomUUID();
  const storageKey = newStorageKey();
  // The server's order: the bytes first, then the row that names them.
  await target.storage.storeBytes(originalKey(storageKey), bytes);
  await insertFile(target.database.db, target.accountId, { id, storageKey, description: 'd', type: 'resume', filename: 'f.pdf', contentType: 'application/pdf', size: bytes.length }, new Date());
  if (thumbnail !== undefined) {
    await target.storage.storeBytes(thumbnailKey(storageKey, '72'), thumbnail);
    await recordFileRendering(target.database.db, target.accountId, id, { thumbnailSizes: ['72'], text: 'text' });
  }
  target.files.set(id, { storageKey, bytes });
  return id;
}

/** The server's order for a deletion: the row first, then (in a job) the bytes. */
async function removeFile(target: Deployment, id: string): Promise<void> {
  const location = await deleteFile(target.database.db, target.accountId, id);
  if (location === undefined) throw new Error('no such file');
  for (const key of objectKeysOf(location.storageKey, location.thumbnailSizes)) await target.storage.remove(key);
}

async function seededDeployment(): Promise<Deployment> {
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') }, { backgroundCheckpoints: true });
  await migrateToLatest(database.db);
  loadSecretKey({ secretKey: undefined, dataDir });
  loadVapidKeys({ configured: undefined, dataDir });
  const storage = await createObjectStorage({ dataDir, s3: undefined });
  const { account } = await createSignedInAccount(database.db);
  const seeded: Deployment = { dataDir, database, storage, accountId: account.id, files: new Map() };
  for (let index = 0; index < APPLICATIONS; index += 1) {
    await insertJobApplication(database.db, account.id, { title: `Application ${String(index)}`, url: `https://example.test/${String(index)}` }, new Date());
  }
  for (let index = 0; index < FILES; index += 1) {
    await storeFile(seeded, crypto.randomBytes(1000 + index * 997), index % 3 === 0 ? crypto.randomBytes(300) : undefined);
  }
  return seeded;
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function foldersUnder(folder: string): string[] {
  return [folder, ...fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(entry.parentPath, entry.name))];
}

function rowsOf(databaseFile: string, sql: string): unknown[] {
  const sqlite = new SQLite(databaseFile, { readonly: true });
  try {
    return sqlite.prepare(sql).all();
  } finally {
    sqlite.close();
  }
}

/** Every object the copy's rows name is in its storage, holding the bytes the deployment was given. */
function expectWholeCopy(dataDir: string, files: Map<string, { storageKey: string; bytes: Buffer }>): number {
  const rows = rowsOf(path.join(dataDir, 'app.sqlite'), 'select id, storage_key, thumbnail_sizes from files') as { id: string; storage_key: string; thumbnail_sizes: string }[];
  for (const row of rows) {
    const original = path.join(dataDir, 'files', ...originalKey(row.storage_key).split('/'));
    expect(fs.readFileSync(original).equals(files.get(row.id)?.bytes ?? Buffer.alloc(0))).toBe(true);
    for (const size of JSON.parse(row.thumbnail_sizes) as string[]) {
      expect(fs.existsSync(path.join(dataDir, 'files', ...thumbnailKey(row.storage_key, size).split('/')))).toBe(true);
    }
  }
  return rows.length;
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  deployment = await seededDeployment();
});

afterEach(async () => {
  await deployment.storage.close();
  await deployment.database.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore, of an embedded deployment', () => {
  it('copies the database, every stored file and the keys, owner-only, and restores them byte for byte into an empty DATA_DIR', async () => {
    const backupDir = path.join(root, 'backups', 'monday');
    const report = await backUpDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'backup'), backupDir);
    expect(report).toMatchObject({ folder: backupDir, objects: FILES + FILES / 3, secretKey: 'copied', vapidKeys: true, rounds: 1, missingInDeployment: [] });

    for (const folder of foldersUnder(backupDir)) expect({ folder, mode: fs.statSync(folder).mode & 0o777 }).toEqual({ folder, mode: 0o700 });
    for (const file of filesUnder(backupDir)) expect({ file, mode: fs.statSync(file).mode & 0o777 }).toEqual({ file, mode: 0o600 });
    expect(fs.readdirSync(backupDir).sort()).toEqual(['app.sqlite', 'backup.json', 'files', 'secret_key', 'vapid_keys.json']);

    const restoredDir = path.join(root, 'restored');
    const restored = await restoreDeployment(embeddedDeployment(settingsOf(restoredDir), 'restore'), backupDir);
    expect(restored).toMatchObject({ dataDir: restoredDir, objects: report.objects, objectBytes: report.objectBytes, secretKey: true, vapidKeys: true, missingInBackup: [] });

    expect(expectWholeCopy(restoredDir, deployment.files)).toBe(FILES);
    // Every stored file and thumbnail, byte for byte, and nothing else.
    const stored = (dataDir: string) => filesUnder(path.join(dataDir, 'files')).map((file) => path.relative(path.join(dataDir, 'files'), file)).sort();
    expect(stored(restoredDir)).toEqual(stored(deployment.dataDir));
    for (const key of stored(restoredDir)) {
      expect(fs.readFileSync(path.join(restoredDir, 'files', key)).equals(fs.readFileSync(path.join(deployment.dataDir, 'files', key)))).toBe(true);
    }
    for (const key of ['secret_key', 'vapid_keys.json']) {
      expect([key, fs.readFileSync(path.join(restoredDir, key)).equals(fs.readFileSync(path.join(deployment.dataDir, key)))]).toEqual([key, true]);
    }
    // The restored server signs its pushes with the same pair, so the browsers' subscriptions still reach them.
    expect(loadVapidKeys({ configured: undefined, dataDir: restoredDir })).toEqual(loadVapidKeys({ configured: undefined, dataDir: deployment.dataDir }));
    const query = 'select * from job_applications order by id';
    expect(rowsOf(path.join(restoredDir, 'app.sqlite'), query)).toEqual(rowsOf(path.join(deployment.dataDir, 'app.sqlite'), query));
    expect(rowsOf(path.join(restoredDir, 'app.sqlite'), 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(fs.statSync(restoredDir).mode & 0o777).toBe(0o700);
    for (const file of filesUnder(restoredDir)) expect({ file, mode: fs.statSync(file).mode & 0o777 }).toEqual({ file, mode: 0o600 });
  });

  it('copies the database again when a file it names is deleted before its bytes are copied', async () => {
    const [doomed, alsoDoomed] = [...deployment.files.keys()];
    let addedDuringBackup = '';
    const report = await backUpDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'backup'), path.join(root, 'backup'), {
      onDatabaseCopied: async (round) => {
        if (round !== 1) return;
        // After the database was copied: two files deleted (rows, then bytes) and one added (bytes, then row).
        await removeFile(deployment, doomed!);
        await removeFile(deployment, alsoDoomed!);
        addedDuringBackup = await storeFile(deployment, crypto.randomBytes(2048));
      },
    });
    expect(report.rounds).toBe(2);
    expect(report.missingInDeployment).toEqual([]);

    const restoredDir = path.join(root, 'restored');
    await restoreDeployment(embeddedDeployment(settingsOf(restoredDir), 'restore'), path.join(root, 'backup'));
    const ids = (rowsOf(path.join(restoredDir, 'app.sqlite'), 'select id from files') as { id: string }[]).map((row) => row.id);
    expect(ids).not.toContain(doomed);
    expect(ids).not.toContain(alsoDoomed);
    // The second copy of the database was taken after the upload: its row is there, with its bytes.
    expect(ids).toContain(addedDuringBackup);
    expect(expectWholeCopy(restoredDir, deployment.files)).toBe(FILES - 1);
  });

  it('says which stored files the deployment itself lacks, rather than trying forever', async () => {
    const [lost] = [...deployment.files.values()];
    fs.rmSync(path.join(deployment.dataDir, 'files', ...originalKey(lost!.storageKey).split('/')));

    const report = await backUpDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'backup'), path.join(root, 'backup'));
    expect(report.rounds).toBe(2);
    expect(report.missingInDeployment).toEqual([originalKey(lost!.storageKey)]);
    const restored = await restoreDeployment(embeddedDeployment(settingsOf(path.join(root, 'restored')), 'restore'), path.join(root, 'backup'));
    expect(restored.missingInBackup).toEqual([originalKey(lost!.storageKey)]);
  });

  it('leaves out uploads under way and files that are no storage key', async () => {
    fs.mkdirSync(path.join(deployment.dataDir, 'files', '.incoming'), { recursive: true });
    fs.writeFileSync(path.join(deployment.dataDir, 'files', '.incoming', 'half-written'), 'x');
    fs.writeFileSync(path.join(deployment.dataDir, 'files', 'notes about this folder.txt'), 'x');
    const report = await backUpDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'backup'), path.join(root, 'backup'));
    expect(report.objects).toBe(FILES + FILES / 3);
    expect(fs.readdirSync(path.join(root, 'backup', 'files'))).not.toContain('.incoming');
  });
});

describe('what the backup and the restore refuse', () => {
  const refusal = (run: () => Promise<unknown>) => run().then(
    () => {
      throw new Error('it was not refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(BackupRefusal);
      return (error as BackupRefusal).message;
    },
  );

  it('a deployment on PostgreSQL or S3, naming the tools to use instead', () => {
    const postgres = settingsOf(deployment.dataDir, { databaseUrl: 'postgres://jobs@db.internal/jobs' });
    const s3 = settingsOf(deployment.dataDir, { s3: { bucket: 'jobs-files', region: 'us-east-1', forcePathStyle: false } as DeploymentSettings['s3'] });
    for (const what of ['backup', 'restore'] as const) {
      expect(() => embeddedDeployment(postgres, what)).toThrow(BackupRefusal);
      expect(() => embeddedDeployment(postgres, what)).toThrow(/pg_dump[\s\S]*pg_restore/);
      expect(() => embeddedDeployment(s3, what)).toThrow(/jobs-files[\s\S]*versioning or replication[\s\S]*aws s3 sync/);
    }
    expect(() => embeddedDeployment({ ...postgres, s3: s3.s3 }, 'backup')).toThrow(/DATABASE_URL[\s\S]*S3_BUCKET/);
    expect(() => embeddedDeployment(postgres, 'backup')).not.toThrow(/jobs@db/);
  });

  it('a backup folder that is not empty or overlaps DATA_DIR, and a DATA_DIR without a database', async () => {
    const source = embeddedDeployment(settingsOf(deployment.dataDir), 'backup');
    const used = path.join(root, 'used');
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, 'older-backup.txt'), 'keep me');
    expect(await refusal(() => backUpDeployment(source, used))).toMatch(/not empty/);
    expect(fs.readdirSync(used)).toEqual(['older-backup.txt']);
    expect(await refusal(() => backUpDeployment(source, path.join(deployment.dataDir, 'backup')))).toMatch(/overlap/);
    expect(await refusal(() => backUpDeployment(source, root))).toMatch(/overlap/);
    const empty = embeddedDeployment(settingsOf(path.join(root, 'nothing-here')), 'backup');
    expect(await refusal(() => backUpDeployment(empty, path.join(root, 'backup')))).toMatch(/no database/);
    expect(fs.existsSync(path.join(root, 'backup'))).toBe(false);
  });

  it('restores a backup made before reminders by push, which has no Web Push key pair', async () => {
    const backupDir = path.join(root, 'older');
    await backUpDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'backup'), backupDir);
    // As such a backup was written: neither the file nor the manifest's entry.
    const manifestFile = path.join(backupDir, 'backup.json');
    const { vapid_keys: _left, ...older } = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(manifestFile, JSON.stringify(older));
    fs.rmSync(path.join(backupDir, 'vapid_keys.json'));

    const restoredDir = path.join(root, 'restored');
    const restored = await restoreDeployment(embeddedDeployment(settingsOf(restoredDir), 'restore'), backupDir);
    expect(restored).toMatchObject({ secretKey: true, vapidKeys: false });
    expect(fs.existsSync(path.join(restoredDir, 'vapid_keys.json'))).toBe(false);
  });

  it('a DATA_DIR that is not empty, a folder that is no finished backup, and a damaged backup', async () => {
    const backupDir = path.join(root, 'backup');
    await backUpDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'backup'), backupDir);

    const before = filesUnder(deployment.dataDir).sort();
    expect(await refusal(() => restoreDeployment(embeddedDeployment(settingsOf(deployment.dataDir), 'restore'), backupDir))).toMatch(/not empty/);
    expect(filesUnder(deployment.dataDir).sort()).toEqual(before);

    const unfinished = path.join(root, 'unfinished');
    fs.cpSync(backupDir, unfinished, { recursive: true });
    fs.rmSync(path.join(unfinished, 'backup.json'));
    const target = path.join(root, 'restored');
    expect(await refusal(() => restoreDeployment(embeddedDeployment(settingsOf(target), 'restore'), unfinished))).toMatch(/no backup\.json/);
    expect(fs.existsSync(target)).toBe(false);

    // One byte changed in one stored file: refused, and nothing is left in DATA_DIR.
    const damaged = path.join(root, 'damaged');
    fs.cpSync(backupDir, damaged, { recursive: true });
    const [victim] = filesUnder(path.join(damaged, 'files'));
    const bytes = fs.readFileSync(victim!);
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    fs.writeFileSync(victim!, bytes);
    fs.mkdirSync(target, { mode: 0o700 });
    expect(await refusal(() => restoreDeployment(embeddedDeployment(settingsOf(target), 'restore'), damaged))).toMatch(/damaged/);
    expect(fs.readdirSync(target)).toEqual([]);
  });
});

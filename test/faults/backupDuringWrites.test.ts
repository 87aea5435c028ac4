// `npm run backup` while the real server keeps writing, then `npm run restore` into a fresh DATA_DIR and a
// server started on it. A seeded deployment (applications, files, thumbnails) runs as a process of its own,
// and a client keeps creating applications, uploading files and deleting files over the real API while the
// backup command runs. On the restored server: every change acknowledged before the backup started is there,
// nothing sent after the backup copied the database is, no file deleted before the backup started is back, and
// every file it lists downloads byte for byte as it was uploaded, thumbnails included.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileDownloadPath, fileThumbnailPath } from '../../contract';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { insertFile, recordFileRendering } from '../../server/domain/files/fileQueries';
import { newStorageKey, originalKey, thumbnailKey } from '../../server/domain/files/storageKeys';
import { insertJobApplication } from '../../server/domain/jobApplications/jobApplicationQueries';
import { createObjectStorage } from '../../server/services/storage';
import { createSignedInAccount } from '../support/accounts';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { FIXTURE_STATIC_DIR } from '../support/testApp';
import { type AccountClient, openAccountClient } from './support/accountClient';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SEEDED_APPLICATIONS = 300;
const SEEDED_FILES = 120;
/** Writes acknowledged before the backup starts, so that it starts on a deployment being written to. */
const WRITES_BEFORE_BACKUP = 12;
/** Writers at once, as a person in a couple of tabs. */
const WRITERS = 2;
/**
 * Every file starts as a PNG does (its signature and the head of a 1x1 IHDR chunk), so the server takes it; the
 * random bytes after make each file unique, and its rendering fails at once (no thumbnail, little CPU).
 */
const PNG_HEAD = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
]);

type ChangeKind = 'application' | 'upload' | 'deletion';

interface Change {
  readonly kind: ChangeKind;
  readonly sentAt: number;
  ackedAt?: number;
  /** The application or file created, or the file deleted. */
  id?: string;
}

interface StoredBytes {
  readonly original: Buffer;
  readonly thumbnail?: Buffer;
}

interface CommandRun {
  readonly code: number | null;
  readonly output: string;
  readonly ms: number;
}

/** Runs one of the package's commands as `npm run <name> -- <folder>` does (tsx), with DATA_DIR set. */
function runCommand(script: 'backup' | 'restore', folder: string, environment: NodeJS.ProcessEnv): Promise<CommandRun> {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [TSX, path.join('scripts', `${script}.ts`), folder], {
    cwd: ROOT,
    // Empty counts as unset: whatever the shell running the tests holds, the deployment is the embedded one.
    env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', SECRET_KEY: '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      resolve({ code, output, ms: Date.now() - startedAt });
    });
  });
}

let root: string;
const servers: ServerProcess[] = [];
const clients: AccountClient[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-backup-'));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

/** A deployment with applications, and files some of which have a thumbnail, written as the server writes them. */
async function seed(dataDir: string) {
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
  await migrateToLatest(database.db);
  const storage = await createObjectStorage({ dataDir, s3: undefined });
  const { account, token } = await createSignedInAccount(database.db);
  const applications = new Set<string>();
  for (let index = 0; index < SEEDED_APPLICATIONS; index += 1) {
    applications.add(await insertJobApplication(database.db, account.id, { title: `Seeded ${String(index)}`, url: 'https://example.test/job' }, new Date()));
  }
  const files = new Map<string, StoredBytes>();
  for (let index = 0; index < SEEDED_FILES; index += 1) {
    const id = crypto.randomUUID();
    const storageKey = newStorageKey();
    const original = Buffer.concat([PNG_HEAD, crypto.randomBytes(20_000 + ((index * 7919) % 180_000))]);
    await storage.storeBytes(originalKey(storageKey), original);
    await insertFile(database.db, account.id, { id, storageKey, description: 'seeded', type: 'resume', filename: `f${String(index)}.png`, contentType: 'image/png', size: original.length }, new Date());
    const thumbnail = index % 3 === 0 ? crypto.randomBytes(4000) : undefined;
    if (thumbnail !== undefined) {
      await storage.storeBytes(thumbnailKey(storageKey, '72'), thumbnail);
      await recordFileRendering(database.db, account.id, id, { thumbnailSizes: ['72'], text: '' });
    }
    files.set(id, thumbnail === undefined ? { original } : { original, thumbnail });
  }
  await storage.close();
  await database.destroy();
  return { accountId: account.id, token, applications, files };
}

test('a backup taken during writes restores every acknowledged change and every file byte for byte', async () => {
  const liveDir = path.join(root, 'live');
  fs.mkdirSync(liveDir, { mode: 0o700 });
  const { accountId, token, applications: seededApplications, files } = await seed(liveDir);
  const live = await startServerProcess({ environment: { DATA_DIR: liveDir, STATIC_DIR: FIXTURE_STATIC_DIR }, name: 'live' });
  servers.push(live);
  const client = await openAccountClient(live.url, token, accountId);
  clients.push(client);

  const changes: Change[] = [];
  const deletable = [...files.keys()];
  let writing = true;
  let operation = 0;
  const acknowledged = () => changes.filter((change) => change.ackedAt !== undefined).length;
  let onAcknowledged = (): void => undefined;

  async function writeOnce(): Promise<void> {
    operation += 1;
    const kind: ChangeKind = operation % 4 === 3 ? 'upload' : operation % 4 === 0 && deletable.length > 0 ? 'deletion' : 'application';
    const change: Change = { kind, sentAt: Date.now() };
    changes.push(change);
    if (kind === 'application') {
      const answer = await client.post('/api/job_applications', { title: `Written ${String(operation)}`, url: 'https://example.test/job' });
      if (answer.status !== 200) throw new Error(`creation answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
      change.id = (answer.body as { data: { id: string } }).data.id;
    } else if (kind === 'upload') {
      const original = Buffer.concat([PNG_HEAD, crypto.randomBytes(5_000 + ((operation * 104_729) % 60_000))]);
      const answer = await client.upload({ description: 'written', type: 'cover_letter', filename: `w${String(operation)}.png` }, original, `w${String(operation)}.png`);
      if (answer.status !== 200) throw new Error(`upload answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
      change.id = (answer.body as { data: { id: string } }).data.id;
      files.set(change.id, { original });
    } else {
      change.id = deletable.shift();
      await client.request('file.delete', { id: change.id });
    }
    change.ackedAt = Date.now();
    onAcknowledged();
  }
  const writers = Array.from({ length: WRITERS }, async () => {
    while (writing) await writeOnce();
  });
  // Rejects as soon as a writer fails (a refused write fails the test); never resolves otherwise.
  const failed = Promise.race(writers.map((writer) => writer.then(() => new Promise<never>(() => undefined))));
  failed.catch(() => undefined);

  // The backup starts once the deployment is being written to, and the writes go on until it has finished.
  await Promise.race([
    failed,
    new Promise<void>((resolve) => {
      onAcknowledged = () => {
        if (acknowledged() >= WRITES_BEFORE_BACKUP) resolve();
      };
    }),
  ]);
  const backupDir = path.join(root, 'backup');
  const backupStartedAt = Date.now();
  const backup = await Promise.race([failed, runCommand('backup', backupDir, { DATA_DIR: liveDir })]);
  const backupEndedAt = Date.now();
  writing = false;
  await Promise.all(writers);
  expect({ code: backup.code, output: backup.output }).toEqual({ code: 0, output: expect.stringContaining('Backed up') as string });
  const [, began = '', ended = ''] = /every change committed before (\S+) and none committed after (\S+)\./.exec(backup.output) ?? [];
  const copyBegan = Date.parse(began);
  const copyEnded = Date.parse(ended);
  expect({ began, ended, valid: Number.isFinite(copyBegan) && Number.isFinite(copyEnded) && copyBegan <= copyEnded }).toMatchObject({ valid: true });
  expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
  for (const name of fs.readdirSync(backupDir)) {
    const stats = fs.statSync(path.join(backupDir, name));
    expect({ name, mode: stats.mode & 0o777 }).toEqual({ name, mode: stats.isDirectory() ? 0o700 : 0o600 });
  }
  await client.close();
  clients.pop();
  await live.stop();
  servers.pop();

  const restoredDir = path.join(root, 'restored');
  const restore = await runCommand('restore', backupDir, { DATA_DIR: restoredDir });
  expect({ code: restore.code, output: restore.output }).toEqual({ code: 0, output: expect.stringContaining('Restored') as string });
  const restored = await startServerProcess({ environment: { DATA_DIR: restoredDir, STATIC_DIR: FIXTURE_STATIC_DIR }, name: 'restored' });
  servers.push(restored);
  // The same session: its row and the key that signs the pages came back too.
  const reader = await openAccountClient(restored.url, token, accountId);
  clients.push(reader);
  const restoredApplications = new Set(((await reader.request('job_application.list_creation_dates', {})) as { id: string }[]).map((row) => row.id));
  const restoredFiles = new Set(((await reader.request('file.list_recent', {})) as { id: string }[]).map((row) => row.id));

  const before = (change: Change, at: number) => change.ackedAt !== undefined && change.ackedAt < at;
  const isIn = (change: Change) => (change.kind === 'application' ? restoredApplications : restoredFiles).has(change.id ?? '') !== (change.kind === 'deletion');
  const during = changes.filter((change) => change.ackedAt !== undefined && change.ackedAt >= backupStartedAt && change.sentAt <= backupEndedAt);
  const acknowledgedBeforeStart = changes.filter((change) => before(change, backupStartedAt));
  const acknowledgedBeforeCopy = changes.filter((change) => before(change, copyBegan));
  const sentAfterCopy = changes.filter((change) => change.sentAt > copyEnded);

  // Every change acknowledged before the backup started, and even before it copied the database, is there.
  expect(acknowledgedBeforeStart.filter((change) => !isIn(change))).toEqual([]);
  expect(acknowledgedBeforeCopy.filter((change) => !isIn(change))).toEqual([]);
  // It is the database as of one moment: nothing sent once its copy had ended is in it.
  expect(sentAfterCopy.filter((change) => isIn(change))).toEqual([]);
  // Nothing else: every application and file there was seeded or written by this test.
  const created = new Set(changes.filter((change) => change.kind !== 'deletion').map((change) => change.id));
  expect([...restoredApplications].filter((id) => !seededApplications.has(id) && !created.has(id))).toEqual([]);
  expect([...restoredFiles].filter((id) => !files.has(id))).toEqual([]);

  // Every file the restored server lists has its bytes, as uploaded, and its thumbnail if it had one.
  let byteEqual = 0;
  let thumbnails = 0;
  for (const id of restoredFiles) {
    const expected = files.get(id);
    const original = await reader.download(fileDownloadPath(id));
    expect({ id, status: original.status, equal: original.bytes.equals(expected?.original ?? Buffer.alloc(0)) }).toEqual({ id, status: 200, equal: true });
    byteEqual += 1;
    if (expected?.thumbnail !== undefined) {
      const thumbnail = await reader.download(fileThumbnailPath(id, '72'));
      expect({ id, status: thumbnail.status, equal: thumbnail.bytes.equals(expected.thumbnail) }).toEqual({ id, status: 200, equal: true });
      thumbnails += 1;
    }
  }

  const count = (list: readonly Change[], kind: ChangeKind) => list.filter((change) => change.kind === kind).length;
  const backupSeconds = /in ([\d.]+) s:/.exec(backup.output)?.[1] ?? '?';
  const rounds = 1 + (backup.output.match(/database copied again/g) ?? []).length;
  console.log(
    `backup during writes: ${String(changes.length)} changes acknowledged in all, ${String(during.length)} during the backup command ` +
      `(${String(count(during, 'application'))} applications, ${String(count(during, 'upload'))} uploads, ${String(count(during, 'deletion'))} deletions); ` +
      `${String(acknowledgedBeforeStart.length)} acknowledged before it started and ${String(acknowledgedBeforeCopy.length)} before its copy of the database, all restored; ` +
      `${String(sentAfterCopy.length)} sent after that copy, none restored; files byte-equal ${String(byteEqual)} (thumbnails ${String(thumbnails)}); ` +
      `backup of ${String(SEEDED_APPLICATIONS)} applications and ${String(SEEDED_FILES)} files: ${backupSeconds} s inside the command ` +
      `(${String(rounds)} ${rounds === 1 ? 'copy' : 'copies'} of the database), ${(backup.ms / 1000).toFixed(1)} s with its start; ` +
      `restore ${(restore.ms / 1000).toFixed(1)} s with its start`,
  );
  expect(during.length).toBeGreaterThan(0);
  expect(byteEqual).toBeGreaterThan(SEEDED_FILES / 2);
});

test('npm run backup refuses a deployment on PostgreSQL and S3 and names the tools to use', async () => {
  const refused = await runCommand('backup', path.join(root, 'never'), {
    DATA_DIR: path.join(root, 'unused'),
    DATABASE_URL: 'postgres://jobs:secret-password@db.internal/jobs',
    S3_BUCKET: 'jobs-files',
  });
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/embedded deployment only/);
  expect(refused.output).toMatch(/pg_dump[\s\S]*pg_restore/);
  expect(refused.output).toMatch(/versioning or replication[\s\S]*aws s3 sync/);
  expect(refused.output).not.toContain('secret-password');
  expect(fs.existsSync(path.join(root, 'never'))).toBe(false);
});

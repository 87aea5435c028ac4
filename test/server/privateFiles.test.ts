// DATA_DIR and what the server writes there are owner-only (0700 folders, 0600 files), made so where they are
// created whatever the umask, and an older DATA_DIR left open to others is closed when the server opens it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import { databaseTargetFor, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { loadSecretKey } from '../../server/secretKey';
import { confirmationLink, confirmationMail, createMailer } from '../../server/services/mail';
import { ensurePrivateDirectory } from '../../server/privateFiles';
import { createObjectStorage } from '../../server/services/storage';

const modeOf = (target: string): number => fs.statSync(target).mode & 0o777;

/** Every folder and file under `root`, with its mode. */
function modesUnder(root: string): Map<string, number> {
  const modes = new Map<string, number>([['.', modeOf(root)]]);
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes.set(path.relative(root, full), modeOf(full));
  }
  return modes;
}

describe('a fresh DATA_DIR', () => {
  let parent: string;
  let previousUmask: number;
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'private-data-'));
    // The most open umask there is: the modes must come from the code, not from the environment.
    previousUmask = process.umask(0);
  });
  afterEach(() => {
    process.umask(previousUmask);
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('holds only owner-only folders and files: database (with -wal and -shm), secret key, stored files, outbox', async () => {
    const dataDir = path.join(parent, 'nested', 'data');
    const database = openDatabase(databaseTargetFor({ databaseUrl: undefined, dataDir }));
    try {
      await migrateToLatest(database.db);
      await sql`select count(*) from accounts`.execute(database.db);
      loadSecretKey({ secretKey: undefined, dataDir });

      const storage = await createObjectStorage({ dataDir, s3: undefined });
      await storage.storeBytes('a1/f1/original', Buffer.from('my résumé'));
      const spooled = path.join(dataDir, 'uploads', 'spooled-upload');
      fs.mkdirSync(path.dirname(spooled), { recursive: true, mode: 0o700 });
      fs.writeFileSync(spooled, 'a letter', { mode: 0o644 });
      await storage.storeFile('a1/f2/original', spooled);

      const mailer = createMailer({ smtpUrl: undefined, dataDir, publicUrl: 'http://127.0.0.1:4000' }, pino({ level: 'silent' }));
      await mailer.send({ to: 'ada@example.com', ...confirmationMail('en-US', confirmationLink('http://127.0.0.1:4000', 'token')) });
      mailer.close();

      const modes = modesUnder(dataDir);
      for (const name of ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm', 'secret_key', 'files', 'outbox', 'files/a1/f2/original']) {
        expect(modes.has(name)).toBe(true);
      }
      const open = [...modes].filter(([name, mode]) => {
        const isFolder = fs.statSync(path.join(dataDir, name)).isDirectory();
        return mode !== (isFolder ? 0o700 : 0o600);
      });
      expect(open).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it('closes a DATA_DIR and database that an older version left open to others', async () => {
    const dataDir = path.join(parent, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const file = path.join(dataDir, 'app.sqlite');
    const first = openDatabase({ kind: 'sqlite', file });
    await first.destroy();
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(file, 0o644);
    fs.writeFileSync(path.join(dataDir, 'secret_key'), Buffer.alloc(32, 7).toString('base64url'), { mode: 0o644 });

    const again = openDatabase({ kind: 'sqlite', file });
    await again.destroy();
    loadSecretKey({ secretKey: undefined, dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'secret_key'))).toBe(0o600);
    expect(ensurePrivateDirectory(dataDir)).toBe(true);
  });
});

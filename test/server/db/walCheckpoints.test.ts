// The write-ahead log of the SQLite file is checkpointed by a worker thread, not by the connection's commits;
// should the worker fail, the connection takes its checkpoints back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../../../server/db/database';
import { startBackgroundCheckpoints } from '../../../server/db/walCheckpoints';

const INTERVAL_MS = 20;
/** Pages of 4 KiB: past SQLite's automatic checkpoint at 1000 pages, had the connection kept it. */
const BLOB_BYTES = 6 * 1024 * 1024;

describe('SQLite checkpoints in a worker thread', () => {
  let directory: string;
  let file: string;
  let connection: SQLite.Database;

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpoints-'));
    file = path.join(directory, 'app.sqlite');
    connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    connection.exec('create table blobs (data blob not null)');
  });
  afterEach(() => {
    if (connection.open) connection.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const walPages = (): number => connection.pragma('wal_autocheckpoint', { simple: true }) as number;
  const fileBytes = (): number => fs.statSync(file).size;

  /** Waits for `condition`, failing before Jest's own time limit so that the test's clean-up still runs. */
  async function eventually(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('the condition never held');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('leaves the log to the worker, which copies it into the database file', async () => {
    const failures: string[] = [];
    const checkpoints = startBackgroundCheckpoints(connection, file, (error) => failures.push(error), { intervalMs: INTERVAL_MS });
    try {
      expect(walPages()).toBe(0);
      const before = fileBytes();
      // Past 1000 pages of log: only the worker copies them into the file, the connection no longer does.
      connection.prepare('insert into blobs (data) values (?)').run(Buffer.alloc(BLOB_BYTES, 7));
      await eventually(() => fileBytes() >= before + BLOB_BYTES);
    } finally {
      await checkpoints.stop();
    }
    expect(failures).toEqual([]);
    // Stopped on purpose: the connection is left as it was told, and still works.
    expect(walPages()).toBe(0);
    expect(connection.prepare('select count(*) as n from blobs').get()).toEqual({ n: 1 });
  });

  it('empties a log that writes without a pause let grow past its bound', async () => {
    const failures: string[] = [];
    const checkpoints = startBackgroundCheckpoints(connection, file, (error) => failures.push(error), { intervalMs: INTERVAL_MS, logFramesBound: 64 });
    const walBytes = (): number => (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0);
    const insert = connection.prepare('insert into blobs (data) values (?)');
    let largest = 0;
    let emptied = false;
    try {
      // About 8 pages a commit, one commit every turn of the event loop until the log shrinks (at most 10 s:
      // a fraction of that alone, longer on a loaded machine): never a pause long enough for a PASSIVE
      // checkpoint to finish before the next commit.
      const deadline = Date.now() + 10_000;
      while (!emptied && Date.now() < deadline) {
        insert.run(Buffer.alloc(30_000, 1));
        const size = walBytes();
        if (size < largest) emptied = true;
        largest = Math.max(largest, size);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await checkpoints.stop();
    }
    expect(failures).toEqual([]);
    expect(emptied).toBe(true);
  });

  it('gives the checkpoints back to the connection when the worker fails', async () => {
    const failures: string[] = [];
    // A file that does not exist: the worker fails as it opens it.
    const checkpoints = startBackgroundCheckpoints(connection, path.join(directory, 'missing.sqlite'), (error) => failures.push(error), { intervalMs: INTERVAL_MS });
    await eventually(() => failures.length > 0);
    expect(walPages()).toBe(1000);
    expect(failures[0]).toMatch(/unable to open/i);
    await checkpoints.stop();
    expect(failures).toHaveLength(1);
  });

  it('runs for a database opened with backgroundCheckpoints, and stops with it', async () => {
    connection.close();
    const handle = openDatabase<{ blobs: { data: Buffer } }>({ kind: 'sqlite', file }, { backgroundCheckpoints: true });
    try {
      const before = fileBytes();
      await handle.db.insertInto('blobs').values({ data: Buffer.alloc(BLOB_BYTES, 9) }).execute();
      await eventually(() => fileBytes() >= before + BLOB_BYTES);
    } finally {
      await handle.destroy();
    }
  });
});

// A transaction that reads, then writes, while another connection holds SQLite's write lock waits for the lock
// (busy_timeout) instead of failing with SQLITE_BUSY at its first write.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/database';

interface Schema {
  readonly counters: { name: string; value: number };
}

/** How long the other process holds the write lock. */
const HOLD_MS = 300;

/** How the other process leaves the counter when it lets go of the lock. */
const HOLDER_VALUE = 10;

/** Another process that takes the write lock of `file`, changes the counter, says so, and commits after HOLD_MS. */
function holdWriteLock(file: string): Promise<{ released: Promise<void> }> {
  const source = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(file)});
    db.exec('begin immediate');
    db.prepare("update counters set value = ${HOLDER_VALUE} where name = 'seen'").run();
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, ${HOLD_MS});
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the lock holder exited with ${String(code)}`));
    });
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => {
      resolve({ released });
    });
    child.once('error', reject);
  });
}

describe('SQLite transactions', () => {
  let directory: string;

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'immediate-transactions-'));
  });
  afterEach(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('wait for the write lock another connection holds, then read and write', async () => {
    const file = path.join(directory, 'app.sqlite');
    const database = openDatabase<Schema>({ kind: 'sqlite', file });
    try {
      await database.db.schema.createTable('counters').addColumn('name', 'text', (column) => column.primaryKey()).addColumn('value', 'integer').execute();
      await database.db.insertInto('counters').values({ name: 'seen', value: 1 }).execute();
      const { released } = await holdWriteLock(file);
      await database.db.transaction().execute(async (transaction) => {
        const { value } = await transaction.selectFrom('counters').select('value').where('name', '=', 'seen').executeTakeFirstOrThrow();
        await transaction.updateTable('counters').set({ value: value + 1 }).where('name', '=', 'seen').execute();
      });
      await released;
      // It read what the other process committed, so it began once that one let go: a transaction that read
      // first and asked for the lock at its write would have read 1, then failed with SQLITE_BUSY.
      const { value } = await database.db.selectFrom('counters').select('value').where('name', '=', 'seen').executeTakeFirstOrThrow();
      expect(value).toBe(HOLDER_VALUE + 1);
    } finally {
      await database.destroy();
    }
  });
});

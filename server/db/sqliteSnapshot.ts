// A consistent copy of a live SQLite database, taken while the server keeps writing to it, and a way to read
// such a copy. VACUUM INTO reads the database in one read transaction, so the copy is the database as of one
// commit, whatever commits land meanwhile (in WAL mode the writer does not wait for readers). A plain copy of
// the file would miss the commits still in its -wal file, or catch a checkpoint halfway through.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { PRIVATE_FILE_MODE } from '../privateFiles';
import type { Database } from './schema';

/** How long a read may wait on a lock SQLite takes briefly (the recovery of a -wal left by a killed process). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Copies the database at `liveFile` into `copyFile`, which must not exist yet: made owner-only first, then
 * filled. The connection is read-only, so it never checkpoints the live log nor changes the live file.
 */
export function snapshotSqlite(liveFile: string, copyFile: string): void {
  // VACUUM INTO fills an empty file it is given and keeps its mode.
  fs.closeSync(fs.openSync(copyFile, 'wx', PRIVATE_FILE_MODE));
  const live = new SQLite(liveFile, { readonly: true, fileMustExist: true });
  try {
    live.pragma(`busy_timeout = ${String(BUSY_TIMEOUT_MS)}`);
    live.prepare('VACUUM INTO ?').run(copyFile);
  } finally {
    live.close();
  }
  const handle = fs.openSync(copyFile, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** What `PRAGMA integrity_check` finds wrong in the file: nothing for a sound database. */
export function sqliteIntegrityProblems(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  } finally {
    sqlite.close();
  }
}

/** Runs `read` on a copy made by snapshotSqlite, opened read-only (the copy stays as it was written). */
export async function readSnapshot<T>(file: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }) });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

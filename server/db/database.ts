// Opens the database the settings ask for: a SQLite file in DATA_DIR by default, PostgreSQL when a
// postgres:// URL is given. Everything above this module speaks Kysely and does not care which.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { ensurePrivateDirectory, PRIVATE_FILE_MODE, restrictToOwner } from '../privateFiles';
import type { Database } from './schema';
import { GroupCommitSqliteDialect, type StatementSource } from './groupCommitSqliteDialect';
import { namingStatements } from './namedStatements';
import { startBackgroundCheckpoints } from './walCheckpoints';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle<Schema = Database> {
  readonly db: Kysely<Schema>;
  readonly dialect: DialectName;
  destroy(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly searchPath?: string };

/** The database of a configured server: PostgreSQL when `databaseUrl` is set, else `DATA_DIR/app.sqlite`. */
export function databaseTargetFor(settings: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return settings.databaseUrl === undefined
    ? { kind: 'sqlite', file: path.join(settings.dataDir, 'app.sqlite') }
    : { kind: 'postgres', url: settings.databaseUrl };
}

/** Enough for every distinct query the app makes (a few hundred), small beside SQLite's own memory. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query it runs, and compiling SQL costs more than running a simple
 * lookup: this keeps the prepared statements by SQL text (the least recently used go past `size`). SQLite
 * re-prepares a kept statement by itself after a schema change. A statement still iterating (a stream) is
 * never handed out twice: a fresh one is prepared for that call.
 */
export function withStatementCache(sqlite: SQLite.Database, size: number = STATEMENT_CACHE_SIZE): StatementSource {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept !== undefined) {
        if (kept.busy) return sqlite.prepare(sql);
        // Moved to the end: the Map's order is the order of last use.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const prepared = sqlite.prepare(sql);
      statements.set(sql, prepared);
      if (statements.size > size) {
        const [leastRecentlyUsed] = statements.keys();
        if (leastRecentlyUsed !== undefined) statements.delete(leastRecentlyUsed);
      }
      return prepared;
    },
  };
}

/**
 * The SQLite file and its folder, owner-only. SQLite gives its -wal and -shm files the mode of the database
 * file, so making that one 0600 before SQLite opens it covers them too; those of an older run are closed here.
 */
function createPrivateSqliteFile(file: string): void {
  ensurePrivateDirectory(path.dirname(file));
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) restrictToOwner(companion);
}

export interface OpenDatabaseOptions {
  /**
   * SQLite only: checkpoints of the write-ahead log in a worker thread rather than in the commits of the event
   * loop (walCheckpoints.ts). The server sets it; tests and scripts that open a file for a moment need not.
   */
  readonly backgroundCheckpoints?: boolean;
}

export function openDatabase<Schema = Database>(target: DatabaseTarget, options: OpenDatabaseOptions = {}): DatabaseHandle<Schema> {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') createPrivateSqliteFile(target.file);
    const sqlite = new SQLite(target.file);
    // WAL lets readers and the writer work at once; foreign keys are off by default in SQLite.
    sqlite.pragma('journal_mode = WAL');
    // In WAL mode NORMAL syncs the log at checkpoints, not at every commit: a commit survives the process being
    // killed (the fault test kills it again and again), and the file stays consistent whatever happens; only a power
    // loss or a crash of the machine itself may take back the last commits before the checkpoint. FULL paid an
    // fsync on every commit on the one event loop (9% of the CPU profile of POST /api/job_applications).
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const checkpoints =
      options.backgroundCheckpoints === true && target.file !== ':memory:'
        ? startBackgroundCheckpoints(sqlite, target.file, (reason) => {
            process.emitWarning(`SQLite checkpoints are back on the event loop: ${reason}`);
          })
        : undefined;
    const db = new Kysely<Schema>({ dialect: new GroupCommitSqliteDialect(sqlite, withStatementCache(sqlite)) });
    return {
      db,
      dialect: 'sqlite',
      destroy: async () => {
        await checkpoints?.stop();
        await db.destroy();
      },
    };
  }
  // Kysely makes the pool at the first query; pg is loaded then rather than here, since requiring it takes some
  // 50 ms that every start on SQLite would pay.
  const pool = async () => {
    const { default: pg } = await import('pg');
    return namingStatements(
      new pg.Pool({
        connectionString: target.url,
        max: 10,
        ...(target.searchPath === undefined ? {} : { options: `-c search_path=${target.searchPath}` }),
      }),
    );
  };
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

// Opens the database the settings ask for: a SQLite file in DATA_DIR by default, PostgreSQL when a
// postgres:// URL is given. Everything above this module speaks Kysely and does not care which.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

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

export function openDatabase<Schema = Database>(target: DatabaseTarget): DatabaseHandle<Schema> {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    // WAL lets readers and the writer work at once; foreign keys are off by default in SQLite.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.searchPath === undefined ? {} : { options: `-c search_path=${target.searchPath}` }),
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

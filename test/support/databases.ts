// Fresh databases for tests: a SQLite file in a temporary folder always, and a PostgreSQL schema of its own
// when TEST_DATABASE_URL is set. Domain tests run once per kind with `describe.each(databaseKinds)`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { migrations } from '../../server/db/migrations';
import { testDatabaseUrl } from './environment';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** The PostgreSQL schema the test owns, when on PostgreSQL. */
  readonly schema?: string;
  /**
   * Runs a change of the schema (migrations up or down), or a read of the catalog, while no other worker changes
   * or drops a schema.
   */
  underSchemaLock<T>(change: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Test files run in parallel workers on one PostgreSQL database. The migrator reads the catalog of every schema
 * (Kysely's introspection), and some of that reading resolves tables by name with the newest catalog: it fails
 * ("schema ... does not exist", "relation ... does not exist") when another worker drops its schema, or a
 * migration of its own rebuilds a table, at that moment. So every change of a test schema (migrations, drops)
 * holds this advisory lock, one at a time; they take milliseconds each.
 */
const SCHEMA_LOCK_KEY = "hashtext('test schemas: migrations and drops')";

export async function openTestDatabase(kind: DatabaseKind, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === 'sqlite') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
    const handle = openDatabase({ kind: 'sqlite', file: path.join(directory, 'app.sqlite') });
    if (migrate) await migrateToLatest(handle.db);
    return {
      handle,
      underSchemaLock: (change) => change(),
      close: async () => {
        await handle.destroy();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = openDatabase({ kind: 'postgres', url: testDatabaseUrl, searchPath: schema });
  const underSchemaLock = async <T>(change: () => Promise<T>): Promise<T> => {
    await admin.query(`select pg_advisory_lock(${SCHEMA_LOCK_KEY})`);
    try {
      return await change();
    } finally {
      await admin.query(`select pg_advisory_unlock(${SCHEMA_LOCK_KEY})`);
    }
  };
  if (migrate) await underSchemaLock(() => migrateToLatest(handle.db, { schema }));
  return {
    handle,
    schema,
    underSchemaLock,
    close: async () => {
      await handle.destroy();
      await underSchemaLock(() => admin.query(`drop schema ${schema} cascade`));
      await admin.end();
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (npm test says when it is not). */
export const databaseKinds: readonly DatabaseKind[] = testDatabaseUrl === undefined ? ['sqlite'] : ['sqlite', 'postgres'];

/** A test database that migration tests move up or down themselves. */
export interface MigratableTestDatabase extends TestDatabase {
  /** Up or down to the migration `name` (under the schema lock); throws when a step fails. */
  migrateTo(name: string): Promise<void>;
}

/** A database of `kind` with no migration applied yet. */
export async function openUnmigratedDatabase(kind: DatabaseKind): Promise<MigratableTestDatabase> {
  const database = await openTestDatabase(kind, { migrate: false });
  const migrator = new Migrator({
    db: database.handle.db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    ...(database.schema === undefined ? {} : { migrationTableSchema: database.schema }),
  });
  return {
    ...database,
    migrateTo: async (name) => {
      const { error } = await database.underSchemaLock(() => migrator.migrateTo(name));
      if (error !== undefined) throw new Error(`migrating to ${name} failed`, { cause: error });
    },
  };
}

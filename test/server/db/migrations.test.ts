import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../server/db/database';
import { migrateDownOne, migrateToLatest, migrationNames } from '../../../server/db/migrator';
import { describeWithPostgres, testDatabaseUrl } from '../../support/environment';

// On PostgreSQL only the test's own schema counts: the database may hold other tests' schemas.
async function tableNames(database: DatabaseHandle, schema?: string): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

// Every migration goes up, then each comes down one at a time, leaving nothing behind; then up again.
async function exerciseEveryMigration(database: DatabaseHandle, schema?: string): Promise<void> {
  const names = migrationNames();
  expect(names.length).toBeGreaterThan(0);
  expect(await migrateToLatest(database.db)).toEqual(names);
  expect(await tableNames(database, schema)).toEqual(expect.arrayContaining(['accounts', 'sessions']));
  expect(await migrateToLatest(database.db)).toEqual([]);

  for (const name of [...names].reverse()) {
    expect(await migrateDownOne(database.db)).toEqual([name]);
  }
  expect(await tableNames(database, schema)).toEqual([]);
  expect(await migrateToLatest(database.db)).toEqual(names);
}

describe('migrations on SQLite', () => {
  let directory: string;
  let database: DatabaseHandle;

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    database = openDatabase({ kind: 'sqlite', file: path.join(directory, 'app.sqlite') });
  });
  afterEach(async () => {
    await database.destroy();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('runs every migration up and down', async () => {
    await exerciseEveryMigration(database);
  });

  it('opens the file in WAL mode with foreign keys enforced', async () => {
    await migrateToLatest(database.db);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    await expect(
      database.db
        .insertInto('sessions')
        .values({ id: crypto.randomUUID(), account_id: crypto.randomUUID(), token_hash: 'x', created: 'now', expires_at: 'later' })
        .execute(),
      // The native addon keeps the error class of the first Jest realm that loaded it, so match the message
      // rather than use toThrow, which checks the class.
    ).rejects.toMatchObject({ message: expect.stringMatching(/FOREIGN KEY/) });
  });
});

describeWithPostgres('migrations on PostgreSQL', () => {
  const schema = `migrations_${crypto.randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let database: DatabaseHandle;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    database = openDatabase({ kind: 'postgres', url: testDatabaseUrl ?? '', searchPath: schema });
  });
  afterAll(async () => {
    await database.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('runs every migration up and down', async () => {
    await exerciseEveryMigration(database, schema);
  });
});

import crypto from 'node:crypto';
import { sql } from 'kysely';
import { migrateDownOne, migrateToLatest, migrationNames } from '../../../server/db/migrator';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';

// Every migration up and down, each step waiting for the other workers' schema changes on PostgreSQL.
jest.setTimeout(30_000);

// On PostgreSQL only the test's own schema counts: the database may hold other tests' schemas.
async function tableNames(database: TestDatabase): Promise<string[]> {
  const { handle, schema } = database;
  const tables = await database.underSchemaLock(() => handle.db.introspection.getTables());
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(kind, { migrate: false });
  });
  afterEach(async () => {
    await database.close();
  });

  /** The migrator's steps, each while no other worker changes a schema (test/support/databases.ts). */
  const up = () => database.underSchemaLock(() => migrateToLatest(database.handle.db, { schema: database.schema }));
  const downOne = () => database.underSchemaLock(() => migrateDownOne(database.handle.db, { schema: database.schema }));

  it('runs every migration up, then each down, leaving nothing behind, then up again', async () => {
    const names = migrationNames();
    expect(names.length).toBeGreaterThan(0);
    expect(await up()).toEqual(names);
    expect(await tableNames(database)).toEqual(
      expect.arrayContaining(['accounts', 'sessions', 'request_answers', 'captcha_solutions', 'mailed_tokens']),
    );
    expect(await up()).toEqual([]);

    for (const name of [...names].reverse()) {
      expect(await downOne()).toEqual([name]);
    }
    expect(await tableNames(database)).toEqual([]);
    expect(await up()).toEqual(names);
  });

  it('enforces foreign keys', async () => {
    await up();
    await expect(
      database.handle.db
        .insertInto('sessions')
        .values({ id: crypto.randomUUID(), account_id: crypto.randomUUID(), token_hash: 'x', created: 'now', expires_at: 'later' })
        .execute(),
      // The native addon keeps the error class of the first Jest realm that loaded it, so match the message
      // rather than use toThrow, which checks the class.
    ).rejects.toMatchObject({ message: expect.stringMatching(/foreign key/i) });
  });
});

describe('the SQLite file', () => {
  it('is in WAL mode', async () => {
    const database = await openTestDatabase('sqlite');
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.handle.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
    } finally {
      await database.close();
    }
  });
});

import crypto from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { namingStatements } from '../../../server/db/namedStatements';
import { describeWithPostgres, testDatabaseUrl } from '../../support/environment';

interface Schema {
  notes: { id: number; text: string };
}

/**
 * The statements PostgreSQL keeps prepared for the connection that runs this (pg_prepared_statements); a query
 * without parameters, so never one of them.
 */
async function preparedTexts(db: Kysely<Schema>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(db);
  return rows.map(({ statement }) => statement);
}

describeWithPostgres('PostgreSQL named statements', () => {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.notes (id integer primary key, text text not null)`);
  });

  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  /** One connection, so that every query of a test runs on the connection whose statements it reads. */
  function openDb(bound?: number): Kysely<Schema> {
    const pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 1, options: `-c search_path=${schema}` });
    return new Kysely<Schema>({ dialect: new PostgresDialect({ pool: namingStatements(pool, bound) }) });
  }

  it('prepares a query with parameters once per connection, and its runs still see every write', async () => {
    const db = openDb();
    try {
      const textOf = async (id: number) => (await db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst())?.text;
      await db.insertInto('notes').values({ id: 1, text: 'first' }).execute();
      expect(await textOf(1)).toBe('first');
      await db.updateTable('notes').set({ text: 'changed' }).where('id', '=', 1).execute();
      expect(await textOf(1)).toBe('changed');
      expect(await textOf(2)).toBeUndefined();

      const selects = (await preparedTexts(db)).filter((text) => text.startsWith('select "text" from "notes"'));
      expect(selects).toEqual(['select "text" from "notes" where "id" = $1']);
    } finally {
      await db.destroy();
      await admin.query(`delete from ${schema}.notes`);
    }
  });

  it('prepares no more statements than its bound on a connection, and runs the others unnamed', async () => {
    const db = openDb(2);
    try {
      await db.insertInto('notes').values({ id: 1, text: 'one' }).execute();
      const found = [
        await db.selectFrom('notes').select('text').where('id', '=', 1).executeTakeFirst(),
        await db.selectFrom('notes').select('id').where('text', '=', 'one').executeTakeFirst(),
        await db.selectFrom('notes').selectAll().where('id', 'in', [1, 2]).executeTakeFirst(),
      ];
      expect(found).toEqual([{ text: 'one' }, { id: 1 }, { id: 1, text: 'one' }]);
      // The insert and the first select took the two places.
      expect(await preparedTexts(db)).toEqual([
        'insert into "notes" ("id", "text") values ($1, $2)',
        'select "text" from "notes" where "id" = $1',
      ]);
    } finally {
      await db.destroy();
      await admin.query(`delete from ${schema}.notes`);
    }
  });

  it('sends a query without parameters as it is, several statements included', async () => {
    const db = openDb();
    try {
      await sql`insert into notes (id, text) values (1, 'a'); insert into notes (id, text) values (2, 'b')`.execute(db);
      const { rows } = await sql<{ count: string }>`select count(*) as count from notes`.execute(db);
      expect(rows).toEqual([{ count: '2' }]);
      expect(await preparedTexts(db)).toEqual([]);
    } finally {
      await db.destroy();
      await admin.query(`delete from ${schema}.notes`);
    }
  });
});

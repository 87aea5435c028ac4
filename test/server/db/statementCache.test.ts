import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from '../../../server/db/database';

interface Schema {
  notes: { id: number; text: string };
}

describe('the SQLite statement cache', () => {
  let directory: string;
  let sqlite: SQLite.Database;
  let prepared: string[];

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'statements-'));
    sqlite = new SQLite(path.join(directory, 'cache.sqlite'));
    sqlite.exec('create table notes (id integer primary key, text text not null)');
    prepared = [];
    const prepare = sqlite.prepare.bind(sqlite);
    jest.spyOn(sqlite, 'prepare').mockImplementation((source: string) => {
      prepared.push(source);
      return prepare(source);
    });
  });

  afterEach(() => {
    if (sqlite.open) sqlite.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('prepares each SQL text once, and its queries still see every write', async () => {
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    const textOf = async (id: number) => (await db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst())?.text;
    for (const id of [1, 2, 3]) await db.insertInto('notes').values({ id, text: `note ${String(id)}` }).execute();
    expect(await textOf(2)).toBe('note 2');
    await db.updateTable('notes').set({ text: 'changed' }).where('id', '=', 2).execute();
    expect(await textOf(2)).toBe('changed');
    expect(await textOf(3)).toBe('note 3');
    expect(await textOf(4)).toBeUndefined();
    expect(new Set(prepared).size).toBe(prepared.length);
    expect(prepared).toHaveLength(3);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const cache = withStatementCache(sqlite, 2);
    const [a, b, c] = ['select 1', 'select 2', 'select 3'];
    const first = cache.prepare(a);
    cache.prepare(b);
    expect(cache.prepare(a)).toBe(first);
    cache.prepare(c);
    // b was the least recently used: it is prepared again, a is still kept.
    cache.prepare(b);
    expect(cache.prepare(a)).not.toBe(first);
    expect(prepared).toEqual([a, b, c, b, a]);
  });

  it('hands out a fresh statement while the kept one is still iterating', () => {
    const cache = withStatementCache(sqlite);
    sqlite.exec("insert into notes (id, text) values (1, 'one'), (2, 'two')");
    const query = 'select text from notes order by id';
    const streaming = cache.prepare(query);
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ text: 'one' });
    const other = cache.prepare(query);
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ text: 'one' }, { text: 'two' }]);
    rows.return?.();
  });

  it('runs a kept statement again after the schema it reads has changed', async () => {
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await db.insertInto('notes').values({ id: 1, text: 'one' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, text: 'one' }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, text: 'one', pinned: 0 }]);
    await db.destroy();
  });
});

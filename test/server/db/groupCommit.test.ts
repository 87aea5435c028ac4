// Transactions on the server's SQLite connection share commits: those that run together commit once, each
// resolves only when its rows are in the file, and one that fails takes nothing of the others with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { withStatementCache } from '../../../server/db/database';
import { GroupCommitSqliteDialect } from '../../../server/db/groupCommitSqliteDialect';

interface Schema {
  readonly notes: { id: number; text: string };
  readonly parents: { id: number };
  readonly children: { id: number; parent_id: number };
  readonly poison: { id: number };
}

describe('group commit on SQLite', () => {
  let directory: string;
  let file: string;
  let sqlite: SQLite.Database;
  /** Another connection to the same file: it sees only what was committed. */
  let observer: SQLite.Database;
  let executed: string[];
  let db: Kysely<Schema>;
  let destroyed: boolean;

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    file = path.join(directory, 'app.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.exec(`
      create table notes (id integer primary key, text text not null);
      create table parents (id integer primary key);
      create table children (id integer primary key, parent_id integer not null references parents (id) deferrable initially deferred);
      create table poison (id integer primary key);
      create trigger poison_rolls_back before insert on poison begin select raise(rollback, 'poisoned'); end;
    `);
    observer = new SQLite(file, { readonly: true });
    executed = [];
    destroyed = false;
    const statements = withStatementCache(sqlite);
    db = new Kysely<Schema>({
      dialect: new GroupCommitSqliteDialect(sqlite, {
        prepare: (sql) => {
          executed.push(sql);
          return statements.prepare(sql);
        },
        close: () => {
          statements.close();
        },
      }),
    });
  });

  afterEach(async () => {
    if (!destroyed) await db.destroy();
    observer.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const committedNotes = (): number[] => (observer.prepare('select id from notes order by id').all() as { id: number }[]).map(({ id }) => id);
  const commits = (): number => executed.filter((sql) => sql === 'commit').length;

  function addNote(id: number): Promise<number[]> {
    return db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id, text: `note ${String(id)}` }).execute();
      })
      .then(committedNotes);
  }

  it('commits the changes that run together once, and each resolves with its row committed', async () => {
    const seenByEach = await Promise.all([1, 2, 3, 4, 5].map(addNote));
    expect(commits()).toBe(1);
    for (const [index, seen] of seenByEach.entries()) expect(seen).toContain(index + 1);
    expect(committedNotes()).toEqual([1, 2, 3, 4, 5]);
    // A change that comes later has a commit of its own.
    await expect(addNote(6)).resolves.toContain(6);
    expect(commits()).toBe(2);
  });

  it('rolls back a failed change alone', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, text: 'rolled back' }).execute();
      throw new Error('refused');
    });
    const results = await Promise.allSettled([addNote(1), failing, addNote(3)]);
    expect(results.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNotes()).toEqual([1, 3]);
    expect(commits()).toBe(1);
  });

  it('commits the waiting changes before a write outside a transaction, which commits on its own', async () => {
    const change = addNote(1);
    await db.insertInto('notes').values({ id: 2, text: 'on its own' }).execute();
    expect(committedNotes()).toEqual([1, 2]);
    await expect(change).resolves.toEqual([1, 2]);
  });

  it('fails every change of a shared commit that fails, stores none of them, and goes on', async () => {
    const parent = db.transaction().execute(async (trx) => {
      await trx.insertInto('parents').values({ id: 1 }).execute();
    });
    // The missing parent is found at the commit (the key is deferred), which then fails as a whole.
    const orphan = db.transaction().execute(async (trx) => {
      await trx.insertInto('children').values({ id: 1, parent_id: 99 }).execute();
    });
    // A note added meanwhile shares that commit, and fails with it.
    const results = await Promise.allSettled([parent, orphan, addNote(1)]);
    expect(results.map(({ status }) => status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(observer.prepare('select count(*) as count from parents').get()).toEqual({ count: 0 });
    expect(committedNotes()).toEqual([]);
    expect(sqlite.inTransaction).toBe(false);
    await expect(addNote(2)).resolves.toEqual([2]);
  });

  it('fails the changes waiting with one whose error made SQLite roll back the whole transaction', async () => {
    const first = addNote(1);
    const poisoned = db.transaction().execute(async (trx) => {
      await trx.insertInto('poison').values({ id: 1 }).execute();
    });
    const results = await Promise.allSettled([first, poisoned]);
    expect(results.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    expect(committedNotes()).toEqual([]);
    await expect(addNote(2)).resolves.toEqual([2]);
  });

  it('commits what is waiting when the database is closed', async () => {
    await addNote(1);
    const change = addNote(2);
    destroyed = true;
    await db.destroy();
    await expect(change).resolves.toEqual([1, 2]);
    await expect(addNote(3)).rejects.toThrow('driver has already been destroyed');
    expect(sqlite.open).toBe(false);
  });
});

// A query compiled once and run with new values answers what Kysely's query built anew answers, on both
// databases, in a transaction too, with the query's own constants kept in their place; it is compiled once.
import crypto from 'node:crypto';
import { preparedQuery } from '../../../server/db/preparedQuery';
import type { Database } from '../../../server/db/schema';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';

describe.each(databaseKinds)('preparedQuery on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function seedApplications(accountId: string, titles: readonly string[]): Promise<string[]> {
    const ids = titles.map(() => crypto.randomUUID());
    await db()
      .insertInto('job_applications')
      .values(titles.map((title, index) => ({ id: ids[index] ?? '', account_id: accountId, title, url: 'https://jobs.example.test/1', created: '2026-11-27T08:00:00.000Z' })))
      .execute();
    return ids;
  }

  it('answers the rows the same query built anew answers, with a constant between the values', async () => {
    const { account } = await createSignedInAccount(db());
    const { account: other } = await createSignedInAccount(db());
    const [engineer, , writer] = await seedApplications(account.id, ['Engineer', 'Manager', 'Writer']);
    await seedApplications(other.id, ['Engineer']);
    let builds = 0;
    const titled = preparedQuery<Database, { accountId: string; title: string }, { id: string }>(['accountId', 'title'], (database, { accountId, title }) => {
      builds += 1;
      return database
        .selectFrom('job_applications')
        .select('id')
        .where('account_id', '=', accountId)
        .where('url', '=', 'https://jobs.example.test/1')
        .where('title', '=', title);
    });
    const built = (accountId: string, title: string) =>
      db().selectFrom('job_applications').select('id').where('account_id', '=', accountId).where('url', '=', 'https://jobs.example.test/1').where('title', '=', title).execute();

    expect(await titled.execute(db(), { accountId: account.id, title: 'Engineer' })).toEqual([{ id: engineer }]);
    expect(await titled.execute(db(), { accountId: account.id, title: 'Writer' })).toEqual([{ id: writer }]);
    expect(await titled.execute(db(), { accountId: account.id, title: 'Nobody' })).toEqual([]);
    expect(await titled.execute(db(), { accountId: other.id, title: 'Engineer' })).toEqual(await built(other.id, 'Engineer'));
    // Expected first: on SQLite the transaction holds the one connection until it ends.
    const manager = await built(account.id, 'Manager');
    expect(manager).toHaveLength(1);
    expect(await db().transaction().execute((trx) => titled.execute(trx, { accountId: account.id, title: 'Manager' }))).toEqual(manager);
    expect(builds).toBe(1);
  });

  it('refuses a query that leaves a value out of its parameters', async () => {
    const unused = preparedQuery<Database, { accountId: string }, { id: string }>(['accountId'], (database) => database.selectFrom('accounts').select('id'));
    await expect(unused.execute(db(), { accountId: 'x' })).rejects.toThrow('accountId not among the compiled parameters');
  });
});

// The counts of applications, actions and companies that the database keeps on each account's row (migration
// 2026_11_25_0100) and the bounds read: they stay equal to a count(*) of the tables through inserts, the deletion
// of an application (which cascades to its actions), an account deletion's table-by-table deletes, and a row
// moved to another account; another account's counts never move.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { countAccountRows } from '../../../../server/domain/accountQuotas/accountRowQuota';
import { ACCOUNT_DATA_TABLES } from '../../../../server/domain/accounts/accountDataTables';
import { deleteJobApplication } from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { seedAction, seedCompany, seedJobApplication } from '../jobApplications/seed';

interface Counts {
  readonly applications: number;
  readonly actions: number;
  readonly companies: number;
}

async function keptCounts(db: Kysely<Database>, accountId: string): Promise<Counts> {
  const row = await db
    .selectFrom('accounts')
    .select(['application_rows', 'action_rows', 'company_rows'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { applications: row.application_rows, actions: row.action_rows, companies: row.company_rows };
}

async function countedRows(db: Kysely<Database>, accountId: string): Promise<Counts> {
  const count = async (table: 'job_applications' | 'actions' | 'companies') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('rows'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).rows,
    );
  return { applications: await count('job_applications'), actions: await count('actions'), companies: await count('companies') };
}

describe.each(databaseKinds)('the row counts kept on accounts on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });
  const db = () => database.handle.db;

  async function seedAccount(accountId: string): Promise<string[]> {
    const company = await seedCompany(db(), accountId, 'Acme');
    await seedCompany(db(), accountId, 'Globex');
    const applications: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const application = await seedJobApplication(db(), accountId, { company_id: company.id });
      applications.push(application.id);
      for (let action = 0; action <= index; action += 1) await seedAction(db(), accountId, application.id);
    }
    return applications;
  }

  it('follow inserts and the deletion of an application with its actions, and leave other accounts alone', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    expect(await keptCounts(db(), owner.account.id)).toEqual({ applications: 0, actions: 0, companies: 0 });
    const applications = await seedAccount(owner.account.id);
    await seedAccount(other.account.id);
    expect(await keptCounts(db(), owner.account.id)).toEqual({ applications: 3, actions: 6, companies: 2 });
    expect(await keptCounts(db(), owner.account.id)).toEqual(await countedRows(db(), owner.account.id));

    // The last application carries 3 actions, which go with it by the foreign key's cascade.
    expect(await deleteJobApplication(db(), owner.account.id, applications[2] ?? '')).toBe(true);
    expect(await keptCounts(db(), owner.account.id)).toEqual({ applications: 2, actions: 3, companies: 2 });
    expect(await keptCounts(db(), owner.account.id)).toEqual(await countedRows(db(), owner.account.id));
    expect(await keptCounts(db(), other.account.id)).toEqual({ applications: 3, actions: 6, companies: 2 });
  });

  it('fall to zero through an account deletion’s table-by-table deletes, and the account row goes last', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    await seedAccount(owner.account.id);
    await seedAccount(other.account.id);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const table of ACCOUNT_DATA_TABLES.filter(({ name }) => name !== 'accounts')) {
          await sql`delete from ${sql.table(table.name)} where ${table.ofAccount(owner.account.id)}`.execute(trx);
        }
        expect(await keptCounts(trx, owner.account.id)).toEqual({ applications: 0, actions: 0, companies: 0 });
        await trx.deleteFrom('accounts').where('id', '=', owner.account.id).execute();
      });
    expect(await db().selectFrom('accounts').select('id').where('id', '=', owner.account.id).executeTakeFirst()).toBeUndefined();
    expect(await keptCounts(db(), other.account.id)).toEqual({ applications: 3, actions: 6, companies: 2 });
    expect(await keptCounts(db(), other.account.id)).toEqual(await countedRows(db(), other.account.id));
  });

  it('are what the bounds read, not a count of the tables', async () => {
    const owner = await createSignedInAccount(db());
    await seedAccount(owner.account.id);
    await db().updateTable('accounts').set({ application_rows: 7, action_rows: 8, company_rows: 9 }).where('id', '=', owner.account.id).execute();
    expect(await countAccountRows(db(), owner.account.id, 'applications')).toBe(7);
    expect(await countAccountRows(db(), owner.account.id, 'actions')).toBe(8);
    expect(await countAccountRows(db(), owner.account.id, 'companies')).toBe(9);
  });

  it('follow a row moved to another account, should one ever be', async () => {
    const owner = await createSignedInAccount(db());
    const other = await createSignedInAccount(db());
    await seedAccount(owner.account.id);
    await db().updateTable('companies').set({ account_id: other.account.id }).where('account_id', '=', owner.account.id).where('name', '=', 'Globex').execute();
    // An update that leaves account_id as it was changes nothing.
    await db().updateTable('actions').set({ account_id: owner.account.id }).where('account_id', '=', owner.account.id).execute();
    expect(await keptCounts(db(), owner.account.id)).toEqual({ applications: 3, actions: 6, companies: 1 });
    expect(await keptCounts(db(), other.account.id)).toEqual({ applications: 0, actions: 0, companies: 1 });
    expect(await keptCounts(db(), owner.account.id)).toEqual(await countedRows(db(), owner.account.id));
    expect(await keptCounts(db(), other.account.id)).toEqual(await countedRows(db(), other.account.id));
  });
});

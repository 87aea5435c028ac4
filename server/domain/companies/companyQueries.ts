// The companies table: every query that reads or writes it lives here, each scoped to one account.
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Company } from '../../../contract';
import type { CompaniesTable, Database } from '../../db/schema';

type CompanyRow = Selectable<CompaniesTable>;

function toCompany(row: CompanyRow): Company {
  return { id: row.id, name: row.name, created: row.created };
}

export async function insertCompany(db: Kysely<Database>, accountId: string, name: string, now: Date): Promise<Company> {
  const row = await db
    .insertInto('companies')
    .values({ id: crypto.randomUUID(), account_id: accountId, name, created: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCompany(row);
}

/** The account's company, or undefined when it does not exist or belongs to another account. */
export async function findCompany(db: Kysely<Database>, accountId: string, id: string): Promise<Company | undefined> {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? undefined : toCompany(row);
}

export async function listCompanies(db: Kysely<Database>, accountId: string): Promise<Company[]> {
  const rows = await db
    .selectFrom('companies')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('name')
    .orderBy('created')
    .execute();
  return rows.map(toCompany);
}

// The companies table: every query that reads or writes it lives here, each scoped to one account.
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { type Company, type CompanyLogo, companyLogoImagePath } from '../../../contract';
import type { CompaniesTable, Database } from '../../db/schema';

type CompanyRow = Selectable<CompaniesTable>;

/** What a company is made with; `url` and `notes` may be left out. */
export interface NewCompany {
  readonly name: string;
  readonly url?: string | null | undefined;
  readonly notes?: string | undefined;
}

/** The fields `company.update` may change. */
export interface CompanyChanges {
  readonly name?: string | undefined;
  readonly url?: string | null | undefined;
  readonly notes?: string | undefined;
}

function logoOf(row: CompanyRow): CompanyLogo | null {
  if (row.logo_key === null) return null;
  return { '72': companyLogoImagePath(row.id, '72'), '144': companyLogoImagePath(row.id, '144') };
}

function toCompany(row: CompanyRow): Company {
  return { id: row.id, name: row.name, url: row.url, notes: row.notes, logo: logoOf(row), created: row.created };
}

export async function insertCompany(db: Kysely<Database>, accountId: string, company: NewCompany, now: Date): Promise<Company> {
  const row = await db
    .insertInto('companies')
    .values({
      id: crypto.randomUUID(),
      account_id: accountId,
      name: company.name,
      url: company.url ?? null,
      notes: company.notes ?? '',
      created: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCompany(row);
}

/** The account's company, or undefined when it does not exist or belongs to another account. */
export async function findCompany(db: Kysely<Database>, accountId: string, id: string): Promise<Company | undefined> {
  const row = await findCompanyRow(db, accountId, id);
  return row === undefined ? undefined : toCompany(row);
}

async function findCompanyRow(db: Kysely<Database>, accountId: string, id: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
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

/** The company as changed, or undefined when the account has no such company. */
export async function updateCompany(db: Kysely<Database>, accountId: string, id: string, changes: CompanyChanges): Promise<Company | undefined> {
  const row = await db
    .updateTable('companies')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.url === undefined ? {} : { url: changes.url }),
      ...(changes.notes === undefined ? {} : { notes: changes.notes }),
    })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : toCompany(row);
}

/**
 * Points the company at another logo folder (null: none) and answers the company with the folder it had, whose
 * objects the caller removes once the change has committed; undefined when the account has no such company.
 */
export async function replaceCompanyLogo(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  logoKey: string | null,
): Promise<{ readonly company: Company; readonly previousLogoKey: string | null } | undefined> {
  const before = await findCompanyRow(db, accountId, id);
  if (before === undefined) return undefined;
  const row = await db
    .updateTable('companies')
    .set({ logo_key: logoKey })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { company: toCompany(row), previousLogoKey: before.logo_key };
}

/** The logo folder of the account's company, null without a logo, undefined when there is no such company. */
export async function findCompanyLogoKey(db: Kysely<Database>, accountId: string, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('companies').select('logo_key').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return row?.logo_key;
}

/**
 * Deletes the company (its applications keep existing with `company_id: null`, its contacts without a company:
 * the foreign keys do that) and answers its logo folder, or undefined when the account has no such company.
 */
export async function deleteCompany(db: Kysely<Database>, accountId: string, id: string): Promise<{ readonly logoKey: string | null } | undefined> {
  const row = await db.deleteFrom('companies').where('id', '=', id).where('account_id', '=', accountId).returning('logo_key').executeTakeFirst();
  return row === undefined ? undefined : { logoKey: row.logo_key };
}

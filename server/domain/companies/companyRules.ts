// The rule every use of a company id obeys, whoever names it (an application's creation or update).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../requests/requestErrors';
import { findCompany } from './companyQueries';

/** Refuses a company id the account does not have: another account's company is as unknown as a missing one. */
export async function requireOwnCompany(db: Kysely<Database>, accountId: string, companyId: string): Promise<void> {
  if ((await findCompany(db, accountId, companyId)) === undefined) throw notFound('company');
}

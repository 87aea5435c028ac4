// Creating a company (POST /api/companies): the account's bound on companies, the row, and `created_company` to
// every tab of the account.
import type { Company, CreateCompanyBody } from '../../../contract';
import type { ChangeContext } from '../requests/accountChange';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { requireRoomFor } from '../accountQuotas/accountRowQuota';
import { insertCompany } from './companyQueries';

/** Throws `account_limit_reached` (a RequestError) when the account already keeps `maxCompanies`. */
export async function createCompany(
  { accountId, db, now, push }: ChangeContext,
  body: CreateCompanyBody,
  maxCompanies: number = DEFAULT_ACCOUNT_ROW_LIMITS.companies,
): Promise<Company> {
  await requireRoomFor(db, accountId, 'companies', maxCompanies);
  const company = await insertCompany(db, accountId, body, now);
  push('created_company', { data: company });
  return company;
}

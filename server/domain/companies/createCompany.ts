// Creating a company (POST /api/companies): the row, and `created_company` to every tab of the account.
import type { Company, CreateCompanyBody } from '../../../contract';
import type { ChangeContext } from '../../requests/accountChange';
import { insertCompany } from './companyQueries';

export async function createCompany({ accountId, db, now, push }: ChangeContext, body: CreateCompanyBody): Promise<Company> {
  const company = await insertCompany(db, accountId, body.name, now);
  push('created_company', { data: company });
  return company;
}

// Giving a company a logo or taking it away, in the account's change: the row names the new folder (or none),
// the old folder's objects are queued for removal in the same transaction (so they go only if the change
// commits), and every tab hears `updated_company`.
import type { Company } from '../../../contract';
import { enqueueJob } from '../../services/jobs/jobQueue';
import type { ChangeContext } from '../requests/accountChange';
import { notFound } from '../requests/requestErrors';
import { logoObjectKeys } from './companyLogoKeys';
import { replaceCompanyLogo } from './companyQueries';

/** Throws not_found (a RequestError) when the account has no such company. */
export async function setCompanyLogo({ accountId, db, now, push }: ChangeContext, companyId: string, logoKey: string | null): Promise<Company> {
  const replaced = await replaceCompanyLogo(db, accountId, companyId, logoKey);
  if (replaced === undefined) throw notFound('company');
  if (replaced.previousLogoKey !== null) {
    await enqueueJob(db, 'remove_stored_objects', { keys: logoObjectKeys(replaced.previousLogoKey) }, now);
  }
  push('updated_company', { data: replaced.company });
  return replaced.company;
}

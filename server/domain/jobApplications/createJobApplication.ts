// Creating a job application (POST /api/job_applications): the row, its company checked first, and
// `created_job_application` to every tab of the account.
import type { CreateJobApplicationBody, JobApplication } from '../../../contract';
import type { ChangeContext } from '../../requests/accountChange';
import { requireOwnCompany } from '../companies/companyRules';
import { findJobApplication, insertJobApplication } from './jobApplicationQueries';

/** Throws `not_found` (a RequestError) for a company the account does not have. */
export async function createJobApplication(
  { accountId, db, now, push }: ChangeContext,
  body: CreateJobApplicationBody,
): Promise<JobApplication> {
  if (typeof body.company_id === 'string') await requireOwnCompany(db, accountId, body.company_id);
  const id = await insertJobApplication(db, accountId, body, now);
  const created = await findJobApplication(db, accountId, id);
  if (created === undefined) throw new Error('the application just written could not be read back');
  push('created_job_application', { data: created });
  return created;
}

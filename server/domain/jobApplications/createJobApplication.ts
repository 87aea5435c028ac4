// Creating a job application (POST /api/job_applications): the row, its company checked first, the account's
// bound on applications, and `created_job_application` to every tab of the account.
import type { Company, CreateJobApplicationBody, JobApplication } from '../../../contract';
import type { ChangeContext } from '../requests/accountChange';
import { notFound } from '../requests/requestErrors';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { requireRoomFor } from '../accountQuotas/accountRowQuota';
import { findCompany } from '../companies/companyQueries';
import { completeDetails } from './applicationDetailColumns';
import { insertJobApplication } from './jobApplicationQueries';

/**
 * Throws `not_found` (a RequestError) for a company the account does not have, `account_limit_reached` when the
 * account already keeps `maxApplications`.
 */
export async function createJobApplication(
  { accountId, db, now, push }: ChangeContext,
  body: CreateJobApplicationBody,
  maxApplications: number = DEFAULT_ACCOUNT_ROW_LIMITS.applications,
): Promise<JobApplication> {
  // The rule of companyRules.requireOwnCompany (another account's company is as unknown as a missing one),
  // keeping the company found: its name is part of the answer.
  const company = typeof body.company_id === 'string' ? await findCompany(db, accountId, body.company_id) : null;
  if (company === undefined) throw notFound('company');
  await requireRoomFor(db, accountId, 'applications', maxApplications);
  const id = await insertJobApplication(db, accountId, body, now);
  const created = writtenApplication(id, body, company, now);
  push('created_job_application', { data: created });
  return created;
}

/**
 * The application just inserted, made from what was written rather than read back: one query less on the app's
 * busiest write (and on each row of an import). The domain tests hold it equal to the row read back.
 */
export function writtenApplication(
  id: string,
  body: Omit<CreateJobApplicationBody, 'company_id'>,
  company: Pick<Company, 'id' | 'name'> | null,
  now: Date,
): JobApplication {
  return {
    id,
    title: body.title,
    company_id: company?.id ?? null,
    company: company === null ? null : { id: company.id, name: company.name },
    url: body.url,
    notes: body.notes ?? '',
    job_description: body.job_description ?? '',
    ...completeDetails(body),
    created: now.toISOString(),
    updated: now.toISOString(),
  };
}

// Live-channel requests about job applications. Applications are created over HTTP (POST /api/job_applications).
import type { RequestHandlers } from '../requests/requestHandlers';
import { isOrderedSalaryRange, SALARY_RANGE_REVERSED } from '../../../contract';
import { notFound, RequestError } from '../requests/requestErrors';
import { deleteActionsOfApplication } from '../actions/actionQueries';
import { requireOwnCompany } from '../companies/companyRules';
import { deleteContactLinksOfApplication } from '../contacts/contactLinkQueries';
import { deleteLinksOfApplication } from '../files/fileLinkQueries';
import { listApplicationOrder, listApplicationTags } from './applicationOrder';
import { listApplicationStatuses } from './applicationStatuses';
import {
  deleteJobApplication,
  findJobApplication,
  findJobApplicationIdsByUrl,
  listJobApplicationCreationDates,
  updateJobApplication,
} from './jobApplicationQueries';
import { searchJobApplications } from './jobApplicationSearch';

export const jobApplicationRequestHandlers = {
  'job_application.get': async ({ id }, { accountId, db }) => {
    const application = await findJobApplication(db, accountId, id);
    if (application === undefined) throw notFound('job_application');
    return application;
  },

  'job_application.find_by_url': ({ url }, { accountId, db }) => findJobApplicationIdsByUrl(db, accountId, url),

  'job_application.list_creation_dates': (_params, { accountId, db }) => listJobApplicationCreationDates(db, accountId),

  'job_application.list_statuses': (_params, { accountId, db, now }) => listApplicationStatuses(db, accountId, now),

  'job_application.list_order': (params, { accountId, db, now }) => listApplicationOrder(db, accountId, now, params),

  'job_application.list_tags': (_params, { accountId, db }) => listApplicationTags(db, accountId),

  'job_application.search': ({ query }, { accountId, db }) => searchJobApplications(db, accountId, query),

  'job_application.update': async ({ id, ...changes }, { accountId, db, now, push }) => {
    if (typeof changes.company_id === 'string') await requireOwnCompany(db, accountId, changes.company_id);
    if (!(await updateJobApplication(db, accountId, id, changes, now))) throw notFound('job_application');
    const updated = await findJobApplication(db, accountId, id);
    if (updated === undefined) throw notFound('job_application');
    // One end of the range sent, the other stored: checked on the result, in the request's transaction, which a
    // refusal rolls back.
    if (!isOrderedSalaryRange(updated)) throw new RequestError('invalid_params', SALARY_RANGE_REVERSED.error);
    push('updated_job_application', { data: updated });
    return 'success';
  },

  'job_application.delete': async ({ id }, { accountId, db, push }) => {
    // The actions, file links and contact links first (the request's transaction holds all), explicitly rather
    // than left to the foreign keys, so the rule holds whatever the dialect's settings. The files and contacts
    // themselves stay; like a file's, a contact's `job_application_ids` lose the id with deleted_job_application.
    await deleteActionsOfApplication(db, accountId, id);
    await deleteLinksOfApplication(db, accountId, id);
    await deleteContactLinksOfApplication(db, accountId, id);
    if (!(await deleteJobApplication(db, accountId, id))) throw notFound('job_application');
    push('deleted_job_application', { id });
    return 'success';
  },
} satisfies RequestHandlers;

// Live-channel requests about companies. Companies are created over HTTP (POST /api/companies), and so are their
// logos (POST and DELETE /api/companies/{id}/logo), since those carry bytes.
import type { RequestHandlers } from '../requests/requestHandlers';
import { enqueueJob } from '../../services/jobs/jobQueue';
import { detachContactsFromCompany } from '../contacts/contactQueries';
import { detachApplicationsFromCompany } from '../jobApplications/jobApplicationQueries';
import { notFound } from '../requests/requestErrors';
import { logoObjectKeys } from './companyLogoKeys';
import { deleteCompany, findCompany, listCompanies, updateCompany } from './companyQueries';

export const companyRequestHandlers = {
  'company.get': async ({ id }, { accountId, db }) => {
    const company = await findCompany(db, accountId, id);
    if (company === undefined) throw notFound('company');
    return company;
  },

  'company.list': (_params, { accountId, db }) => listCompanies(db, accountId),

  'company.update': async ({ id, ...changes }, { accountId, db, push }) => {
    const updated = await updateCompany(db, accountId, id, changes);
    if (updated === undefined) throw notFound('company');
    push('updated_company', { data: updated });
    return 'success';
  },

  'company.delete': async ({ id }, { accountId, db, now, push }) => {
    // Its applications and contacts lose their company first, explicitly rather than left to the foreign keys,
    // so the rule holds whatever the dialect's settings. Tabs clear the company from the applications and
    // contacts they hold when they hear `deleted_company`, rather than one push per application or contact.
    await detachApplicationsFromCompany(db, accountId, id);
    await detachContactsFromCompany(db, accountId, id);
    const deleted = await deleteCompany(db, accountId, id);
    if (deleted === undefined) throw notFound('company');
    if (deleted.logoKey !== null) await enqueueJob(db, 'remove_stored_objects', { keys: logoObjectKeys(deleted.logoKey) }, now);
    push('deleted_company', { id });
    return 'success';
  },
} satisfies RequestHandlers;


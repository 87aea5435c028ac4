// Live-channel requests about companies. Companies are created over HTTP (POST /api/companies).
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { findCompany, listCompanies } from './companyQueries';

export const companyRequestHandlers = {
  'company.get': async ({ id }, { accountId, db }) => {
    const company = await findCompany(db, accountId, id);
    if (company === undefined) throw notFound('company');
    return company;
  },
  'company.list': (_params, { accountId, db }) => listCompanies(db, accountId),
} satisfies RequestHandlers;

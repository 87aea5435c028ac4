// POST /api/companies {name}: {"data": company}, or 409 account_limit_reached once the account keeps as many
// companies as it may. An `Idempotency-Key` header makes a retry answer the first create's answer instead of
// creating again (idempotentCreation.ts).
import type { FastifyInstance } from 'fastify';
import { API_PATHS, createCompanyBodySchema } from '../../../contract';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { findCompany } from '../../domain/companies/companyQueries';
import { createCompany } from '../../domain/companies/createCompany';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { creationRefusalOf } from './creationRefusals';
import { createIdempotently, idempotencyKeyOf, INVALID_KEY } from './idempotentCreation';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerCreateCompanyRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.companies, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const key = idempotencyKeyOf(request);
    const body = createCompanyBodySchema.safeParse(request.body);
    if (key === INVALID_KEY || !body.success) return sendHttpError(reply, 'invalid_params');
    const maxCompanies = (options.accountRows ?? DEFAULT_ACCOUNT_ROW_LIMITS).companies;
    try {
      return await createIdempotently(options, request.log, reply, {
        route: API_PATHS.companies,
        accountId,
        key,
        rawBody: request.body,
        create: (context) => createCompany(context, body.data, maxCompanies),
        reread: findCompany,
      });
    } catch (error) {
      const refusal = creationRefusalOf(error);
      if (refusal !== undefined) return sendHttpError(reply, refusal);
      throw error;
    }
  });
}

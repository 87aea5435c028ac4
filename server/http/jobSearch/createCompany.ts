// POST /api/companies {name}: {"data": company}, or 409 account_limit_reached once the account keeps as many
// companies as it may.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, createCompanyBodySchema } from '../../../contract';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../domain/accountQuotas/accountRowLimits';
import { createCompany } from '../../domain/companies/createCompany';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from './accountChangeOverHttp';
import { creationRefusalOf } from './creationRefusals';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerCreateCompanyRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.companies, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const body = createCompanyBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    const maxCompanies = (options.accountRows ?? DEFAULT_ACCOUNT_ROW_LIMITS).companies;
    try {
      const company = await changeOverHttp(options, request.log, accountId, (context) =>
        createCompany(context, body.data, maxCompanies),
      );
      return await reply.send({ data: company });
    } catch (error) {
      const refusal = creationRefusalOf(error);
      if (refusal !== undefined) return sendHttpError(reply, refusal);
      throw error;
    }
  });
}

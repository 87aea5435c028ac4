// POST /api/companies {name}: {"data": company}.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, createCompanyBodySchema } from '../../../contract';
import { createCompany } from '../../domain/companies/createCompany';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from './accountChangeOverHttp';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerCreateCompanyRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.companies, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const body = createCompanyBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    const company = await changeOverHttp(options, request.log, accountId, (context) => createCompany(context, body.data));
    return reply.send({ data: company });
  });
}

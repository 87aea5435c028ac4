// POST /api/job_applications {title, url, company_id?, notes?, job_description?}: {"data": application}, or
// 404 not_found for a company the account does not have, or 409 account_limit_reached once the account keeps as
// many applications as it may.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, createJobApplicationBodySchema } from '../../../contract';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../domain/accountQuotas/accountRowLimits';
import { createJobApplication } from '../../domain/jobApplications/createJobApplication';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from './accountChangeOverHttp';
import { creationRefusalOf } from './creationRefusals';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerCreateJobApplicationRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.jobApplications, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const body = createJobApplicationBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    const maxApplications = (options.accountRows ?? DEFAULT_ACCOUNT_ROW_LIMITS).applications;
    try {
      const application = await changeOverHttp(options, request.log, accountId, (context) =>
        createJobApplication(context, body.data, maxApplications),
      );
      return await reply.send({ data: application });
    } catch (error) {
      const refusal = creationRefusalOf(error);
      if (refusal !== undefined) return sendHttpError(reply, refusal);
      throw error;
    }
  });
}

// POST /api/job_applications {title, url, company_id?, notes?, job_description?}: {"data": application}, or
// 404 not_found for a company the account does not have.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, createJobApplicationBodySchema } from '../../../contract';
import { createJobApplication } from '../../domain/jobApplications/createJobApplication';
import { RequestError } from '../../requests/requestErrors';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { changeOverHttp } from './accountChangeOverHttp';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerCreateJobApplicationRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.jobApplications, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const body = createJobApplicationBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    try {
      const application = await changeOverHttp(options, request.log, accountId, (context) =>
        createJobApplication(context, body.data),
      );
      return await reply.send({ data: application });
    } catch (error) {
      if (error instanceof RequestError && error.code === 'not_found') return sendHttpError(reply, 'not_found');
      throw error;
    }
  });
}

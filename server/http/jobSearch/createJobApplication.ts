// POST /api/job_applications {title, url, company_id?, notes?, job_description?}: {"data": application}, or
// 404 not_found for a company the account does not have, or 409 account_limit_reached once the account keeps as
// many applications as it may. An `Idempotency-Key` header makes a retry answer the first create's answer
// instead of creating again (idempotentCreation.ts).
import type { FastifyInstance } from 'fastify';
import { API_PATHS, createJobApplicationBodySchema } from '../../../contract';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { createJobApplication } from '../../domain/jobApplications/createJobApplication';
import { findJobApplication } from '../../domain/jobApplications/jobApplicationQueries';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { creationRefusalOf } from './creationRefusals';
import { createIdempotently, idempotencyKeyOf, INVALID_KEY } from './idempotentCreation';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function registerCreateJobApplicationRoute(app: FastifyInstance, options: JobSearchRouteOptions): void {
  app.post(API_PATHS.jobApplications, async (request, reply) => {
    const accountId = await authenticatedAccountId(options.db, request, reply);
    if (accountId === undefined) return reply;
    const key = idempotencyKeyOf(request);
    const body = createJobApplicationBodySchema.safeParse(request.body);
    if (key === INVALID_KEY || !body.success) return sendHttpError(reply, 'invalid_params');
    const maxApplications = (options.accountRows ?? DEFAULT_ACCOUNT_ROW_LIMITS).applications;
    try {
      return await createIdempotently(options, request.log, reply, {
        route: API_PATHS.jobApplications,
        accountId,
        key,
        rawBody: request.body,
        create: (context) => createJobApplication(context, body.data, maxApplications),
        reread: findJobApplication,
      });
    } catch (error) {
      const refusal = creationRefusalOf(error);
      if (refusal !== undefined) return sendHttpError(reply, refusal);
      throw error;
    }
  });
}

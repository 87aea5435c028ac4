// POST /api/session/owner {token}: the account whose live session the token opens (no token in the answer),
// else 401 unauthorized. The token comes in the body, never in the URL, so that no access log holds it; the
// CSRF header is required as on every unsafe call, and each address may ask a few times a minute only.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, sessionOwnerBodySchema } from '../../../contract';
import { ownerOfSession } from '../../domain/accounts/sessionOwner';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerSessionOwnerRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  const config = { rateLimit: perIpLimit(options.limits.sessionOwnerPerIp, 'rate_limited') };
  app.post(API_PATHS.sessionOwner, { config }, async (request, reply) => {
    const body = sessionOwnerBodySchema.safeParse(request.body);
    // A malformed token is answered like an unknown one.
    if (!body.success) return sendHttpError(reply, 'unauthorized');
    const owner = await ownerOfSession(options.db, body.data.token, options.currentTermsVersion, options.clock());
    if (owner === undefined) return sendHttpError(reply, 'unauthorized');
    return reply.header('cache-control', 'no-store').send(owner);
  });
}

// Web Push of reminders (docs/api.md): GET /api/push/public_key answers the VAPID public key browsers subscribe
// with; POST /api/push/subscriptions keeps a browser's subscription for the signed-in account (https on a public
// address only: the server will connect to it), DELETE forgets it. Bearer auth; the CSRF header is checked by
// the app's CSRF plugin as for every call that changes something.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS, pushSubscriptionBodySchema, pushSubscriptionRemovalBodySchema } from '../../../contract';
import type { Database } from '../../db/schema';
import { removePushSubscription, savePushSubscription } from '../../domain/reminders/pushSubscriptions';
import { RefusedPushEndpointError } from '../../services/push';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';

export interface PushRouteOptions {
  readonly db: Kysely<Database>;
  readonly publicKey: string;
  /** Rejects with RefusedPushEndpointError for an endpoint the server may not connect to. */
  readonly checkEndpoint: (endpoint: string) => Promise<void>;
  readonly clock: () => Date;
}

/** A browser subscribes once per sign-in or key change; each subscription may resolve a name. */
const SUBSCRIPTIONS_PER_MINUTE = { max: 30, windowMs: 60_000 } as const;

export function registerPushRoutes(app: FastifyInstance, options: PushRouteOptions): void {
  const { db } = options;

  app.get(API_PATHS.pushPublicKey, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    return { data: options.publicKey };
  });

  app.post(API_PATHS.pushSubscriptions, { config: { rateLimit: perIpLimit(SUBSCRIPTIONS_PER_MINUTE, 'rate_limited') } }, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    const body = pushSubscriptionBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    try {
      await options.checkEndpoint(body.data.endpoint);
    } catch (error) {
      if (!(error instanceof RefusedPushEndpointError)) throw error;
      request.log.info({ reason: error.message }, 'push endpoint refused');
      return sendHttpError(reply, 'invalid_params');
    }
    await savePushSubscription(db, accountId, body.data, options.clock());
    return reply.code(204).send();
  });

  app.delete(API_PATHS.pushSubscriptions, async (request, reply) => {
    const accountId = await authenticatedAccountId(db, request, reply);
    if (accountId === undefined) return reply;
    const body = pushSubscriptionRemovalBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    await removePushSubscription(db, accountId, body.data.endpoint);
    return reply.code(204).send();
  });
}

// POST /api/login {email, password}: the account session, a new token on every sign-in.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, loginBodySchema } from '../../../contract';
import { signIn } from '../../domain/accounts/signIn';
import { sendHttpError } from '../httpErrors';
import { perIpLimit, signInFailureCounter } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerLoginRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  const failuresOf = signInFailureCounter(app, {
    perEmailAndIp: options.limits.signInFailuresPerEmailAndIp,
    perEmail: options.limits.signInFailuresPerEmail,
  });
  app.post(API_PATHS.login, { config: { rateLimit: perIpLimit(options.limits.signInPerIp, 'too_many_attempts') } }, async (request, reply) => {
    const body = loginBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    const result = await signIn(
      {
        db: options.db,
        passwords: options.passwords,
        failures: failuresOf(request, body.data.email),
        currentTermsVersion: options.currentTermsVersion,
        now: options.clock(),
      },
      body.data,
    );
    if (!result.ok) return sendHttpError(reply, result.error);
    return reply.header('cache-control', 'no-store').send(result.session);
  });
}

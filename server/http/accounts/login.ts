// POST /api/login {email, password, captcha?}: the account session, a new token on every sign-in. The captcha
// (a solved sign-in challenge) is needed only once the email has failed too often (captcha_required).
import type { FastifyInstance } from 'fastify';
import { API_PATHS, loginBodySchema } from '../../../contract';
import { signIn } from '../../domain/accounts/signIn';
import { verifyCaptcha } from '../../services/captcha';
import { sendHttpError } from '../httpErrors';
import { perIpLimit, signInFailureCounter } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerLoginRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  const { db, secret, signInCaptcha } = options;
  const failuresOf = signInFailureCounter(app, {
    perEmailAndIp: options.limits.signInFailuresPerEmailAndIp,
    perEmail: options.limits.signInFailuresPerEmail,
  });
  app.post(API_PATHS.login, { config: { rateLimit: perIpLimit(options.limits.signInPerIp, 'too_many_attempts') } }, async (request, reply) => {
    const body = loginBodySchema.safeParse(request.body);
    if (!body.success) return sendHttpError(reply, 'invalid_params');
    const now = options.clock();
    const result = await signIn(
      {
        db,
        passwords: options.passwords,
        failures: failuresOf(request, body.data.email),
        verifyCaptcha: (payload) => verifyCaptcha(payload, { db, secret, now, signInDifficulty: signInCaptcha }),
        currentTermsVersion: options.currentTermsVersion,
        now,
      },
      body.data,
    );
    if (!result.ok) return sendHttpError(reply, result.error);
    return reply.header('cache-control', 'no-store').send(result.session);
  });
}

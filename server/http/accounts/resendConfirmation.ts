// POST /api/sign_up_confirmation/resend {email, password}: 204 whatever the account (unknown, wrong password,
// already confirmed, mail limit reached), so the answer tells nothing; the mail, if any, goes after it.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, resendConfirmationBodySchema } from '../../../contract';
import { resendConfirmation } from '../../domain/accounts/emailConfirmation';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerResendConfirmationRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  app.post(
    API_PATHS.resendConfirmation,
    { config: { rateLimit: perIpLimit(options.limits.resendConfirmationPerIp, 'rate_limited') } },
    async (request, reply) => {
      const body = resendConfirmationBodySchema.safeParse(request.body);
      if (!body.success) return sendHttpError(reply, 'invalid_params');
      const dependencies = {
        db: options.db,
        passwords: options.passwords,
        mails: options.mails,
        mailLimit: options.limits.mailsPerAccount,
        logger: request.log,
        now: options.clock(),
      };
      options.background.run('confirmation resend', () => resendConfirmation(dependencies, body.data));
      return reply.code(204).send();
    },
  );
}

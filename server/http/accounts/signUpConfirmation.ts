// POST /api/sign_up_confirmation {token}: the link of the confirmation mail, followed once.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, errorCodeOfIssues, signUpConfirmationBodySchema } from '../../../contract';
import { confirmEmail } from '../../domain/accounts/emailConfirmation';
import { sendHttpError, sendSuccess } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerSignUpConfirmationRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  app.post(
    API_PATHS.signUpConfirmation,
    { config: { rateLimit: perIpLimit(options.limits.tokenUsePerIp, 'rate_limited') } },
    async (request, reply) => {
      const body = signUpConfirmationBodySchema.safeParse(request.body);
      if (!body.success) return sendHttpError(reply, errorCodeOfIssues(body.error));
      if (!(await confirmEmail(options.db, body.data.token, options.clock(), options.signUpCredits))) {
        return sendHttpError(reply, 'invalid_confirmation_code');
      }
      return sendSuccess(reply);
    },
  );
}

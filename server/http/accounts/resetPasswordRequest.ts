// POST /api/reset_password_request {email, captcha}: 204 whether or not the address has an account; the reset
// mail, if any, goes after the answer so that its timing tells nothing either.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, errorCodeOfIssues, resetPasswordRequestBodySchema } from '../../../contract';
import { requestPasswordReset } from '../../domain/accounts/passwordReset';
import { verifyCaptcha } from '../../services/captcha';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerResetPasswordRequestRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  const { db, secret } = options;
  app.post(
    API_PATHS.resetPasswordRequest,
    { config: { rateLimit: perIpLimit(options.limits.resetRequestPerIp, 'rate_limited') } },
    async (request, reply) => {
      const body = resetPasswordRequestBodySchema.safeParse(request.body);
      if (!body.success) return sendHttpError(reply, errorCodeOfIssues(body.error));
      const now = options.clock();
      const captcha = await verifyCaptcha(body.data.captcha, { db, secret, now });
      if (!captcha.ok) return sendHttpError(reply, captcha.error);
      const dependencies = { db, mails: options.mails, mailLimit: options.limits.mailsPerAccount, logger: request.log, now };
      options.background.run('password reset request', () => requestPasswordReset(dependencies, body.data.email));
      return reply.code(204).send();
    },
  );
}

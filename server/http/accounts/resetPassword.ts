// POST /api/reset_password {token, password}: the link of the reset mail, followed once. Sets the password,
// confirms the address, and signs out every session of the account, its live sockets included.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, errorCodeOfIssues, resetPasswordBodySchema } from '../../../contract';
import { resetPassword } from '../../domain/accounts/passwordReset';
import { createCalendarFeedSeal } from '../../domain/actions/calendarFeedSeal';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerResetPasswordRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  // The reset gives the calendar feed a new address, sealed like every other (with the server's key).
  const calendarFeedSeal = createCalendarFeedSeal(options.secret);
  app.post(
    API_PATHS.resetPassword,
    { config: { rateLimit: perIpLimit(options.limits.tokenUsePerIp, 'rate_limited') } },
    async (request, reply) => {
      const body = resetPasswordBodySchema.safeParse(request.body);
      if (!body.success) return sendHttpError(reply, errorCodeOfIssues(body.error));
      const result = await resetPassword(
        { db: options.db, passwords: options.passwords, now: options.clock(), signUpCredits: options.signUpCredits, calendarFeedSeal },
        body.data,
      );
      if (!result.ok) return sendHttpError(reply, result.error);
      options.disconnectSessions(result.revokedTokenHashes);
      return reply.code(204).send();
    },
  );
}

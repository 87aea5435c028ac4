// POST /api/account/delete {password} (bearer, CSRF): deletes the account and everything of it once the
// password is given again, then cuts every live socket of its sessions. 204; a wrong password is 401
// `invalid_credentials`, and calls from one address are limited as sign-ins are (the password is guessed here too).
import type { FastifyInstance } from 'fastify';
import { API_PATHS, deleteAccountBodySchema } from '../../../contract';
import { deleteAccount } from '../../domain/accounts/accountDeletion';
import { authenticatedAccountId } from '../authentication';
import { sendHttpError } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountDataRouteOptions } from './accountDataRouteOptions';

const DELETIONS_PER_IP = { max: 10, windowMs: 15 * 60 * 1000 };

export function registerDeleteAccountRoute(app: FastifyInstance, options: AccountDataRouteOptions): void {
  app.post(
    API_PATHS.deleteAccount,
    { config: { rateLimit: perIpLimit(DELETIONS_PER_IP, 'too_many_attempts') } },
    async (request, reply) => {
      const accountId = await authenticatedAccountId(options.db, request, reply);
      if (accountId === undefined) return reply;
      const body = deleteAccountBodySchema.safeParse(request.body);
      if (!body.success) return sendHttpError(reply, 'invalid_params');
      const result = await deleteAccount(
        { db: options.db, passwords: options.passwords, now: options.clock() },
        accountId,
        body.data.password,
      );
      if (!result.ok) return sendHttpError(reply, result.error);
      // Committed: the stored objects' removal runs now, and the sessions' sockets close in every process.
      options.jobs.wake();
      await options.disconnectSessions(result.revokedTokenHashes).catch((error: unknown) => {
        // Their sessions are gone with the account: every process's re-check cuts them within its interval.
        request.log.error({ err: error }, 'the deleted account\'s sockets could not be cut at once');
      });
      return reply.code(204).send();
    },
  );
}

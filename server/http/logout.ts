// POST /api/logout: revokes the bearer token on the server and cuts the live sockets that joined with it,
// so a signed-out tab (or a stolen token) stops receiving the account's data at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { revokeSessionToken } from '../domain/accounts/sessions';

export interface LogoutRouteOptions {
  readonly db: Kysely<Database>;
  /** Called once the token is revoked, to disconnect what it opened (in every process); awaited before the answer. */
  readonly onSessionRevoked: (token: string) => Promise<void> | void;
}

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function registerLogoutRoute(app: FastifyInstance, { db, onSessionRevoked }: LogoutRouteOptions): void {
  app.post('/api/logout', async (request, reply) => {
    const token = bearerTokenOf(request);
    if (token === undefined || !(await revokeSessionToken(db, token))) {
      return reply.code(401).send({ error: 'unauthorized' });
    }
    await onSessionRevoked(token);
    return reply.code(204).send();
  });
}

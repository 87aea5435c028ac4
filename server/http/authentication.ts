// Authenticated HTTP calls carry `Authorization: Bearer <token>`; a missing, expired or revoked token is
// 401 {"error": "unauthorized"} (docs/api.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { verifySessionToken } from '../domain/accounts/sessions';
import { bearerTokenOf } from './logout';

/** The signed-in account's id, or undefined once the 401 answer is sent. */
export async function authenticatedAccountId(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | undefined> {
  const token = bearerTokenOf(request);
  const session = token === undefined ? undefined : await verifySessionToken(db, token);
  if (session === undefined) {
    await reply.code(401).send({ error: 'unauthorized' });
    return undefined;
  }
  return session.accountId;
}

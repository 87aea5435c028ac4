// Purges expired confirmation and reset tokens, every hour, for as long as the server runs.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeExpiredMailedTokens } from '../domain/accounts/mailedTokens';
import { schedulePeriodicPurge } from './periodicPurge';

export function scheduleMailedTokenPurge(db: Kysely<Database>, logger: FastifyBaseLogger): () => void {
  return schedulePeriodicPurge({ what: 'expired mailed tokens', purge: () => purgeExpiredMailedTokens(db), logger });
}

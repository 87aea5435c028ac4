// Purges expired confirmation and reset tokens, every hour, for as long as the server runs.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeExpiredMailedTokens } from '../domain/accounts/mailedTokens';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleMailedTokenPurge(db: Kysely<Database>, logger: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    purgeExpiredMailedTokens(db)
      .then((purged) => {
        if (purged > 0) logger.info({ purged }, 'purged expired mailed tokens');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'could not purge expired mailed tokens');
      });
  }, PURGE_INTERVAL_MS);
  // The purge must never keep the process alive on its own.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

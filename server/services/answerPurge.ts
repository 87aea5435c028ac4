// Purges live-channel answers past their retention, every hour, for as long as the server runs.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeOldAnswers } from '../requests/answerStore';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function scheduleAnswerPurge(db: Kysely<Database>, logger: FastifyBaseLogger): () => void {
  const purge = (): void => {
    purgeOldAnswers(db)
      .then((purged) => {
        if (purged > 0) logger.info({ purged }, 'purged old request answers');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'could not purge old request answers');
      });
  };
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  // The purge must never keep the process alive on its own.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

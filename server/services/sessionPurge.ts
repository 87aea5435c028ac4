// Deletes the rows of ended sign-in sessions (expired, idle, revoked a day ago), every hour,
// for as long as the server runs: a session table that only grows would keep every token digest for ever.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeEndedSessions } from '../domain/accounts/sessions';

export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionPurgeOptions {
  readonly db: Kysely<Database>;
  readonly logger: FastifyBaseLogger;
  readonly clock?: () => Date;
  /** Tests shorten it. */
  readonly intervalMs?: number;
}

/** Starts the purge; answers the function that stops it. */
export function scheduleSessionPurge({ db, logger, clock = () => new Date(), intervalMs = SESSION_PURGE_INTERVAL_MS }: SessionPurgeOptions): () => void {
  const purge = (): void => {
    purgeEndedSessions(db, clock())
      .then((purged) => {
        if (purged > 0) logger.info({ purged }, 'purged ended sessions');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'could not purge ended sessions');
      });
  };
  const timer = setInterval(purge, intervalMs);
  // The purge must never keep the process alive on its own.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

/** Runs the purge from when the app is ready until it closes. */
export function registerSessionPurge(app: FastifyInstance, db: Kysely<Database>, clock: () => Date): void {
  let stop: (() => void) | undefined;
  app.addHook('onReady', (done) => {
    stop = scheduleSessionPurge({ db, logger: app.log, clock });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    stop?.();
    done();
  });
}

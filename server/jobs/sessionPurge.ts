// Deletes the rows of ended sign-in sessions (expired, idle, revoked a day ago), every hour.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeEndedSessions } from '../domain/accounts/sessions';
import { registerPeriodicPurge, schedulePeriodicPurge } from './periodicPurge';

export interface SessionPurgeOptions {
  readonly db: Kysely<Database>;
  readonly logger: FastifyBaseLogger;
  readonly clock?: () => Date;
  /** Tests shorten it. */
  readonly intervalMs?: number;
}

/** Starts the purge; answers the function that stops it. */
export function scheduleSessionPurge({ db, logger, clock = () => new Date(), intervalMs }: SessionPurgeOptions): () => void {
  return schedulePeriodicPurge({
    what: 'ended sessions',
    purge: () => purgeEndedSessions(db, clock()),
    logger,
    ...(intervalMs === undefined ? {} : { intervalMs }),
  });
}

/** Runs the purge from when the app is ready until it closes. */
export function registerSessionPurge(app: FastifyInstance, db: Kysely<Database>, clock: () => Date): void {
  registerPeriodicPurge(app, { what: 'ended sessions', purge: () => purgeEndedSessions(db, clock()) });
}

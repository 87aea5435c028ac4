// Deletes unpaid checkouts 30 days after their time ended, every hour (paid ones stay: the ledger names them).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeEndedCheckouts } from '../domain/credits/checkouts';
import { registerPeriodicPurge } from './periodicPurge';

/** Runs the purge from when the app is ready until it closes. */
export function registerCheckoutPurge(app: FastifyInstance, db: Kysely<Database>, clock: () => Date): void {
  registerPeriodicPurge(app, { what: 'ended unpaid checkouts', purge: () => purgeEndedCheckouts(db, clock()) });
}

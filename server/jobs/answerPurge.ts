// Purges live-channel answers past their retention, every hour, for as long as the server runs.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purgeOldAnswers } from '../domain/requests/answerStore';
import { schedulePeriodicPurge } from './periodicPurge';

export function scheduleAnswerPurge(db: Kysely<Database>, logger: FastifyBaseLogger): () => void {
  return schedulePeriodicPurge({ what: 'old request answers', purge: () => purgeOldAnswers(db), logger });
}

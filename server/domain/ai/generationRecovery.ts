// Generations that a stopped process left running: their charge is given back and their request answered
// ai_unavailable, so a retry of the uuid gets that answer instead of being charged again. A generation counts as
// left behind once it is older than any live one can be (the provider's time limit and a margin), so a process
// never refunds another's generation that is still under way.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type AccountPublisher, commitAccountChange } from '../requests/accountChange';
import { recordAnswer } from '../requests/answerStore';
import { refundCredits } from '../credits/ledger';
import { finishGeneration, staleGenerations } from './aiGenerationQueries';

/** Beyond the provider's own limit: the charge, storing the response and answering take a moment too. */
export const GENERATION_MARGIN_MS = 30_000;

export interface GenerationRecoveryDependencies {
  readonly db: Kysely<Database>;
  readonly publisher: AccountPublisher;
  readonly logger: FastifyBaseLogger;
  /** AI_TIMEOUT_MS. */
  readonly timeoutMs: number;
}

/** Refunds every generation left behind as of `now`; answers how many. */
export async function refundAbandonedGenerations(deps: GenerationRecoveryDependencies, now: Date): Promise<number> {
  const abandoned = await staleGenerations(deps.db, new Date(now.getTime() - deps.timeoutMs - GENERATION_MARGIN_MS));
  let refunded = 0;
  for (const generation of abandoned) {
    const refundedNow = await commitAccountChange(deps, generation.accountId, now, async (change) => {
      if (!(await finishGeneration(change.db, generation.id, 'refunded', change.now))) return false;
      await refundCredits(change, generation.credits, { aiResponseId: generation.id });
      await recordAnswer(change.db, generation.accountId, {
        uuid: generation.requestUuid,
        error: { code: 'ai_unavailable', message: 'The generation was interrupted; its credits were refunded' },
      });
      return true;
    });
    if (!refundedNow) continue;
    refunded += 1;
    deps.logger.warn({ accountId: generation.accountId, generationId: generation.id }, 'AI generation interrupted by a stop: refunded');
  }
  return refunded;
}

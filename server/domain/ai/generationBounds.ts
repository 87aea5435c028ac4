// How many AI generations one account may have: at most 2 running at once, and AI_MAX_PER_HOUR started in the
// last hour, else `rate_limited`. They are counted from the generations' journal (ai_generations), in the change
// that charges and journals the new one: every server process sees the same rows, and the account's row, which
// every change locks first (accountChange.ts), makes the count and the new row one step, so two requests at once
// never both take the last place.
import type { ChangeContext } from '../requests/accountChange';
import { RequestError } from '../requests/requestErrors';
import { countRecentGenerations } from './aiGenerationQueries';
import { GENERATION_MARGIN_MS } from './generationRecovery';

/** Generations one account may have running at once. */
export const AI_GENERATIONS_AT_ONCE = 2;

export interface AiGenerationLimits {
  /** Running at once: AI_GENERATIONS_AT_ONCE (benchmarks of many streams lift it). */
  readonly atOnce: number;
  /** Started in the last hour, refunded ones included: AI_MAX_PER_HOUR. */
  readonly perHour: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Refuses a new generation past either bound, in the change that would journal it. A generation journaled as
 * running for longer than any live one can run (`timeoutMs` and the margin) was left by a process that stopped:
 * the recovery refunds it, and it holds no place meanwhile.
 */
export async function checkGenerationBounds(change: ChangeContext, limits: AiGenerationLimits, timeoutMs: number): Promise<void> {
  const now = change.now.getTime();
  const recent = await countRecentGenerations(change.db, change.accountId, new Date(now - HOUR_MS), new Date(now - timeoutMs - GENERATION_MARGIN_MS));
  if (recent.running >= limits.atOnce) {
    throw new RequestError('rate_limited', `At most ${String(limits.atOnce)} AI responses can be written at once: wait for one to end`);
  }
  if (recent.started >= limits.perHour) {
    throw new RequestError('rate_limited', `At most ${String(limits.perHour)} AI responses can be asked for in an hour: try again later`);
  }
}

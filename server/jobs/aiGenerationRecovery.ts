// Gives back the credits of AI generations a stopped process left behind: when the server starts, then every
// 30 s for as long as it runs (a generation becomes "left behind" only once it is older than any live one).
import type { FastifyBaseLogger } from 'fastify';
import { type GenerationRecoveryDependencies, refundAbandonedGenerations } from '../domain/ai/generationRecovery';

const RECOVERY_INTERVAL_MS = 30_000;

export function scheduleGenerationRecovery(deps: GenerationRecoveryDependencies, logger: FastifyBaseLogger, clock: () => Date): () => void {
  const recover = (): void => {
    refundAbandonedGenerations(deps, clock()).catch((error: unknown) => {
      logger.error({ err: error }, 'could not refund interrupted AI generations');
    });
  };
  recover();
  const timer = setInterval(recover, RECOVERY_INTERVAL_MS);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

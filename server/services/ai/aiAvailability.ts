// The provider the AI products use now. Configured endpoints are resolved once. An absent Ollama is looked for
// again, at most once a minute, so that starting Ollama after the server makes AI available without a restart.
import type { FastifyBaseLogger } from 'fastify';
import type { AiSettings } from '../../config';
import type { AiProvider } from './aiProvider';
import { resolveAiProvider } from './resolveAiProvider';

export const OLLAMA_REDETECTION_INTERVAL_MS = 60_000;

export interface AiAvailability {
  /** The provider, or undefined while none is available. Concurrent calls share one look. */
  current(): Promise<AiProvider | undefined>;
}

export interface AiAvailabilityOptions {
  readonly redetectionIntervalMs?: number;
  readonly detectionTimeoutMs?: number;
  /** The clock, for tests. */
  readonly now?: () => number;
}

export function createAiAvailability(settings: AiSettings, logger: FastifyBaseLogger, options: AiAvailabilityOptions = {}): AiAvailability {
  const interval = options.redetectionIntervalMs ?? OLLAMA_REDETECTION_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let provider: AiProvider | undefined;
  let looks = 0;
  let lastLookAt = 0;
  let look: Promise<AiProvider | undefined> | undefined;

  const mayLookAgain = () => settings.kind === 'ollama' && now() - lastLookAt >= interval;

  return {
    current() {
      if (provider !== undefined) return Promise.resolve(provider);
      if (look !== undefined) return look;
      if (looks > 0 && !mayLookAgain()) return Promise.resolve(undefined);
      lastLookAt = now();
      // Only the first look says that AI is unavailable; later ones speak up when Ollama has appeared.
      const resolving = resolveAiProvider(settings, logger, { detectionTimeoutMs: options.detectionTimeoutMs, logAbsence: looks === 0 });
      looks += 1;
      look = resolving.then(
        (found) => {
          provider = found;
          look = undefined;
          return found;
        },
        // resolveAiProvider is not meant to reject; should it ever, AI is unavailable until the next look.
        (error: unknown) => {
          logger.error({ err: error }, 'AI: looking for a provider failed');
          look = undefined;
          return undefined;
        },
      );
      return look;
    },
  };
}

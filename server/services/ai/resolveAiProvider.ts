// Which model writes the AI products, from the settings (docs/features.md, "AI products"): a configured endpoint is
// used as configured; otherwise an Ollama on this machine, if one answers; otherwise none, and AI is unavailable.
import type { FastifyBaseLogger } from 'fastify';
import type { AiSettings } from '../../config';
import type { AiProvider } from './aiProvider';
import { createAnthropicProvider } from './anthropicProvider';
import { detectOllama } from './ollamaProvider';
import { createOpenAiProvider } from './openAiCompatibleProvider';

/** Long enough for a local Ollama, short enough not to hold up the start. */
export const OLLAMA_DETECTION_TIMEOUT_MS = 1_500;

export interface ResolveOptions {
  readonly detectionTimeoutMs?: number;
  /** False to say nothing when no Ollama answers (a repeated look). */
  readonly logAbsence?: boolean;
}

export async function resolveAiProvider(settings: AiSettings, logger: FastifyBaseLogger, options: ResolveOptions = {}): Promise<AiProvider | undefined> {
  switch (settings.kind) {
    case 'openai':
      return announced(createOpenAiProvider(settings), originOf(settings.baseUrl), logger);
    case 'anthropic':
      return announced(createAnthropicProvider(settings), originOf(settings.baseUrl ?? 'https://api.anthropic.com'), logger);
    case 'ollama': {
      const detection = await detectOllama(settings, options.detectionTimeoutMs ?? OLLAMA_DETECTION_TIMEOUT_MS);
      if (!detection.found) {
        if (options.logAbsence ?? true) {
          logger.info(`AI unavailable: ${detection.why}. Set AI_BASE_URL or ANTHROPIC_API_KEY, or start Ollama.`);
        }
        return undefined;
      }
      if (!detection.modelListed) {
        logger.warn({ model: detection.provider.model }, 'AI: Ollama does not list this model; pull it (ollama pull) or AI answers will fail');
      }
      return announced(detection.provider, originOf(settings.baseUrl), logger);
    }
  }
}

function announced(provider: AiProvider, origin: string, logger: FastifyBaseLogger): AiProvider {
  logger.info({ provider: provider.kind, model: provider.model, origin }, 'AI provider ready');
  return provider;
}

// The address without any credentials or path a URL may carry, for the log.
function originOf(url: string): string {
  return new URL(url).origin;
}

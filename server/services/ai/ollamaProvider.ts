// A local Ollama, through its OpenAI-compatible endpoint (`/v1`). Its own API tells whether it runs at all and
// which models it holds (`GET /api/tags`), for when no model is configured.
import { z } from 'zod';
import type { AiSettings } from '../../config';
import type { AiProvider } from './aiProvider';
import { createOpenAiCompatibleProvider } from './openAiCompatibleProvider';

export type OllamaSettings = Extract<AiSettings, { readonly kind: 'ollama' }>;

/**
 * Ollama's default context length. Its OpenAI-compatible endpoint cannot ask for more, and a longer prompt is
 * cut silently, so documents are cut to this on our side.
 */
export const OLLAMA_CONTEXT_TOKENS = 4_096;

export type OllamaDetection =
  | { readonly found: true; readonly provider: AiProvider; /** False when the configured model is not among those pulled. */ readonly modelListed: boolean }
  | { readonly found: false; readonly why: string };

const tagsSchema = z.object({ models: z.array(z.object({ name: z.string() })) });

/** The names of the models Ollama holds (`llama3.2:latest`), as `GET /api/tags` lists them. */
export async function listOllamaModels(baseUrl: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(`${withoutTrailingSlash(baseUrl)}/api/tags`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/tags answered ${response.status}`);
  return tagsSchema.parse(await response.json()).models.map((model) => model.name);
}

export function createOllamaProvider(settings: OllamaSettings, model: string): AiProvider {
  return createOpenAiCompatibleProvider({
    kind: 'ollama',
    baseUrl: `${withoutTrailingSlash(settings.baseUrl)}/v1`,
    apiKey: undefined,
    model,
    timeoutMs: settings.timeoutMs,
    contextTokens: OLLAMA_CONTEXT_TOKENS,
  });
}

/** Asks Ollama for its models within `timeoutMs`; the configured model, else the first one listed. */
export async function detectOllama(settings: OllamaSettings, timeoutMs: number): Promise<OllamaDetection> {
  let models: string[];
  try {
    models = await listOllamaModels(settings.baseUrl, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    return { found: false, why: `no Ollama answered at ${settings.baseUrl} (${reasonOf(error)})` };
  }
  const model = settings.model ?? models[0];
  if (model === undefined) return { found: false, why: `the Ollama at ${settings.baseUrl} holds no model (ollama pull <model>)` };
  return { found: true, provider: createOllamaProvider(settings, model), modelListed: models.some((name) => isSameModel(name, model)) };
}

// Ollama reads a name without a tag as its `latest`.
function isSameModel(listed: string, wanted: string): boolean {
  return listed === wanted || listed === `${wanted}:latest`;
}

// fetch says only "fetch failed"; its cause says why (connect ECONNREFUSED 127.0.0.1:11434). Read without
// `instanceof Error`: fetch's errors come from Node's own realm, which a test sandbox does not share.
function reasonOf(error: unknown): string {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return messageOf(cause) ?? messageOf(error) ?? String(error);
}

function messageOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string' ? value.message : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

// Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama's /v1, vLLM, LM Studio, llama.cpp) through the
// official `openai` client, streaming.
import type { AiSettings } from '../../config';
import { onFirstUse } from '../onFirstUse';
import { AiProviderError, type AiProvider } from './aiProvider';
import { generateStreamed, type StreamEnding } from './streamedGeneration';

export type OpenAiSettings = Extract<AiSettings, { readonly kind: 'openai' }>;

export interface OpenAiCompatibleEndpoint {
  readonly kind: 'openai' | 'ollama';
  /** The API's root, `/v1` included: the client appends `/chat/completions`. */
  readonly baseUrl: string;
  /** Unset for local servers, which ignore the key. */
  readonly apiKey: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
  readonly contextTokens: number;
}

/** The client insists on a key; local servers never read it. */
const PLACEHOLDER_API_KEY = 'not-needed';

/** The endpoint named by AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  return createOpenAiCompatibleProvider({ ...settings, contextTokens: openAiContextTokens(settings.model) });
}

/** Loaded at the first generation, not with the server: requiring the client takes some 50 ms that every start would pay. */
const loadSdk = () => import('openai');
type OpenAiSdk = Awaited<ReturnType<typeof loadSdk>>;

export function createOpenAiCompatibleProvider(endpoint: OpenAiCompatibleEndpoint): AiProvider {
  const connect = onFirstUse(async () => {
    const sdk = await loadSdk();
    const client = new sdk.OpenAI({
      baseURL: endpoint.baseUrl,
      apiKey: endpoint.apiKey ?? PLACEHOLDER_API_KEY,
      // A failed generation is refunded and can be asked again; a silent retry would only spend the time limit.
      maxRetries: 0,
      timeout: endpoint.timeoutMs,
    });
    return { sdk, client };
  });
  const limitsCompletionTokens = usesCompletionTokenLimit(endpoint.baseUrl);
  const tokenLimit = (tokens: number) => (limitsCompletionTokens ? { max_completion_tokens: tokens } : { max_tokens: tokens });

  return {
    kind: endpoint.kind,
    model: endpoint.model,
    contextTokens: endpoint.contextTokens,
    // The client is ready before the time limit starts.
    generate: async (request) => {
      const { sdk, client } = await connect();
      return generateStreamed(request, endpoint.timeoutMs, async (signal, append) => {
        const chunks = await client.chat.completions
          .create(
            {
              model: endpoint.model,
              messages: [
                { role: 'system', content: request.system },
                { role: 'user', content: request.user },
              ],
              stream: true,
              ...tokenLimit(request.maxOutputTokens),
            },
            { signal },
          )
          .catch((error: unknown) => {
            throw requestFailure(sdk, error);
          });
        let finishReason: string | undefined;
        let declined = false;
        try {
          for await (const chunk of chunks) {
            // A chunk without choices carries usage only.
            const choice = chunk.choices[0];
            if (choice === undefined) continue;
            if (typeof choice.delta.content === 'string') append(choice.delta.content);
            if (typeof choice.delta.refusal === 'string' && choice.delta.refusal !== '') declined = true;
            if (choice.finish_reason !== null) finishReason = choice.finish_reason;
          }
        } catch (error) {
          throw streamFailure(sdk, error);
        }
        return endingOf(finishReason, declined);
      });
    },
  };
}

// `length` (cut by the token limit) still ends the answer: what was written is kept.
function endingOf(finishReason: string | undefined, declined: boolean): StreamEnding {
  if (finishReason === undefined) return 'unfinished';
  return declined || finishReason === 'content_filter' ? 'declined' : 'finished';
}

function requestFailure({ APIConnectionError, APIError }: OpenAiSdk, error: unknown): AiProviderError {
  if (error instanceof APIConnectionError) return new AiProviderError('unreachable', `Nothing answered: ${error.message}`, { cause: error });
  if (error instanceof APIError) return new AiProviderError('refused', `The endpoint refused: ${error.message}`, { cause: error });
  return new AiProviderError('unreachable', 'The request could not be sent', { cause: error });
}

function streamFailure({ APIConnectionError, APIError }: OpenAiSdk, error: unknown): AiProviderError {
  // An error event inside the stream is the provider's answer; anything else is the stream breaking.
  if (error instanceof APIError && !(error instanceof APIConnectionError)) {
    return new AiProviderError('refused', `The endpoint stopped with an error: ${error.message}`, { cause: error });
  }
  return new AiProviderError('dropped', 'The answer stopped before its end', { cause: error });
}

// OpenAI's own API refuses `max_tokens` for its reasoning models; every other server reads `max_tokens`.
function usesCompletionTokenLimit(baseUrl: string): boolean {
  return new URL(baseUrl).hostname === 'api.openai.com';
}

/** Small enough for the local servers' usual windows when the model is not one we know. */
const UNKNOWN_MODEL_CONTEXT_TOKENS = 8_192;

const KNOWN_CONTEXT_TOKENS: readonly (readonly [RegExp, number])[] = [
  [/^gpt-4\.1/, 1_000_000],
  [/^(gpt-4o|gpt-4-turbo|gpt-5|o1|o3|o4)/, 128_000],
  [/^gpt-3\.5-turbo/, 16_385],
];

function openAiContextTokens(model: string): number {
  return KNOWN_CONTEXT_TOKENS.find(([pattern]) => pattern.test(model))?.[1] ?? UNKNOWN_MODEL_CONTEXT_TOKENS;
}

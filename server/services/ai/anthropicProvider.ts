// Anthropic's messages API through the official `@anthropic-ai/sdk` client, streaming its raw events.
import type { AiSettings } from '../../config';
import { onFirstUse } from '../onFirstUse';
import { AiProviderError, type AiProvider } from './aiProvider';
import { generateStreamed, type StreamEnding } from './streamedGeneration';

export type AnthropicSettings = Extract<AiSettings, { readonly kind: 'anthropic' }>;

/** The window Claude models have had since Claude 3 (some now offer more); a safe floor for cutting documents. */
const CLAUDE_CONTEXT_TOKENS = 200_000;

/** Loaded at the first generation, not with the server: requiring the SDK takes some 200 ms that every start would pay. */
const loadSdk = () => import('@anthropic-ai/sdk');
type AnthropicSdk = Awaited<ReturnType<typeof loadSdk>>;

export function createAnthropicProvider(settings: AnthropicSettings): AiProvider {
  const connect = onFirstUse(async () => {
    const sdk = await loadSdk();
    const client = new sdk.Anthropic({
      apiKey: settings.apiKey,
      // Unset, the client goes to Anthropic's own address.
      baseURL: settings.baseUrl,
      // A failed generation is refunded and can be asked again; a silent retry would only spend the time limit.
      maxRetries: 0,
      timeout: settings.timeoutMs,
    });
    return { sdk, client };
  });

  return {
    kind: 'anthropic',
    model: settings.model,
    contextTokens: CLAUDE_CONTEXT_TOKENS,
    // The client is ready before the time limit starts.
    generate: async (request) => {
      const { sdk, client } = await connect();
      return generateStreamed(request, settings.timeoutMs, async (signal, append) => {
        const events = await client.messages
          .create(
            {
              model: settings.model,
              system: request.system,
              messages: [{ role: 'user', content: request.user }],
              max_tokens: request.maxOutputTokens,
              stream: true,
            },
            { signal },
          )
          .catch((error: unknown) => {
            throw requestFailure(sdk, error);
          });
        let stopReason: string | null = null;
        let stopped = false;
        try {
          for await (const event of events) {
            if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') append(event.delta.text);
            else if (event.type === 'message_delta') stopReason = event.delta.stop_reason;
            else if (event.type === 'message_stop') stopped = true;
          }
        } catch (error) {
          throw streamFailure(sdk, error);
        }
        return endingOf(stopped, stopReason);
      });
    },
  };
}

// `max_tokens` (cut by the token limit) still ends the answer: what was written is kept.
function endingOf(stopped: boolean, stopReason: string | null): StreamEnding {
  if (!stopped) return 'unfinished';
  return stopReason === 'refusal' ? 'declined' : 'finished';
}

function requestFailure({ APIConnectionError, APIError }: AnthropicSdk, error: unknown): AiProviderError {
  if (error instanceof APIConnectionError) return new AiProviderError('unreachable', `Nothing answered: ${error.message}`, { cause: error });
  if (error instanceof APIError) return new AiProviderError('refused', `Anthropic refused: ${error.message}`, { cause: error });
  return new AiProviderError('unreachable', 'The request could not be sent', { cause: error });
}

function streamFailure({ APIConnectionError, APIError }: AnthropicSdk, error: unknown): AiProviderError {
  // An `error` event inside the stream (overloaded, for one) is Anthropic's answer; anything else is the stream breaking.
  if (error instanceof APIError && !(error instanceof APIConnectionError)) {
    return new AiProviderError('refused', `Anthropic stopped with an error: ${error.message}`, { cause: error });
  }
  return new AiProviderError('dropped', 'The answer stopped before its end', { cause: error });
}

// One interface for every model the AI products are written by (docs/features.md, "AI products"): an OpenAI-compatible
// endpoint, Anthropic's messages API or a local Ollama. Every call streams, so the text can be shown as it is
// written, and every way a call can go wrong ends as an AiProviderError, so the caller has one thing to refund on.

export type AiProviderKind = 'openai' | 'anthropic' | 'ollama';

export interface GenerationRequest {
  /** The instructions (system prompt). */
  readonly system: string;
  /** The documents and the ask. */
  readonly user: string;
  readonly maxOutputTokens: number;
  /** Aborts the call (time limit, shutdown). The provider also keeps its own time limit (AI_TIMEOUT_MS). */
  readonly signal: AbortSignal;
  /** Called with the whole text so far each time more arrives. It should not throw. */
  readonly onText: (textSoFar: string) => void;
}

export interface AiProvider {
  readonly kind: AiProviderKind;
  readonly model: string;
  /**
   * Roughly how many tokens the model's context window holds, the prompt and the answer together: cut long
   * documents so that the prompt plus `maxOutputTokens` fits. A cautious guess where the model is not known.
   */
  readonly contextTokens: number;
  /**
   * Streams the answer; resolves with the whole text. Throws AiProviderError on any failure, refusal, dropped
   * stream, or empty text. An answer cut short by `maxOutputTokens` is still an answer and resolves.
   */
  generate(request: GenerationRequest): Promise<string>;
}

/**
 * Why a generation failed: `unreachable`, nothing answered at the address; `refused`, the provider answered with
 * an error (bad key, rate limit, server error, unknown model) or the model declined; `timed_out`, the time
 * limit passed or the call was aborted; `dropped`, the answer stopped before its end; `empty`, it held no text.
 */
export type AiFailureReason = 'unreachable' | 'refused' | 'timed_out' | 'empty' | 'dropped';

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';

  constructor(
    readonly reason: AiFailureReason,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options);
  }
}

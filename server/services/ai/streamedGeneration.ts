// What every provider does around its own stream: a time limit over the whole call (the clients' own timeouts
// stop at the response's headers, not at its last byte), the text gathered and reported as it grows, and the
// outcome judged the same way whichever provider wrote it.
import { AiProviderError, type GenerationRequest } from './aiProvider';

/** How the provider's stream said it ended: at its end, with the model declining, or not at all. */
export type StreamEnding = 'finished' | 'declined' | 'unfinished';

/**
 * Reads one provider's stream: hands each piece of text to `append` and returns how the stream ended. Its
 * failures are AiProviderErrors already, classified by the provider that knows its client's errors.
 */
export type StreamReader = (signal: AbortSignal, append: (piece: string) => void) => Promise<StreamEnding>;

export async function generateStreamed(request: GenerationRequest, timeoutMs: number, readStream: StreamReader): Promise<string> {
  const limit = timeLimited(request.signal, timeoutMs);
  let text = '';
  const append = (piece: string) => {
    if (piece === '') return;
    text += piece;
    request.onText(text);
  };
  let ending: StreamEnding;
  try {
    ending = await readStream(limit.signal, append);
  } catch (error) {
    // An abort surfaces as whatever the client makes of it (an abort error, a cut stream): the abort is the cause.
    if (limit.signal.aborted) throw limit.abortedError(error);
    throw error instanceof AiProviderError ? error : new AiProviderError('dropped', 'The answer failed while it was read', { cause: error });
  } finally {
    limit.release();
  }
  // The clients end a stream quietly when it is aborted, as if it had ended by itself.
  if (limit.signal.aborted) throw limit.abortedError(undefined);
  if (ending === 'declined') throw new AiProviderError('refused', 'The model declined to answer');
  if (ending === 'unfinished') throw new AiProviderError('dropped', 'The answer stopped before its end');
  if (text.trim() === '') throw new AiProviderError('empty', 'The model answered with no text');
  return text;
}

interface TimeLimit {
  /** Aborted by the caller's signal or when the time is up. */
  readonly signal: AbortSignal;
  abortedError(cause: unknown): AiProviderError;
  release(): void;
}

// Our own controller rather than AbortSignal.any: the caller's signal may live as long as the process (shutdown),
// and this listener is removed when the call ends, so nothing piles up on it.
function timeLimited(outer: AbortSignal, timeoutMs: number): TimeLimit {
  const controller = new AbortController();
  let timedOut = false;
  const abortWithOuter = () => {
    controller.abort(outer.reason);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`No complete answer within ${timeoutMs} ms`));
  }, timeoutMs);
  if (outer.aborted) abortWithOuter();
  else outer.addEventListener('abort', abortWithOuter, { once: true });
  return {
    signal: controller.signal,
    abortedError: (cause) =>
      new AiProviderError('timed_out', timedOut ? `No complete answer within ${timeoutMs} ms` : 'The call was aborted', { cause: cause ?? controller.signal.reason }),
    release() {
      clearTimeout(timer);
      outer.removeEventListener('abort', abortWithOuter);
    },
  };
}

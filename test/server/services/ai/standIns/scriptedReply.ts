// What a stand-in answers, scripted per test with the `reply` builders. One script serves every stand-in: each
// plays it in its own provider's wire format.

/** A text answer, streamed in pieces `delayMs` apart, and how it ends. */
export interface TextReply {
  readonly kind: 'text';
  readonly text: string;
  readonly chunks: number;
  readonly delayMs: number;
  readonly ending: TextEnding;
}

/**
 * `finished`: the normal end (finish_reason `stop`, `message_stop`); `declined`: the model's refusal (finish_reason
 * `content_filter`, stop_reason `refusal`); `dropped`: cut after `afterChunks` pieces, by closing the connection
 * (`abruptly`) or by ending the response without the stream's last events (`quietly`).
 */
export type TextEnding =
  | { readonly kind: 'finished' }
  | { readonly kind: 'declined' }
  | { readonly kind: 'dropped'; readonly afterChunks: number; readonly how: 'abruptly' | 'quietly' };

/** An HTTP error with the provider's own error body. */
export interface FailureReply {
  readonly kind: 'failure';
  readonly status: number;
  readonly message: string;
}

/** The request is read and never answered, not even with headers. */
export interface HangReply {
  readonly kind: 'hang';
}

export type ScriptedReply = TextReply | FailureReply | HangReply;

export interface ChunkOptions {
  /** How many pieces the text is streamed in (fewer when the text is shorter); 1 by default. */
  readonly chunks?: number;
  /** The pause before each piece after the first; 0 by default. */
  readonly delayMs?: number;
}

export interface DropOptions extends ChunkOptions {
  /** How many pieces are sent before the cut; all of them by default (only the end is missing). */
  readonly afterChunks?: number;
  /** `abruptly` (the default) closes the connection; `quietly` ends the response as if all was said. */
  readonly how?: 'abruptly' | 'quietly';
}

function textReply(text: string, options: ChunkOptions, ending: TextEnding): TextReply {
  return { kind: 'text', text, chunks: options.chunks ?? 1, delayMs: options.delayMs ?? 0, ending };
}

/** Builders for every answer a test may script. */
export const reply = {
  /** The answer `text`, streamed in `chunks` pieces `delayMs` apart (or whole, when not streaming). */
  text: (text: string, options: ChunkOptions = {}): TextReply => textReply(text, options, { kind: 'finished' }),
  /** An answer that ends normally with no text at all. */
  empty: (): TextReply => textReply('', {}, { kind: 'finished' }),
  /** The model declines, after `text` if any. */
  refusal: (text = '', options: ChunkOptions = {}): TextReply => textReply(text, options, { kind: 'declined' }),
  /** The stream is cut after some of `text`. */
  dropped: (text: string, options: DropOptions = {}): TextReply =>
    textReply(text, options, { kind: 'dropped', afterChunks: options.afterChunks ?? Number.POSITIVE_INFINITY, how: options.how ?? 'abruptly' }),
  /** An HTTP error: 401, 429, 500 and the like, with the provider's error body. */
  failure: (status: number, message = `Stand-in failure ${String(status)}`): FailureReply => ({ kind: 'failure', status, message }),
  /** Never answers: for time limits and aborts. A stall after some text is `text(..., { delayMs: 60_000 })`. */
  hang: (): HangReply => ({ kind: 'hang' }),
} as const;

/** The reply to every request, or a function choosing it from the request and its index (0 for the first). */
export type ReplyScript<Request> = ScriptedReply | ((request: Request, index: number) => ScriptedReply);

export function replyFor<Request>(script: ReplyScript<Request>, request: Request, index: number): ScriptedReply {
  return typeof script === 'function' ? script(request, index) : script;
}

/** `text` cut into `count` pieces of nearly equal length, never inside a character; none for empty text. */
export function piecesOf(text: string, count: number): string[] {
  const characters = Array.from(text);
  const pieceCount = Math.max(1, Math.min(Math.floor(count), characters.length));
  const pieces: string[] = [];
  for (let index = 0; index < pieceCount; index += 1) {
    const start = Math.floor((index * characters.length) / pieceCount);
    const end = Math.floor(((index + 1) * characters.length) / pieceCount);
    pieces.push(characters.slice(start, end).join(''));
  }
  return pieces.filter((piece) => piece !== '');
}

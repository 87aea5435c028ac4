// What a stand-in records of each generation request, the same for every provider, so a test checks the prompt
// it sent without knowing the wire format.
import type { IncomingHttpHeaders } from 'node:http';

export interface ReceivedPrompt {
  readonly model: string;
  /** The system prompt: OpenAI's system messages, Anthropic's `system`, joined by blank lines. */
  readonly system: string;
  /** The user messages' text, joined by blank lines. */
  readonly user: string;
  readonly stream: boolean;
  /** `max_tokens`, or OpenAI's `max_completion_tokens`. */
  readonly maxTokens: number | undefined;
  readonly headers: IncomingHttpHeaders;
  /** The JSON body as sent. */
  readonly body: Readonly<Record<string, unknown>>;
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of a message's content: a string, or an array of `{ type: 'text', text }` blocks. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter(isRecord)
    .map((block) => (block.type === 'text' && typeof block.text === 'string' ? block.text : ''))
    .join('');
}

/** The text of the messages in `messages` whose role is `role`. */
export function textOfRole(messages: unknown, role: string): string[] {
  if (!Array.isArray(messages)) return [];
  return messages.filter(isRecord).filter((message) => message.role === role).map((message) => textOf(message.content));
}

export function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** Roughly what a provider would count, for the usage figures the real APIs send. */
export function roughTokenCount(text: string): number {
  return Math.ceil(text.length / 4);
}

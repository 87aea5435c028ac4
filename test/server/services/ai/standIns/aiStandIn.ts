// What every AI stand-in offers a test, whichever provider it plays.
import type { ReceivedPrompt } from './receivedPrompt';
import type { ReplyScript } from './scriptedReply';

export interface SettingsOverrides {
  /** `stand-in-model` (OpenAI), `claude-stand-in` (Anthropic) or unset (Ollama: its first model) by default. */
  readonly model?: string;
  /** 10 s by default: short enough that a hung test fails, long enough for a noisy machine. */
  readonly timeoutMs?: number;
}

export const STAND_IN_TIMEOUT_MS = 10_000;

export interface AiStandIn<Settings> {
  /** The value for the matching setting: AI_BASE_URL (ending in /v1), ANTHROPIC_BASE_URL or OLLAMA_URL. */
  readonly baseUrl: string;
  /** Every generation request received, oldest first, recorded before any check (a refused one too). */
  readonly received: readonly ReceivedPrompt[];
  /** What the next generation requests are answered: one reply, or a function of the request and its index. */
  replyWith(script: ReplyScript<ReceivedPrompt>): void;
  /** The AI settings (server/config.ts) that point the server at this stand-in. */
  settings(overrides?: SettingsOverrides): Settings;
  /** Stops the stand-in, ending any request still open. */
  close(): Promise<void>;
}

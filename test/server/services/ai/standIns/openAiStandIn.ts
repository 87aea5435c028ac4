// A loopback stand-in for OpenAI's chat completions API (`POST /v1/chat/completions`, streamed or not), checking
// the key as OpenAI does. Point AI_BASE_URL at its `baseUrl`.
import type { OpenAiSettings } from '../../../../../server/services/ai/openAiCompatibleProvider';
import { STAND_IN_TIMEOUT_MS, type AiStandIn } from './aiStandIn';
import { answerChatCompletion, CHAT_COMPLETIONS_PATH, errorBody } from './chatCompletions';
import { sendJson, startLoopbackServer } from './loopbackServer';
import type { ReceivedPrompt } from './receivedPrompt';
import { reply, type ReplyScript } from './scriptedReply';

export const OPENAI_STAND_IN_KEY = 'sk-stand-in';

export interface OpenAiStandInOptions {
  /** The key requests must carry (`Authorization: Bearer`); null accepts any key or none. `sk-stand-in` by default. */
  readonly apiKey?: string | null;
  /** What generation requests are answered; `reply.text('A stand-in answer.')` by default. */
  readonly reply?: ReplyScript<ReceivedPrompt>;
}

export interface OpenAiStandIn extends AiStandIn<OpenAiSettings> {
  readonly apiKey: string | null;
}

export async function startOpenAiStandIn(options: OpenAiStandInOptions = {}): Promise<OpenAiStandIn> {
  const apiKey = options.apiKey === undefined ? OPENAI_STAND_IN_KEY : options.apiKey;
  const received: ReceivedPrompt[] = [];
  let script = options.reply ?? reply.text('A stand-in answer.');
  const endpoint = { apiKey, received, script: () => script, holdsModel: () => true, systemFingerprint: 'fp_stand_in' };

  const server = await startLoopbackServer(async (request, response, closing) => {
    if (request.method === 'POST' && request.path === CHAT_COMPLETIONS_PATH) {
      await answerChatCompletion(request, response, closing, endpoint);
      return;
    }
    sendJson(response, 404, errorBody(404, `Invalid URL (${request.method} ${request.path})`));
  });
  const baseUrl = `${server.origin}/v1`;
  return {
    baseUrl,
    apiKey,
    received,
    replyWith(next) {
      script = next;
    },
    settings: (overrides = {}) => ({
      kind: 'openai',
      baseUrl,
      apiKey: apiKey ?? undefined,
      model: overrides.model ?? 'stand-in-model',
      timeoutMs: overrides.timeoutMs ?? STAND_IN_TIMEOUT_MS,
    }),
    close: () => server.close(),
  };
}

// OpenAI's chat completions wire format, `POST /v1/chat/completions`, as OpenAI and the servers that copy it
// (Ollama's /v1 among them) speak it: a `chat.completion` JSON object, or with `stream: true` server-sent
// `chat.completion.chunk` events, a last chunk with the finish_reason, then `data: [DONE]`.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { playSse, sendJson, type LoopbackRequest } from './loopbackServer';
import { isRecord, numberOrUndefined, roughTokenCount, textOfRole, type ReceivedPrompt } from './receivedPrompt';
import { replyFor, type ReplyScript, type TextReply } from './scriptedReply';

export const CHAT_COMPLETIONS_PATH = '/v1/chat/completions';

export interface ChatCompletionsEndpoint {
  /** The key every request must carry as `Authorization: Bearer <key>`; null accepts any, as local servers do. */
  readonly apiKey: string | null;
  readonly received: ReceivedPrompt[];
  readonly script: () => ReplyScript<ReceivedPrompt>;
  /** False for a model the server does not hold: answered 404, as Ollama does for a model not pulled. */
  readonly holdsModel: (model: string) => boolean;
  readonly systemFingerprint: string;
}

export async function answerChatCompletion(
  request: LoopbackRequest,
  response: ServerResponse,
  closing: AbortSignal,
  endpoint: ChatCompletionsEndpoint,
): Promise<void> {
  const body = isRecord(request.body) ? request.body : {};
  const prompt: ReceivedPrompt = {
    model: typeof body.model === 'string' ? body.model : '',
    system: textOfRole(body.messages, 'system').join('\n\n'),
    user: textOfRole(body.messages, 'user').join('\n\n'),
    stream: body.stream === true,
    maxTokens: numberOrUndefined(body.max_tokens) ?? numberOrUndefined(body.max_completion_tokens),
    headers: request.headers,
    body,
  };
  const index = endpoint.received.length;
  endpoint.received.push(prompt);

  if (endpoint.apiKey !== null && request.headers.authorization !== `Bearer ${endpoint.apiKey}`) {
    sendJson(response, 401, errorBody(401, 'Incorrect API key provided.', 'invalid_api_key'));
    return;
  }
  if (prompt.model === '' || !Array.isArray(body.messages)) {
    sendJson(response, 400, errorBody(400, "'model' and 'messages' are required properties."));
    return;
  }
  if (!endpoint.holdsModel(prompt.model)) {
    sendJson(response, 404, errorBody(404, `model "${prompt.model}" not found, try pulling it first`, 'model_not_found'));
    return;
  }

  const reply = replyFor(endpoint.script(), prompt, index);
  if (reply.kind === 'hang') return;
  if (reply.kind === 'failure') {
    sendJson(response, reply.status, errorBody(reply.status, reply.message));
    return;
  }
  const completion = { id: `chatcmpl-${crypto.randomBytes(12).toString('hex')}`, created: Math.floor(Date.now() / 1000), model: prompt.model };
  if (prompt.stream) {
    await playSse(response, reply, chunkFrames(completion, endpoint.systemFingerprint, reply), closing);
    return;
  }
  if (reply.ending.kind === 'dropped') {
    response.destroy();
    return;
  }
  sendJson(response, 200, {
    ...completion,
    object: 'chat.completion',
    system_fingerprint: endpoint.systemFingerprint,
    choices: [{ index: 0, message: { role: 'assistant', content: reply.text, refusal: null }, logprobs: null, finish_reason: finishReasonOf(reply) }],
    usage: {
      prompt_tokens: roughTokenCount(prompt.system + prompt.user),
      completion_tokens: roughTokenCount(reply.text),
      total_tokens: roughTokenCount(prompt.system + prompt.user) + roughTokenCount(reply.text),
    },
  });
}

interface CompletionIdentity {
  readonly id: string;
  readonly created: number;
  readonly model: string;
}

function chunkFrames(completion: CompletionIdentity, systemFingerprint: string, reply: TextReply) {
  const frame = (delta: Record<string, unknown>, finishReason: string | null) =>
    `data: ${JSON.stringify({
      ...completion,
      object: 'chat.completion.chunk',
      system_fingerprint: systemFingerprint,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    })}\n\n`;
  return {
    opening: [frame({ role: 'assistant', content: '', refusal: null }, null)],
    piece: (text: string) => frame({ content: text }, null),
    closing: [frame({}, finishReasonOf(reply)), 'data: [DONE]\n\n'],
  };
}

function finishReasonOf(reply: TextReply): string {
  return reply.ending.kind === 'declined' ? 'content_filter' : 'stop';
}

/** OpenAI's error body: `{"error":{"message","type","param","code"}}`, typed as OpenAI types each status. */
export function errorBody(status: number, message: string, code: string | null = null) {
  const type = status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';
  return { error: { message, type, param: null, code: code ?? (status === 429 ? 'rate_limit_exceeded' : null) } };
}

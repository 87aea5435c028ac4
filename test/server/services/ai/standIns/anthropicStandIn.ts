// A loopback stand-in for Anthropic's messages API (`POST /v1/messages`), checking the key and the
// `anthropic-version` header as Anthropic does. The key may come as `x-api-key` (curl, older clients) or as
// `Authorization: Bearer` (what @anthropic-ai/sdk 1.x sends for an API key); Anthropic reads both. Streamed, it sends Anthropic's event sequence: message_start,
// content_block_start, ping, content_block_delta (text_delta) per piece, content_block_stop, message_delta (with
// the stop_reason), message_stop. Point ANTHROPIC_BASE_URL at its `baseUrl`.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AnthropicSettings } from '../../../../../server/services/ai/anthropicProvider';
import { STAND_IN_TIMEOUT_MS, type AiStandIn } from './aiStandIn';
import { playSse, sendJson, startLoopbackServer, type LoopbackRequest, type SseFrames } from './loopbackServer';
import { isRecord, numberOrUndefined, roughTokenCount, textOf, textOfRole, type ReceivedPrompt } from './receivedPrompt';
import { replyFor, reply, type ReplyScript, type TextReply } from './scriptedReply';

export const ANTHROPIC_STAND_IN_KEY = 'sk-ant-stand-in';

export interface AnthropicStandInOptions {
  /** The key requests must carry (`x-api-key`, or `Authorization: Bearer`); `sk-ant-stand-in` by default. */
  readonly apiKey?: string;
  /** What generation requests are answered; `reply.text('A stand-in answer.')` by default. */
  readonly reply?: ReplyScript<ReceivedPrompt>;
}

export interface AnthropicStandIn extends AiStandIn<AnthropicSettings> {
  readonly apiKey: string;
}

export async function startAnthropicStandIn(options: AnthropicStandInOptions = {}): Promise<AnthropicStandIn> {
  const apiKey = options.apiKey ?? ANTHROPIC_STAND_IN_KEY;
  const received: ReceivedPrompt[] = [];
  let script = options.reply ?? reply.text('A stand-in answer.');

  const server = await startLoopbackServer(async (request, response, closing) => {
    if (request.method !== 'POST' || request.path !== '/v1/messages') {
      sendError(response, 404, 'Not found');
      return;
    }
    const prompt = promptOf(request);
    const index = received.length;
    received.push(prompt);
    if (apiKeyOf(request) !== apiKey) {
      sendError(response, 401, 'invalid x-api-key');
      return;
    }
    if (request.headers['anthropic-version'] === undefined) {
      sendError(response, 400, 'anthropic-version: header is required');
      return;
    }
    if (prompt.model === '' || prompt.maxTokens === undefined || !Array.isArray(prompt.body.messages)) {
      sendError(response, 400, 'model, max_tokens and messages: fields are required');
      return;
    }
    const scripted = replyFor(script, prompt, index);
    if (scripted.kind === 'hang') return;
    if (scripted.kind === 'failure') {
      sendError(response, scripted.status, scripted.message);
      return;
    }
    const message = { id: `msg_${crypto.randomBytes(12).toString('hex')}`, model: prompt.model, inputTokens: roughTokenCount(prompt.system + prompt.user) };
    if (prompt.stream) {
      await playSse(response, scripted, messageEvents(message, scripted), closing, requestIdHeader());
      return;
    }
    if (scripted.ending.kind === 'dropped') {
      response.destroy();
      return;
    }
    sendJson(
      response,
      200,
      {
        id: message.id,
        type: 'message',
        role: 'assistant',
        model: message.model,
        content: [{ type: 'text', text: scripted.text }],
        stop_reason: stopReasonOf(scripted),
        stop_sequence: null,
        usage: { input_tokens: message.inputTokens, output_tokens: roughTokenCount(scripted.text) },
      },
      requestIdHeader(),
    );
  });
  const baseUrl = server.origin;
  return {
    baseUrl,
    apiKey,
    received,
    replyWith(next) {
      script = next;
    },
    settings: (overrides = {}) => ({
      kind: 'anthropic',
      apiKey,
      baseUrl,
      model: overrides.model ?? 'claude-stand-in',
      timeoutMs: overrides.timeoutMs ?? STAND_IN_TIMEOUT_MS,
    }),
    close: () => server.close(),
  };
}

/** The key a request carries, in either of the headers Anthropic reads. */
export function apiKeyOf(request: Pick<LoopbackRequest, 'headers'>): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header;
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

function promptOf(request: LoopbackRequest): ReceivedPrompt {
  const body = isRecord(request.body) ? request.body : {};
  return {
    model: typeof body.model === 'string' ? body.model : '',
    system: textOf(body.system),
    user: textOfRole(body.messages, 'user').join('\n\n'),
    stream: body.stream === true,
    maxTokens: numberOrUndefined(body.max_tokens),
    headers: request.headers,
    body,
  };
}

interface MessageIdentity {
  readonly id: string;
  readonly model: string;
  readonly inputTokens: number;
}

function messageEvents(message: MessageIdentity, scripted: TextReply): SseFrames {
  const event = (data: { readonly type: string } & Record<string, unknown>) => `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
  return {
    opening: [
      event({
        type: 'message_start',
        message: {
          id: message.id,
          type: 'message',
          role: 'assistant',
          model: message.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: message.inputTokens, output_tokens: 1 },
        },
      }),
      event({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      event({ type: 'ping' }),
    ],
    piece: (text) => event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }),
    closing: [
      event({ type: 'content_block_stop', index: 0 }),
      event({
        type: 'message_delta',
        delta: { stop_reason: stopReasonOf(scripted), stop_sequence: null },
        usage: { output_tokens: roughTokenCount(scripted.text) },
      }),
      event({ type: 'message_stop' }),
    ],
  };
}

function stopReasonOf(scripted: TextReply): string {
  return scripted.ending.kind === 'declined' ? 'refusal' : 'end_turn';
}

const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

/** Anthropic's error body: `{"type":"error","error":{"type","message"}}`. */
function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } }, requestIdHeader());
}

function requestIdHeader() {
  return { 'request-id': `req_${crypto.randomBytes(12).toString('hex')}` };
}

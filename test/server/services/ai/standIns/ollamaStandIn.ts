// A loopback stand-in for a local Ollama: `GET /api/tags` lists its models, `POST /v1/chat/completions` is its
// OpenAI-compatible endpoint (no key needed; a model it does not hold is answered 404), `GET /` says it runs.
// Point OLLAMA_URL at its `baseUrl`.
import type { OllamaSettings } from '../../../../../server/services/ai/ollamaProvider';
import { STAND_IN_TIMEOUT_MS, type AiStandIn } from './aiStandIn';
import { answerChatCompletion, CHAT_COMPLETIONS_PATH } from './chatCompletions';
import { sendJson, startLoopbackServer } from './loopbackServer';
import type { ReceivedPrompt } from './receivedPrompt';
import { reply, type ReplyScript } from './scriptedReply';

export interface OllamaStandInOptions {
  /** The models it holds, as `/api/tags` names them; `['llama3.2:latest']` by default. */
  readonly models?: readonly string[];
  /** What generation requests are answered; `reply.text('A stand-in answer.')` by default. */
  readonly reply?: ReplyScript<ReceivedPrompt>;
}

export interface OllamaStandIn extends AiStandIn<OllamaSettings> {
  /** How many times `/api/tags` was asked. */
  readonly tagsRequests: number;
  /** Changes the models held (as after `ollama pull` or `ollama rm`). */
  setModels(models: readonly string[]): void;
  /** Makes `/api/tags` fail with this status, or never answer (`hang`); undefined answers again. */
  failTags(failure: number | 'hang' | undefined): void;
}

export async function startOllamaStandIn(options: OllamaStandInOptions = {}): Promise<OllamaStandIn> {
  const received: ReceivedPrompt[] = [];
  let script = options.reply ?? reply.text('A stand-in answer.');
  let models = options.models ?? ['llama3.2:latest'];
  let tagsFailure: number | 'hang' | undefined;
  let tagsRequests = 0;
  // Ollama reads a name without a tag as its `latest`.
  const holdsModel = (model: string) => models.some((name) => name === model || name === `${model}:latest`);
  const endpoint = { apiKey: null, received, script: () => script, holdsModel, systemFingerprint: 'fp_ollama' };

  const server = await startLoopbackServer(async (request, response, closing) => {
    if (request.method === 'GET' && request.path === '/api/tags') {
      tagsRequests += 1;
      if (tagsFailure === 'hang') return;
      if (tagsFailure !== undefined) sendJson(response, tagsFailure, { error: `stand-in failure ${String(tagsFailure)}` });
      else sendJson(response, 200, { models: models.map(tagOf) });
      return;
    }
    if (request.method === 'POST' && request.path === CHAT_COMPLETIONS_PATH) {
      await answerChatCompletion(request, response, closing, endpoint);
      return;
    }
    if (request.method === 'GET' && request.path === '/') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Ollama is running');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 page not found');
  });
  const baseUrl = server.origin;
  return {
    baseUrl,
    received,
    get tagsRequests() {
      return tagsRequests;
    },
    replyWith(next) {
      script = next;
    },
    setModels(next) {
      models = next;
    },
    failTags(failure) {
      tagsFailure = failure;
    },
    settings: (overrides = {}) => ({ kind: 'ollama', baseUrl, model: overrides.model, timeoutMs: overrides.timeoutMs ?? STAND_IN_TIMEOUT_MS }),
    close: () => server.close(),
  };
}

// One model as `/api/tags` describes it; only `name` is read by us, the rest is there to look like the real one.
function tagOf(name: string) {
  return {
    name,
    model: name,
    modified_at: '2026-11-01T10:00:00.000000000Z',
    size: 2_019_393_189,
    digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
    details: { parent_model: '', format: 'gguf', family: 'llama', families: ['llama'], parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
  };
}

// The stand-ins speak the providers' real wire formats: checked on the raw bytes, and through the official
// clients' other ways of calling (non-streaming, Anthropic's stream accumulator), which the providers do not use.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { piecesOf } from './standIns/scriptedReply';
import { reply, startAnthropicStandIn, startOllamaStandIn, startOpenAiStandIn, type AnthropicStandIn, type OpenAiStandIn } from './standIns';

interface CompletionChunk {
  readonly id: string;
  readonly object: string;
  readonly model: string;
  readonly choices: readonly { readonly delta: { readonly role?: string; readonly content?: string | null }; readonly finish_reason: string | null }[];
}

interface AnthropicEvent {
  readonly type: string;
  readonly delta?: { readonly type?: string; readonly text?: string; readonly stop_reason?: string };
}

interface SseEvent {
  readonly event: string | undefined;
  readonly data: string;
}

async function sseEventsOf(response: Response): Promise<SseEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      return {
        event: lines.find((line) => line.startsWith('event: '))?.slice('event: '.length),
        data: lines.find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '',
      };
    });
}

function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('OpenAI stand-in', () => {
  let openAi: OpenAiStandIn;

  beforeAll(async () => {
    openAi = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await openAi.close();
  });

  it('streams chat.completion.chunk events, a last chunk with finish_reason "stop", then [DONE]', async () => {
    openAi.replyWith(reply.text('Hello there, baker.', { chunks: 3 }));
    const response = await postJson(
      `${openAi.baseUrl}/chat/completions`,
      { authorization: `Bearer ${openAi.apiKey!}` },
      { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'Hi' }] },
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await sseEventsOf(response);
    expect(events.at(-1)).toEqual({ event: undefined, data: '[DONE]' });
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.data) as CompletionChunk);
    for (const chunk of chunks) expect(chunk).toMatchObject({ object: 'chat.completion.chunk', model: 'gpt-4o', id: chunks[0]!.id });
    expect(chunks[0]!.choices[0]!.delta).toMatchObject({ role: 'assistant', content: '' });
    expect(chunks.map((chunk) => chunk.choices[0]!.finish_reason)).toEqual([null, null, null, null, 'stop']);
    expect(chunks.map((chunk) => chunk.choices[0]!.delta.content ?? '').join('')).toBe('Hello there, baker.');
  });

  it('answers a chat.completion object when not streaming, as the official client reads it', async () => {
    openAi.replyWith(reply.text('Whole answer.'));
    const client = new OpenAI({ baseURL: openAi.baseUrl, apiKey: openAi.apiKey!, maxRetries: 0 });
    const completion = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'system', content: 'Be kind.' }, { role: 'user', content: 'Hi' }] });
    expect(completion.choices[0]).toMatchObject({ message: { role: 'assistant', content: 'Whole answer.' }, finish_reason: 'stop' });
    expect(openAi.received.at(-1)).toMatchObject({ system: 'Be kind.', user: 'Hi', stream: false, maxTokens: undefined });
  });

  it('refuses a wrong key with OpenAI’s error body, recording the request all the same', async () => {
    const before = openAi.received.length;
    const response = await postJson(`${openAi.baseUrl}/chat/completions`, { authorization: 'Bearer sk-wrong' }, { model: 'gpt-4o', messages: [] });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { message: expect.any(String), type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
    expect(openAi.received).toHaveLength(before + 1);
  });

  it('chooses the reply with a function of the request and its index', async () => {
    openAi.replyWith((request, index) => reply.text(`${String(index)}: ${request.user}`));
    const client = new OpenAI({ baseURL: openAi.baseUrl, apiKey: openAi.apiKey!, maxRetries: 0 });
    const completion = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'echo' }] });
    expect(completion.choices[0]!.message.content).toBe(`${String(openAi.received.length - 1)}: echo`);
  });
});

describe('Anthropic stand-in', () => {
  let anthropic: AnthropicStandIn;

  beforeAll(async () => {
    anthropic = await startAnthropicStandIn();
  });
  afterAll(async () => {
    await anthropic.close();
  });

  const messageRequest: Anthropic.MessageCreateParamsNonStreaming = {
    model: 'claude-stand-in',
    max_tokens: 100,
    system: 'Be brief.',
    messages: [{ role: 'user', content: 'Hi' }],
  };

  it('streams Anthropic’s event sequence, each event named as its data’s type', async () => {
    anthropic.replyWith(reply.text('Hello there.', { chunks: 2 }));
    const response = await postJson(`${anthropic.baseUrl}/v1/messages`, { 'x-api-key': anthropic.apiKey, 'anthropic-version': '2023-06-01' }, { ...messageRequest, stream: true });
    const events = await sseEventsOf(response);
    expect(events.map((event) => event.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const data = events.map((event) => JSON.parse(event.data) as AnthropicEvent);
    data.forEach((item, index) => {
      expect(item.type).toBe(events[index]!.event);
    });
    expect(data.filter((item) => item.type === 'content_block_delta').map((item) => item.delta)).toEqual([
      { type: 'text_delta', text: 'Hello ' },
      { type: 'text_delta', text: 'there.' },
    ]);
    expect(data[6]!.delta?.stop_reason).toBe('end_turn');
  });

  it('is read by the official client’s stream accumulator and its non-streaming call', async () => {
    anthropic.replyWith(reply.text('Accumulated text.', { chunks: 3 }));
    const client = new Anthropic({ apiKey: anthropic.apiKey, baseURL: anthropic.baseUrl, maxRetries: 0 });
    await expect(client.messages.stream(messageRequest).finalText()).resolves.toBe('Accumulated text.');
    const message = await client.messages.create(messageRequest);
    expect(message).toMatchObject({ type: 'message', content: [{ type: 'text', text: 'Accumulated text.' }], stop_reason: 'end_turn' });
  });

  it('requires the anthropic-version header and the key, answering with Anthropic’s error body', async () => {
    const withoutVersion = await postJson(`${anthropic.baseUrl}/v1/messages`, { 'x-api-key': anthropic.apiKey }, messageRequest);
    expect(withoutVersion.status).toBe(400);
    expect(await withoutVersion.json()).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringContaining('anthropic-version') } });
    const withoutKey = await postJson(`${anthropic.baseUrl}/v1/messages`, { 'anthropic-version': '2023-06-01' }, messageRequest);
    expect(withoutKey.status).toBe(401);
    expect(await withoutKey.json()).toMatchObject({ error: { type: 'authentication_error' } });
  });

  it('sends the refusal stop reason when the model declines', async () => {
    anthropic.replyWith(reply.refusal());
    const client = new Anthropic({ apiKey: anthropic.apiKey, baseURL: anthropic.baseUrl, maxRetries: 0 });
    await expect(client.messages.stream(messageRequest).finalMessage()).resolves.toMatchObject({ stop_reason: 'refusal' });
  });
});

describe('Ollama stand-in', () => {
  it('lists its models, says it runs, and answers 404 for a model it does not hold', async () => {
    const ollama = await startOllamaStandIn({ models: ['llama3.2:latest'] });
    try {
      const tags = await (await fetch(`${ollama.baseUrl}/api/tags`)).json();
      expect(tags.models).toEqual([expect.objectContaining({ name: 'llama3.2:latest', model: 'llama3.2:latest', details: expect.any(Object) })]);
      await expect((await fetch(ollama.baseUrl)).text()).resolves.toBe('Ollama is running');
      const unknown = await postJson(`${ollama.baseUrl}/v1/chat/completions`, {}, { model: 'mistral', messages: [{ role: 'user', content: 'Hi' }] });
      expect(unknown.status).toBe(404);
      expect(ollama.tagsRequests).toBe(1);
    } finally {
      await ollama.close();
    }
  });
});

describe('piecesOf', () => {
  it('cuts text into nearly equal pieces that join back into it', () => {
    expect(piecesOf('abcdefgh', 3)).toEqual(['ab', 'cde', 'fgh']);
    expect(piecesOf('abc', 1)).toEqual(['abc']);
  });

  it('never cuts inside a character, and makes fewer pieces of a short text, none of an empty one', () => {
    expect(piecesOf('😀é', 5)).toEqual(['😀', 'é']);
    expect(piecesOf('', 4)).toEqual([]);
  });
});

import { createOpenAiCompatibleProvider, createOpenAiProvider } from '../../../../server/services/ai/openAiCompatibleProvider';
import { describeAiProvider, expectFailure, generationRequest } from './providerBehaviour';
import { reply, startOpenAiStandIn, unusedLoopbackPort, type OpenAiStandIn } from './standIns';

describeAiProvider('OpenAI-compatible', async () => {
  const standIn = await startOpenAiStandIn();
  return {
    standIn,
    provider: (timeoutMs) => createOpenAiProvider(standIn.settings({ timeoutMs })),
    unreachableProvider: async () =>
      createOpenAiProvider({ ...standIn.settings(), baseUrl: `http://127.0.0.1:${String(await unusedLoopbackPort())}/v1` }),
  };
});

describe('OpenAI-compatible provider, its own ways', () => {
  let standIn: OpenAiStandIn;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({ reply: reply.text('Hello.') });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('sends the key as a bearer token, and max_tokens to a server that is not OpenAI', async () => {
    await createOpenAiProvider(standIn.settings()).generate(generationRequest({ maxOutputTokens: 55 }).request);
    const received = standIn.received.at(-1)!;
    expect(received.headers.authorization).toBe(`Bearer ${standIn.apiKey!}`);
    expect(received.body).toMatchObject({ max_tokens: 55, messages: [{ role: 'system' }, { role: 'user' }] });
    expect(received.body).not.toHaveProperty('max_completion_tokens');
  });

  it('fails as refused when the key is wrong', async () => {
    const provider = createOpenAiProvider({ ...standIn.settings(), apiKey: 'sk-wrong' });
    const error = await expectFailure(provider.generate(generationRequest().request), 'refused');
    expect(error.message).toContain('401');
  });

  it('sends a placeholder key when none is set, which a local server ignores', async () => {
    const keyless = await startOpenAiStandIn({ apiKey: null, reply: reply.text('Local answer.') });
    try {
      const provider = createOpenAiProvider({ ...keyless.settings(), apiKey: undefined });
      await expect(provider.generate(generationRequest().request)).resolves.toBe('Local answer.');
      expect(keyless.received[0]!.headers.authorization).toBe('Bearer not-needed');
    } finally {
      await keyless.close();
    }
  });

  it('names its kind and model, and the context of the models it knows', () => {
    const settings = standIn.settings();
    expect(createOpenAiProvider({ ...settings, model: 'gpt-4o-mini' })).toMatchObject({ kind: 'openai', model: 'gpt-4o-mini', contextTokens: 128_000 });
    expect(createOpenAiProvider({ ...settings, model: 'gpt-4.1' }).contextTokens).toBe(1_000_000);
    // An unknown model on a local server gets a cautious window.
    expect(createOpenAiProvider({ ...settings, model: 'qwen2.5-7b-instruct' }).contextTokens).toBe(8_192);
    expect(createOpenAiCompatibleProvider({ ...settings, kind: 'ollama', contextTokens: 4_096 })).toMatchObject({ kind: 'ollama', contextTokens: 4_096 });
  });

  it('keeps the text of an answer cut by the token limit', async () => {
    // The stand-in always finishes with "stop"; a "length" ending is read the same way (see endingOf).
    standIn.replyWith(reply.text('Cut here', { chunks: 2 }));
    await expect(createOpenAiProvider(standIn.settings()).generate(generationRequest({ maxOutputTokens: 2 }).request)).resolves.toBe('Cut here');
  });
});

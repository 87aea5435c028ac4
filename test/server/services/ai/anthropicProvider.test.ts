import { createAnthropicProvider } from '../../../../server/services/ai/anthropicProvider';
import { describeAiProvider, expectFailure, generationRequest } from './providerBehaviour';
import { apiKeyOf, reply, startAnthropicStandIn, unusedLoopbackPort, type AnthropicStandIn } from './standIns';

describeAiProvider('Anthropic', async () => {
  const standIn = await startAnthropicStandIn();
  return {
    standIn,
    provider: (timeoutMs) => createAnthropicProvider(standIn.settings({ timeoutMs })),
    unreachableProvider: async () =>
      createAnthropicProvider({ ...standIn.settings(), baseUrl: `http://127.0.0.1:${String(await unusedLoopbackPort())}` }),
  };
});

describe('Anthropic provider, its own ways', () => {
  let standIn: AnthropicStandIn;

  beforeAll(async () => {
    standIn = await startAnthropicStandIn({ reply: reply.text('Hello.') });
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('sends the key and the API version in their headers, and the instructions as `system`', async () => {
    await createAnthropicProvider(standIn.settings()).generate(generationRequest({ system: 'Be brief.' }).request);
    const received = standIn.received.at(-1)!;
    expect(apiKeyOf(received)).toBe(standIn.apiKey);
    expect(received.headers['anthropic-version']).toEqual(expect.any(String));
    expect(received.body).toMatchObject({ system: 'Be brief.', messages: [{ role: 'user' }] });
  });

  it('fails as refused when the key is wrong', async () => {
    const provider = createAnthropicProvider({ ...standIn.settings(), apiKey: 'sk-ant-wrong' });
    const error = await expectFailure(provider.generate(generationRequest().request), 'refused');
    expect(error.message).toContain('401');
  });

  it('names its kind and model, and the context of Claude models', () => {
    expect(createAnthropicProvider(standIn.settings({ model: 'claude-sonnet-4-6' }))).toMatchObject({
      kind: 'anthropic',
      model: 'claude-sonnet-4-6',
      contextTokens: 200_000,
    });
  });
});

import { createOllamaProvider, detectOllama, listOllamaModels, OLLAMA_CONTEXT_TOKENS } from '../../../../server/services/ai/ollamaProvider';
import { describeAiProvider, expectFailure, generationRequest } from './providerBehaviour';
import { reply, startOllamaStandIn, unusedLoopbackPort, type OllamaStandIn } from './standIns';

const DETECTION_TIMEOUT_MS = 300;

describeAiProvider('Ollama', async () => {
  const standIn = await startOllamaStandIn();
  return {
    standIn,
    provider: (timeoutMs) => createOllamaProvider(standIn.settings({ timeoutMs }), 'llama3.2:latest'),
    unreachableProvider: async () =>
      createOllamaProvider({ ...standIn.settings(), baseUrl: `http://127.0.0.1:${String(await unusedLoopbackPort())}` }, 'llama3.2:latest'),
  };
});

describe('Ollama, its own ways', () => {
  let standIn: OllamaStandIn;

  beforeEach(async () => {
    standIn = await startOllamaStandIn({ models: ['llama3.2:latest', 'qwen2.5:7b'], reply: reply.text('Bonjour.') });
  });
  afterEach(async () => {
    await standIn.close();
  });

  it('lists the models Ollama holds', async () => {
    await expect(listOllamaModels(standIn.baseUrl, AbortSignal.timeout(5_000))).resolves.toEqual(['llama3.2:latest', 'qwen2.5:7b']);
  });

  it('finds Ollama and takes its first model when none is configured', async () => {
    const detection = await detectOllama(standIn.settings(), DETECTION_TIMEOUT_MS);
    expect(detection).toMatchObject({ found: true, modelListed: true, provider: { kind: 'ollama', model: 'llama3.2:latest', contextTokens: OLLAMA_CONTEXT_TOKENS } });
  });

  it('takes the configured model, a name without a tag meaning its latest', async () => {
    standIn.setModels(['qwen2.5:7b', 'llama3.2:latest']);
    const detection = await detectOllama(standIn.settings({ model: 'llama3.2' }), DETECTION_TIMEOUT_MS);
    expect(detection).toMatchObject({ found: true, modelListed: true, provider: { model: 'llama3.2' } });
  });

  it('generates through the OpenAI-compatible endpoint, without a key, with a trailing slash in its address', async () => {
    const provider = createOllamaProvider({ ...standIn.settings(), baseUrl: `${standIn.baseUrl}/` }, 'qwen2.5:7b');
    await expect(provider.generate(generationRequest().request)).resolves.toBe('Bonjour.');
    expect(standIn.received.at(-1)).toMatchObject({ model: 'qwen2.5:7b', stream: true });
  });

  it('says when the configured model is not pulled, and generating with it is refused', async () => {
    const detection = await detectOllama(standIn.settings({ model: 'mistral' }), DETECTION_TIMEOUT_MS);
    expect(detection).toMatchObject({ found: true, modelListed: false });
    if (!detection.found) throw new Error('Ollama not found');
    const error = await expectFailure(detection.provider.generate(generationRequest().request), 'refused');
    expect(error.message).toContain('404');
  });

  it.each([
    ['holds no model', (ollama: OllamaStandIn) => {
      ollama.setModels([]);
    }, 'holds no model'],
    ['answers /api/tags with an error', (ollama: OllamaStandIn) => {
      ollama.failTags(500);
    }, '500'],
    ['does not answer in time', (ollama: OllamaStandIn) => {
      ollama.failTags('hang');
    }, 'timeout'],
  ])('is not found when Ollama %s', async (_what, arrange, why) => {
    arrange(standIn);
    const detection = await detectOllama(standIn.settings(), DETECTION_TIMEOUT_MS);
    expect(detection).toEqual({ found: false, why: expect.stringContaining(why) });
  });

  it('is not found when nothing listens, saying why', async () => {
    const baseUrl = `http://127.0.0.1:${String(await unusedLoopbackPort())}`;
    const detection = await detectOllama({ ...standIn.settings(), baseUrl }, DETECTION_TIMEOUT_MS);
    expect(detection).toEqual({ found: false, why: expect.stringContaining('ECONNREFUSED') });
  });
});

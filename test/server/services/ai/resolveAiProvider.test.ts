import { resolveAiProvider } from '../../../../server/services/ai/resolveAiProvider';
import { generationRequest } from './providerBehaviour';
import { INFO, recordingLogger, WARN } from './recordingLogger';
import { reply, startAnthropicStandIn, startOllamaStandIn, startOpenAiStandIn, unusedLoopbackPort } from './standIns';

const DETECTION_TIMEOUT_MS = 300;

describe('resolveAiProvider', () => {
  it('uses a configured OpenAI-compatible endpoint as configured, without asking it anything', async () => {
    const openAi = await startOpenAiStandIn();
    try {
      const { logger, lines } = recordingLogger();
      const provider = await resolveAiProvider(openAi.settings({ model: 'gpt-4o' }), logger);
      expect(provider).toMatchObject({ kind: 'openai', model: 'gpt-4o' });
      expect(openAi.received).toHaveLength(0);
      expect(lines).toEqual([expect.objectContaining({ level: INFO, provider: 'openai', model: 'gpt-4o', origin: new URL(openAi.baseUrl).origin })]);
    } finally {
      await openAi.close();
    }
  });

  it('uses Anthropic when its key is configured', async () => {
    const anthropic = await startAnthropicStandIn({ reply: reply.text('From Claude.') });
    try {
      const provider = await resolveAiProvider(anthropic.settings(), recordingLogger().logger);
      expect(provider).toMatchObject({ kind: 'anthropic', model: 'claude-stand-in' });
      await expect(provider!.generate(generationRequest().request)).resolves.toBe('From Claude.');
    } finally {
      await anthropic.close();
    }
  });

  it('picks an Ollama that answers /api/tags, with its first model', async () => {
    const ollama = await startOllamaStandIn({ models: ['mistral:7b', 'llama3.2:latest'], reply: reply.text('From Ollama.') });
    try {
      const { logger, lines } = recordingLogger();
      const provider = await resolveAiProvider(ollama.settings(), logger, { detectionTimeoutMs: DETECTION_TIMEOUT_MS });
      expect(provider).toMatchObject({ kind: 'ollama', model: 'mistral:7b' });
      await expect(provider!.generate(generationRequest().request)).resolves.toBe('From Ollama.');
      expect(lines).toEqual([expect.objectContaining({ level: INFO, provider: 'ollama', model: 'mistral:7b' })]);
    } finally {
      await ollama.close();
    }
  });

  it('warns when the configured Ollama model is not pulled', async () => {
    const ollama = await startOllamaStandIn({ models: ['llama3.2:latest'] });
    try {
      const { logger, lines } = recordingLogger();
      await resolveAiProvider(ollama.settings({ model: 'mistral' }), logger, { detectionTimeoutMs: DETECTION_TIMEOUT_MS });
      expect(lines.filter((line) => line.level === WARN)).toEqual([expect.objectContaining({ model: 'mistral' })]);
    } finally {
      await ollama.close();
    }
  });

  it('is undefined when no Ollama listens, and says so once at info', async () => {
    const { logger, lines } = recordingLogger();
    const baseUrl = `http://127.0.0.1:${String(await unusedLoopbackPort())}`;
    const provider = await resolveAiProvider({ kind: 'ollama', baseUrl, model: undefined, timeoutMs: 5_000 }, logger, {
      detectionTimeoutMs: DETECTION_TIMEOUT_MS,
    });
    expect(provider).toBeUndefined();
    expect(lines).toEqual([expect.objectContaining({ level: INFO, msg: expect.stringContaining('AI unavailable') })]);
  });

  it('is undefined, saying nothing, when asked to keep quiet about an absent Ollama', async () => {
    const { logger, lines } = recordingLogger();
    const baseUrl = `http://127.0.0.1:${String(await unusedLoopbackPort())}`;
    const settings = { kind: 'ollama', baseUrl, model: undefined, timeoutMs: 5_000 } as const;
    await expect(resolveAiProvider(settings, logger, { detectionTimeoutMs: DETECTION_TIMEOUT_MS, logAbsence: false })).resolves.toBeUndefined();
    expect(lines).toEqual([]);
  });
});

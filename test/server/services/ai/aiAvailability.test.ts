import { createAiAvailability, OLLAMA_REDETECTION_INTERVAL_MS } from '../../../../server/services/ai/aiAvailability';
import { recordingLogger } from './recordingLogger';
import { startOllamaStandIn, startOpenAiStandIn, type OllamaStandIn } from './standIns';

const DETECTION_TIMEOUT_MS = 300;

describe('createAiAvailability', () => {
  it('resolves a configured endpoint once and keeps it', async () => {
    const openAi = await startOpenAiStandIn();
    try {
      const { logger, lines } = recordingLogger();
      const availability = createAiAvailability(openAi.settings(), logger);
      const first = await availability.current();
      expect(first).toMatchObject({ kind: 'openai' });
      await expect(availability.current()).resolves.toBe(first);
      expect(lines).toHaveLength(1);
    } finally {
      await openAi.close();
    }
  });

  describe('with an Ollama that is not ready at first', () => {
    let ollama: OllamaStandIn;
    let clock: number;

    beforeEach(async () => {
      ollama = await startOllamaStandIn({ models: [] });
      clock = 1_000_000;
    });
    afterEach(async () => {
      await ollama.close();
    });

    function availabilityWithClock(logger = recordingLogger().logger) {
      return createAiAvailability(ollama.settings(), logger, { detectionTimeoutMs: DETECTION_TIMEOUT_MS, now: () => clock });
    }

    it('looks again at most once a minute, and finds Ollama once it is ready', async () => {
      const { logger, lines } = recordingLogger();
      const availability = availabilityWithClock(logger);
      await expect(availability.current()).resolves.toBeUndefined();
      expect(ollama.tagsRequests).toBe(1);

      ollama.setModels(['llama3.2:latest']);
      clock += OLLAMA_REDETECTION_INTERVAL_MS - 1;
      await expect(availability.current()).resolves.toBeUndefined();
      expect(ollama.tagsRequests).toBe(1);

      clock += 1;
      await expect(availability.current()).resolves.toMatchObject({ kind: 'ollama', model: 'llama3.2:latest' });
      expect(ollama.tagsRequests).toBe(2);

      // Found, it is kept without asking again.
      clock += 10 * OLLAMA_REDETECTION_INTERVAL_MS;
      await availability.current();
      expect(ollama.tagsRequests).toBe(2);
      expect(lines.map((line) => line.msg)).toEqual([expect.stringContaining('AI unavailable'), 'AI provider ready']);
    });

    it('says that AI is unavailable only the first time', async () => {
      const { logger, lines } = recordingLogger();
      const availability = availabilityWithClock(logger);
      for (let look = 0; look < 3; look += 1) {
        await expect(availability.current()).resolves.toBeUndefined();
        clock += OLLAMA_REDETECTION_INTERVAL_MS;
      }
      expect(ollama.tagsRequests).toBe(3);
      expect(lines).toHaveLength(1);
    });

    it('shares one look between concurrent callers', async () => {
      ollama.setModels(['llama3.2:latest']);
      const availability = availabilityWithClock();
      const providers = await Promise.all([availability.current(), availability.current(), availability.current()]);
      expect(new Set(providers).size).toBe(1);
      expect(providers[0]).toMatchObject({ kind: 'ollama' });
      expect(ollama.tagsRequests).toBe(1);
    });
  });
});

// What every AiProvider does, run against each provider and its stand-in by that provider's own test.
import { AiProviderError, type AiFailureReason, type AiProvider, type GenerationRequest } from '../../../../server/services/ai/aiProvider';
import { reply, type AiStandIn, type ReceivedPrompt } from './standIns';

export interface ProviderHarness {
  readonly standIn: AiStandIn<unknown>;
  /** A provider pointed at the stand-in, with its own time limit. */
  provider(timeoutMs: number): AiProvider;
  /** A provider pointed at a port where nothing listens. */
  unreachableProvider(): Promise<AiProvider>;
}

/** Longer than Jest's 5 s test timeout: a test that needs the caller's signal fails if the signal is ignored. */
const LONGER_THAN_THE_TEST = 60_000;
/** Short, so that time-limit tests stay fast; nothing asserts how fast. */
const SHORT_LIMIT_MS = 300;

export interface Generation {
  readonly request: GenerationRequest;
  /** Every text onText was given, in order. */
  readonly texts: string[];
}

export function generationRequest(overrides: Partial<GenerationRequest> = {}): Generation {
  const texts: string[] = [];
  return {
    texts,
    request: {
      system: 'You write cover letters. Invent nothing the documents do not hold.',
      user: 'Job ad: Baker at Dupain. Resume: ten years of croissants.',
      maxOutputTokens: 800,
      signal: new AbortController().signal,
      onText: (text) => texts.push(text),
      ...overrides,
    },
  };
}

/** The AiProviderError `promise` rejects with; fails the test when it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<AiProviderError> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`Expected a failure, got ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof AiProviderError)) throw outcome.error;
  return outcome.error;
}

export async function expectFailure(promise: Promise<unknown>, reason: AiFailureReason): Promise<AiProviderError> {
  const error = await failureOf(promise);
  expect(error.reason).toBe(reason);
  return error;
}

export function describeAiProvider(name: string, startHarness: () => Promise<ProviderHarness>): void {
  describe(`${name} provider`, () => {
    let harness: ProviderHarness;
    let provider: AiProvider;

    beforeAll(async () => {
      harness = await startHarness();
    });
    afterAll(async () => {
      await harness.standIn.close();
    });
    beforeEach(() => {
      provider = harness.provider(LONGER_THAN_THE_TEST);
    });

    function lastReceived(): ReceivedPrompt {
      const received = harness.standIn.received.at(-1);
      if (received === undefined) throw new Error('The stand-in received nothing');
      return received;
    }

    it('streams the text in chunks, onText seeing it grow, and resolves with the whole text', async () => {
      const letter = 'Dear Ms Dupain, ten years of croissants have taught me patience and butter.';
      harness.standIn.replyWith(reply.text(letter, { chunks: 4, delayMs: 5 }));
      const { request, texts } = generationRequest();
      await expect(provider.generate(request)).resolves.toBe(letter);
      expect(texts).toHaveLength(4);
      texts.forEach((text, index) => {
        expect(letter.startsWith(text)).toBe(true);
        if (index > 0) expect(text.length).toBeGreaterThan(texts[index - 1]!.length);
      });
      expect(texts.at(-1)).toBe(letter);
    });

    it('sends the system prompt, the user prompt, the model, the token limit, and asks for a stream', async () => {
      harness.standIn.replyWith(reply.text('Noted.'));
      const { request } = generationRequest({ system: 'Write in French.', user: 'Resume: baker.', maxOutputTokens: 321 });
      await provider.generate(request);
      expect(lastReceived()).toMatchObject({ system: 'Write in French.', user: 'Resume: baker.', model: provider.model, stream: true, maxTokens: 321 });
    });

    it.each([401, 429, 500])('fails as refused when the provider answers %i', async (status) => {
      harness.standIn.replyWith(reply.failure(status));
      await expectFailure(provider.generate(generationRequest().request), 'refused');
    });

    it('fails as refused when the model declines', async () => {
      harness.standIn.replyWith(reply.refusal("I can't help with that."));
      await expectFailure(provider.generate(generationRequest().request), 'refused');
    });

    it('fails as unreachable when nothing listens', async () => {
      const unreachable = await harness.unreachableProvider();
      await expectFailure(unreachable.generate(generationRequest().request), 'unreachable');
    });

    it('fails as timed out when the caller aborts a call that hangs', async () => {
      harness.standIn.replyWith(reply.hang());
      const controller = new AbortController();
      setTimeout(() => {
        controller.abort();
      }, SHORT_LIMIT_MS);
      const error = await expectFailure(provider.generate(generationRequest({ signal: controller.signal }).request), 'timed_out');
      expect(error.message).toBe('The call was aborted');
    });

    it('fails as timed out, sending nothing, when the signal is aborted before the call', async () => {
      const sentBefore = harness.standIn.received.length;
      await expectFailure(provider.generate(generationRequest({ signal: AbortSignal.abort() }).request), 'timed_out');
      expect(harness.standIn.received).toHaveLength(sentBefore);
    });

    it('fails as timed out at its own time limit when nothing answers', async () => {
      harness.standIn.replyWith(reply.hang());
      const error = await expectFailure(harness.provider(SHORT_LIMIT_MS).generate(generationRequest().request), 'timed_out');
      expect(error.message).toContain(`${SHORT_LIMIT_MS} ms`);
    });

    it('fails as timed out at its own time limit when the stream stalls, after showing the text so far', async () => {
      harness.standIn.replyWith(reply.text('First half. Second half.', { chunks: 2, delayMs: LONGER_THAN_THE_TEST }));
      const { request, texts } = generationRequest();
      await expectFailure(harness.provider(SHORT_LIMIT_MS).generate(request), 'timed_out');
      expect(texts).toEqual(['First half. ']);
    });

    it('fails as dropped when the connection closes mid-stream', async () => {
      harness.standIn.replyWith(reply.dropped('One. Two. Six. Ten.', { chunks: 4, afterChunks: 2 }));
      const { request, texts } = generationRequest();
      await expectFailure(provider.generate(request), 'dropped');
      expect(texts.at(-1)).toBe('One. Two.');
    });

    it('fails as dropped when the response ends quietly before the stream says it is finished', async () => {
      harness.standIn.replyWith(reply.dropped('One. Two. Three. Four.', { chunks: 4, afterChunks: 2, how: 'quietly' }));
      await expectFailure(provider.generate(generationRequest().request), 'dropped');
    });

    it('fails as dropped when all the text came but not the end of the stream', async () => {
      harness.standIn.replyWith(reply.dropped('All of it.', { chunks: 2 }));
      const { request, texts } = generationRequest();
      await expectFailure(provider.generate(request), 'dropped');
      expect(texts.at(-1)).toBe('All of it.');
    });

    it.each([
      ['no text', reply.empty()],
      ['only white space', reply.text(' \n\t ', { chunks: 2 })],
    ])('fails as empty when the answer holds %s', async (_what, scripted) => {
      harness.standIn.replyWith(scripted);
      await expectFailure(provider.generate(generationRequest().request), 'empty');
    });
  });
}

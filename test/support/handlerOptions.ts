// The settings-dependent part of the request handlers, as a test wants it: the current terms, the default packs
// sold through the sandbox, no AI provider, and a calendar feed seal of a random key, unless the test says
// otherwise.
import { DEFAULT_AI_MAX_PER_HOUR } from '../../server/config';
import type { AiGenerationLimits } from '../../server/domain/ai/generationBounds';
import type { RequestHandlerOptions } from '../../server/requests/handlers';
import { loadPaymentOptions } from '../../server/domain/credits/paymentOptions';
import { createInFlightWork } from '../../server/services/inFlightWork';
import { CURRENT_TEST_TERMS } from './accounts';
import { testFeedSeal } from './calendarFeeds';

/** The bounds of the default settings: 2 generations at once (the product's own bound), AI_MAX_PER_HOUR's default an hour. */
export const TEST_AI_GENERATION_LIMITS: AiGenerationLimits = { atOnce: 2, perHour: DEFAULT_AI_MAX_PER_HOUR };

export function testHandlerOptions(overrides: Partial<RequestHandlerOptions> = {}): RequestHandlerOptions {
  return {
    currentTermsVersion: CURRENT_TEST_TERMS,
    paymentOptions: loadPaymentOptions({ provider: 'sandbox', currency: 'eur', optionsFile: undefined }),
    paymentProvider: 'sandbox',
    publicUrl: 'http://127.0.0.1:4000',
    ai: { providers: { current: () => Promise.resolve(undefined) }, timeoutMs: 5000, inFlight: createInFlightWork(), limits: TEST_AI_GENERATION_LIMITS },
    calendarFeedSeal: testFeedSeal(),
    ...overrides,
  };
}

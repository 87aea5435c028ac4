// The settings-dependent part of the request handlers, as a test wants it: the current terms, the default packs
// sold through the sandbox, no AI provider, and a calendar feed seal of a random key, unless the test says
// otherwise.
import type { RequestHandlerOptions } from '../../server/requests/handlers';
import { loadPaymentOptions } from '../../server/domain/credits/paymentOptions';
import { createInFlightWork } from '../../server/services/inFlightWork';
import { CURRENT_TEST_TERMS } from './accounts';
import { testFeedSeal } from './calendarFeeds';

export function testHandlerOptions(overrides: Partial<RequestHandlerOptions> = {}): RequestHandlerOptions {
  return {
    currentTermsVersion: CURRENT_TEST_TERMS,
    paymentOptions: loadPaymentOptions({ provider: 'sandbox', currency: 'eur', optionsFile: undefined, stripe: undefined }),
    paymentProvider: 'sandbox',
    publicUrl: 'http://127.0.0.1:4000',
    ai: { providers: { current: () => Promise.resolve(undefined) }, timeoutMs: 5000, inFlight: createInFlightWork() },
    calendarFeedSeal: testFeedSeal(),
    ...overrides,
  };
}

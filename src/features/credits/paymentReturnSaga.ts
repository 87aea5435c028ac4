// The wait on the page the payment provider returns to. The provider's return says nothing certain (Stripe
// confirms by a webhook that may come later; the sandbox returns here even for a checkout it could not pay),
// so the page asks the server for the checkout: when it opens, at every `updated_credits` push (the credits of
// a paid checkout arrive with one), at every rejoin (a push may have been missed), and every 3 s while the
// checkout is open, for up to 2 minutes.
import { call, delay, put, race, take, takeLatest, type SagaGenerator } from 'typed-redux-saga';
import { channelRejoined, liveRequest, pushOf, requestErrorOf } from '../connection';
import {
  checkoutAnswered,
  checkoutConfirmationStarted,
  checkoutNotFound,
  checkoutWaitTimedOut,
  paymentReturnClosed,
  paymentReturnOpened,
} from './creditsSlice';

export const CHECKOUT_POLL_INTERVAL_MS = 3_000;
export const CHECKOUT_WAIT_TIMEOUT_MS = 120_000;

/** Codes that mean the id names no checkout of the account: asking again will not change the answer. */
const UNKNOWN_CHECKOUT_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

/** Asks for the checkout once; true when the answer is final (paid, canceled, expired or unknown). */
export function* askForCheckout(checkoutId: string): SagaGenerator<boolean> {
  try {
    const checkout = yield* liveRequest('account.get_checkout', { id: checkoutId });
    yield* put(checkoutAnswered(checkout));
    return checkout.status !== 'open';
  } catch (error) {
    if (UNKNOWN_CHECKOUT_CODES.has(requestErrorOf(error).code)) {
      yield* put(checkoutNotFound({ checkoutId }));
      return true;
    }
    // No answer (the channel down, a timeout): the next occasion asks again, until the deadline.
    return false;
  }
}

/** Asks until the answer is final, each time the checkout may have changed; returns true then. */
export function* askUntilSettled(checkoutId: string): SagaGenerator<true> {
  for (;;) {
    if (yield* call(askForCheckout, checkoutId)) return true;
    yield* race({
      poll: delay(CHECKOUT_POLL_INTERVAL_MS),
      credits: take(pushOf('updated_credits')),
      rejoined: take(channelRejoined.match),
    });
  }
}

export function* awaitCheckoutSaga(action: ReturnType<typeof paymentReturnOpened>) {
  const { checkoutId } = action.payload;
  yield* put(checkoutConfirmationStarted({ checkoutId }));
  const { settled, closed } = yield* race({
    settled: call(askUntilSettled, checkoutId),
    deadline: delay(CHECKOUT_WAIT_TIMEOUT_MS),
    closed: take(paymentReturnClosed.match),
  });
  // The winner alone is defined; a delay settles with no value in tests that provide it.
  if (settled === undefined && closed === undefined) yield* put(checkoutWaitTimedOut({ checkoutId }));
}

export function* watchPaymentReturn() {
  // A page opened again (another checkout, or "check again") replaces the wait under way.
  yield* takeLatest(paymentReturnOpened.match, awaitCheckoutSaga);
}

// The pack of a payment the provider returned from, named on its page. The return's address carries the
// checkout's id alone: the checkout names its pack (`option_id`), and the pack itself is asked for by its id
// (`account.get_payment_option`), since the tab that comes back is a fresh load that never listed the packs.
// The success page learns the checkout from its own wait (paymentReturnSaga); the page of a payment left unpaid
// asks for it once here.
import { select, takeEvery } from 'typed-redux-saga';
import { loadList } from '../../common/listLoadSaga';
import { liveRequest, requestErrorOf } from '../connection';
import {
  canceledCheckoutFailed,
  canceledCheckoutLoaded,
  canceledCheckoutStarted,
  paymentCanceledOpened,
  paymentOptionFailed,
  paymentOptionLoaded,
  paymentOptionNeeded,
  paymentOptionStarted,
  selectCanceledCheckoutState,
  selectPaymentOptionState,
} from './creditsSlice';

/** Loaded once per tab; a failure is asked again when a page asks again (its retry). */
function needsLoading(list: { readonly status: string }): boolean {
  return list.status !== 'loading' && list.status !== 'loaded';
}

export function* fetchPaymentOptionSaga(action: ReturnType<typeof paymentOptionNeeded>) {
  const { optionId } = action.payload;
  if (!needsLoading(yield* select(selectPaymentOptionState, optionId))) return;
  yield* loadList({
    key: { optionId },
    started: paymentOptionStarted,
    loaded: paymentOptionLoaded,
    failed: paymentOptionFailed,
    request: () => liveRequest('account.get_payment_option', { id: optionId }),
    errorOf: requestErrorOf,
  });
}

export function* fetchCanceledCheckoutSaga(action: ReturnType<typeof paymentCanceledOpened>) {
  const { checkoutId } = action.payload;
  if (!needsLoading(yield* select(selectCanceledCheckoutState, checkoutId))) return;
  yield* loadList({
    key: { checkoutId },
    started: canceledCheckoutStarted,
    loaded: canceledCheckoutLoaded,
    failed: canceledCheckoutFailed,
    request: () => liveRequest('account.get_checkout', { id: checkoutId }),
    errorOf: requestErrorOf,
  });
}

export function* watchPaymentPack() {
  yield* takeEvery(paymentOptionNeeded.match, fetchPaymentOptionSaga);
  yield* takeEvery(paymentCanceledOpened.match, fetchCanceledCheckoutSaga);
}

// The packs on sale, and buying one: the server opens a checkout and answers the address of its payment page,
// where the whole window goes.
import { call, put, takeLatest, takeLeading } from 'typed-redux-saga';
import { loadList } from '../../common/listLoadSaga';
import { failureMessageOf, liveRequest, requestErrorOf } from '../connection';
import { isPaymentPageUrl, openPaymentPage } from './checkoutPage';
import {
  paymentOptionChosen,
  paymentOptionsFailed,
  paymentOptionsLoaded,
  paymentOptionsOpened,
  paymentOptionsStarted,
  purchaseFailed,
  purchaseRedirected,
  purchaseStarted,
} from './creditsSlice';

/** Asked each time the page opens: packs and prices are the server's settings, which a restart may change. */
export function* loadPaymentOptions() {
  yield* loadList({
    started: paymentOptionsStarted,
    loaded: paymentOptionsLoaded,
    failed: paymentOptionsFailed,
    request: () => liveRequest('account.list_payment_options', {}),
    errorOf: requestErrorOf,
  });
}

export function* buyPaymentOptionSaga(action: ReturnType<typeof paymentOptionChosen>) {
  const { id } = action.payload;
  yield* put(purchaseStarted({ optionId: id }));
  let url: string;
  try {
    url = yield* liveRequest('account.use_payment_option', { id });
  } catch (error) {
    yield* put(purchaseFailed({ optionId: id, error: requestErrorOf(error) }));
    return;
  }
  if (!isPaymentPageUrl(url)) {
    yield* put(purchaseFailed({ optionId: id, error: { code: 'invalid_reply', ...failureMessageOf('account.use_payment_option', { id }) } }));
    return;
  }
  yield* put(purchaseRedirected({ optionId: id }));
  yield* call(openPaymentPage, url);
}

export function* watchPaymentOptions() {
  yield* takeLatest(paymentOptionsOpened.match, loadPaymentOptions);
  // One checkout at a time: a second press (on this pack or another) while one is opening is ignored.
  yield* takeLeading(paymentOptionChosen.match, buyPaymentOptionSaga);
}

import { all, call } from 'typed-redux-saga';
import { watchPaymentOptions } from './paymentOptionsSaga';
import { watchPaymentPack } from './paymentPackSaga';
import { watchPaymentReturn } from './paymentReturnSaga';
import { watchServerSettings } from './serverSettingsSaga';
import { watchTransactions } from './transactionsSaga';

/**
 * Root saga of the feature: the server's settings, the packs and purchases, the payment's return and the pack it
 * was for, the transactions.
 */
export function* watchCredits() {
  yield* all([call(watchServerSettings), call(watchPaymentOptions), call(watchPaymentReturn), call(watchPaymentPack), call(watchTransactions)]);
}

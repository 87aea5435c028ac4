// The account's transactions: loaded when their page opens, and again whenever the balance may have changed
// meanwhile (an `updated_credits` push, or a rejoin after which missed pushes are unknown).
import { call, select, takeLatest } from 'typed-redux-saga';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import { selectTransactions, transactionsFailed, transactionsLoaded, transactionsOpened, transactionsStarted } from './creditsSlice';

export function* loadTransactions() {
  yield* loadList({
    started: transactionsStarted,
    loaded: transactionsLoaded,
    failed: transactionsFailed,
    request: () => liveRequest('account.list_transactions', {}),
    errorOf: requestErrorOf,
  });
}

/** Only a list a page has loaded is kept current; one never shown waits for its page. */
export function* refreshTransactionsSaga() {
  const transactions = yield* select(selectTransactions);
  if (transactions.lastUpdated !== null) yield* call(loadTransactions);
}

const isCreditsPush = pushOf('updated_credits');

type TransactionsTrigger = ReturnType<typeof transactionsOpened> | ReturnType<typeof channelRejoined> | PushAction<'updated_credits'>;

/** The page opened; or the balance changed (each change is a transaction), or pushes may have been missed. */
function isTransactionsTrigger(action: unknown): action is TransactionsTrigger {
  return transactionsOpened.match(action) || isCreditsPush(action) || channelRejoined.match(action);
}

/** One load at a time, the latest reason winning, so an older answer never replaces a newer one. */
export function* transactionsTriggeredSaga(action: TransactionsTrigger) {
  if (transactionsOpened.match(action)) yield* call(loadTransactions);
  else yield* call(refreshTransactionsSaga);
}

export function* watchTransactions() {
  yield* takeLatest(isTransactionsTrigger, transactionsTriggeredSaga);
}

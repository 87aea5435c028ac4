// Keeps the credit balance in step with the server: asked for on every join of the live channel (a restored
// session keeps none in storage, and the balance may have changed while the channel was down), and taken from
// the `updated_credits` pushes the server sends every tab of the account.
import { all, call, put, takeEvery, takeLatest } from 'typed-redux-saga';
import { isChannelJoined, liveRequest, pushOf, type PushAction } from '../connection';
import { balanceReceived } from './balanceSlice';

export function* refreshCredits() {
  try {
    const credits = yield* liveRequest('account.get_credits', {});
    yield* put(balanceReceived(credits));
  } catch (error) {
    // The balance shown stays as it was; the next join asks again.
    yield* call([console, console.warn], 'The credit balance could not be refreshed', error);
  }
}

/** The server tells every tab the account's balance; a push about its other fields leaves the balance as it is. */
export function* applyCreditsPushSaga(action: PushAction<'updated_credits'>) {
  const { credits, fields } = action.payload.payload;
  if (fields.includes('credits')) yield* put(balanceReceived(credits));
}

export function* watchBalance() {
  yield* all([takeLatest(isChannelJoined, refreshCredits), takeEvery(pushOf('updated_credits'), applyCreditsPushSaga)]);
}

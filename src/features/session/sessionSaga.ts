// Keeps the session in browser storage, restores it at start, and keeps the account in step with the server
// over the live channel: the credit balance on every join, the interface language when the user picks one.
import type { ChannelState } from 'phoenix';
import { all, call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { getBrowserStorage } from '../../common/browserStorage';
import { localeChosen } from '../../i18n/localeSlice';
import { channelStateChanged, joinRefused } from '../connection/connectionSlice';
import { liveRequest } from '../requests/requestsSaga';
import { clearSavedSession, loadSavedSession, saveSession, savedSessionOf } from './savedSession';
import { creditsReceived, selectIsConnected, selectSession, sessionRestored, signedIn, signedOut } from './sessionSlice';

export function* restoreSavedSession() {
  const storage = yield* call(getBrowserStorage);
  if (storage === undefined) return;
  const saved = yield* call(loadSavedSession, storage);
  if (saved !== null) yield* put(sessionRestored(saved));
}

export function* saveSignedInSession() {
  const storage = yield* call(getBrowserStorage);
  const session = savedSessionOf(yield* select(selectSession));
  if (storage !== undefined && session !== null) yield* call(saveSession, storage, session);
}

/** A token the server refused, or a session that ended, must not come back on the next page load. */
export function* forgetSavedSession() {
  const storage = yield* call(getBrowserStorage);
  if (storage !== undefined) yield* call(clearSavedSession, storage);
}

export function* refreshCredits() {
  try {
    const credits = yield* liveRequest('account.get_credits', {});
    yield* put(creditsReceived(credits));
  } catch (error) {
    // The balance shown stays as it was; the next join asks again.
    yield* call([console, console.warn], 'The credit balance could not be refreshed', error);
  }
}

export function* sendChosenLocale(action: ReturnType<typeof localeChosen>) {
  if (!(yield* select(selectIsConnected))) return;
  try {
    yield* liveRequest('account.update_locale', { locale: action.payload });
  } catch (error) {
    yield* call([console, console.warn], 'The language could not be saved to the account', error);
  }
}

function isJoined(action: unknown): boolean {
  return channelStateChanged.match(action) && action.payload === ('joined' satisfies ChannelState);
}

export function* watchSession() {
  yield* call(restoreSavedSession);
  yield* all([
    takeEvery(signedIn.type, saveSignedInSession),
    takeEvery([joinRefused.type, signedOut.type], forgetSavedSession),
    takeLatest(isJoined, refreshCredits),
    takeLatest(localeChosen.type, sendChosenLocale),
  ]);
}

import { all, call } from 'typed-redux-saga';
import { watchConnection } from '../features/connection/connectionSaga';
import { watchPushes } from '../features/notifications/notificationsSaga';
import { watchSession } from '../features/session/sessionSaga';
import { selectLiveCredentials } from '../features/session/sessionSlice';
import { watchLocaleChosen } from '../i18n/localeSaga';

/** Starts every feature's watchers. Later features add theirs here. */
export function* rootSaga() {
  yield* all([call(watchLocaleChosen), call(watchConnection, selectLiveCredentials), call(watchPushes), call(watchSession)]);
}

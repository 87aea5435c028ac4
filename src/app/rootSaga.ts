import { all, call } from 'typed-redux-saga';
import { watchDatedActions } from '../features/datedActions/datedActionsSaga';
import { watchCompanies } from '../features/companies/companiesSaga';
import { watchRejoins } from '../features/connection';
import { watchConnection } from '../features/connection/connectionSaga';
import { watchJobApplications } from '../features/jobApplications/jobApplicationsSaga';
import { watchPushes } from '../features/notifications/notificationsSaga';
import { watchSession } from '../features/session/sessionSaga';
import { selectLiveCredentials } from '../features/session/sessionSlice';
import { watchLocaleChosen } from '../i18n/localeSaga';

/** Starts every feature's watchers. Later features add theirs here. */
export function* rootSaga() {
  yield* all([
    call(watchLocaleChosen),
    call(watchConnection, selectLiveCredentials),
    call(watchRejoins),
    call(watchPushes),
    call(watchSession),
    call(watchJobApplications),
    call(watchCompanies),
    call(watchDatedActions),
  ]);
}

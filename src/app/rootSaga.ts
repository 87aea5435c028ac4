import { all, call } from 'typed-redux-saga';
import { watchAccount } from '../features/account';
import { watchRejoins } from '../features/connection';
// The socket's own saga stays out of the connection feature's index, so that importing the live channel's face
// never loads the code that opens sockets; only this root starts it.
// eslint-disable-next-line no-restricted-imports
import { watchConnection } from '../features/connection/connectionSaga';
import { watchBalance, watchCredits } from '../features/credits';
import { watchPushes } from '../features/notifications';
import { watchOffline } from '../features/offline';
import { watchSession, selectLiveCredentials } from '../features/session';
import { watchSettings } from '../features/settings';
import { watchTerms } from '../features/terms';
import { watchLocaleChosen } from '../i18n/localeSaga';
import { workspaceSaga, type CurrentPath, type WorkspaceHost } from './workspaceSaga';

/**
 * Starts the watchers of the features every page needs, and the workspace's once an account is signed in
 * (`workspace` adds their slices to the store's reducer; `currentPath` tells them the page they start on).
 * Later features add theirs here.
 */
export function* rootSaga(workspace: WorkspaceHost, currentPath?: CurrentPath) {
  yield* all([
    call(watchLocaleChosen),
    call(watchConnection, selectLiveCredentials),
    call(watchRejoins),
    call(watchPushes),
    call(watchOffline),
    call(watchAccount),
    // Before the session's: the terms check hears the session restored when the session's watcher starts.
    call(watchTerms),
    call(watchSession),
    call(watchBalance),
    call(watchCredits),
    call(watchSettings),
    call(workspaceSaga, workspace, currentPath),
  ]);
}

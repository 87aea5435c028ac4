// How a session starts, from either sign-in path (the sign-in form's answer, a /login/{login_info} link), and
// how a token this browser lets go of is revoked.
//
// The sign-in pages stay open to a signed-in user, so a sign-in may replace a session. When it brings another
// account, `accountChanged` comes first, so that the caches of the first account are empty before anything of
// the second one arrives; the live channel then follows the new credentials (the connection saga replaces its
// socket when they change). The replaced token is revoked as a sign-out would: this browser keeps one session,
// and a token nobody holds any more should not stay valid for its 30 days. Other tabs that still use it are
// refused at their next join and sign out, then find the new session in storage (see RequireSession).
import { call, fork, put, select } from 'typed-redux-saga';
import { apiPost } from '../../api/httpClient';
import { accountChanged, selectSession, signedIn, type SignedInSession } from './sessionSlice';

/** POST /api/logout: best effort, since signing out (or in again) must work offline too. */
export function* revokeToken(token: string) {
  try {
    yield* call(apiPost, '/logout', undefined, { token });
  } catch (error) {
    yield* call([console, console.warn], 'The server could not revoke the session', error);
  }
}

export function* startSession(session: SignedInSession) {
  const previous = yield* select(selectSession);
  if (previous.user_id !== null && previous.user_id !== session.user_id) yield* put(accountChanged());
  yield* put(signedIn(session));
  // Revoked once the new session is in place, in the background: the sign-in does not wait for it.
  if (previous.token !== null && previous.token !== session.token) yield* fork(revokeToken, previous.token);
}

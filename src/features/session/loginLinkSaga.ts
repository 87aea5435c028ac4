// `/login/{login_info}`: the link is only a carrier of its token. Whose session that token holds is asked of
// the server (POST /api/session/owner, the token in the body), so a link whose email, credits or terms say
// one thing while its token opens another account's session cannot sign anyone in unawares. The link's account
// signs in only once the user confirms, whether another account or nobody is signed in here (a link someone sent
// would otherwise put the visitor in the sender's account without a word); the same account just continues.
import { call, put, race, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import { API_PATHS, type SessionOwner } from '../../../contract';
import { loadContractSchemas, preloadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, apiPost, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { accountErrorCodeOf, SESSION_OWNER_ERROR_CODES } from './accountErrors';
import {
  loginInfoOpened,
  loginLinkAccepted,
  loginLinkCheckFailed,
  loginLinkCheckStarted,
  loginLinkLeft,
  loginLinkRefused,
  loginLinkSwitchAsked,
  loginLinkSwitchCanceled,
  loginLinkSwitchConfirmed,
} from './loginLinkSlice';
import {
  savedSessionChecked,
  selectIsConnected,
  selectSavedSessionChecked,
  selectSession,
  sessionRestored,
} from './sessionSlice';
import { startSession } from './sessionStart';

/** POST /api/session/owner, below the HTTP client's base. */
const SESSION_OWNER_CLIENT_PATH = API_PATHS.sessionOwner.slice(API_BASE_PATH.length);

/** The account whose live session the token holds; null when the server knows none. Throws when it cannot tell. */
export function* askSessionOwner(token: string) {
  yield* call(preloadContractSchemas);
  const answer = yield* call(apiPost<unknown>, SESSION_OWNER_CLIENT_PATH, { token });
  const { sessionOwnerResponseSchema } = yield* call(loadContractSchemas);
  return sessionOwnerResponseSchema.parse(answer);
}

/** Whether the user confirms signing in as the link's account (the page shows the question); current: null when nobody is signed in. */
function* confirmSignIn(token: string, owner: SessionOwner, current: string | null) {
  yield* put(loginLinkSwitchAsked({ token, owner, current }));
  // A race answers its winner only (typed-redux-saga types every entry as present).
  const answer: { readonly confirmed?: unknown } = yield* race({
    confirmed: take(loginLinkSwitchConfirmed),
    canceled: take(loginLinkSwitchCanceled),
  });
  return answer.confirmed !== undefined;
}

export function* checkLoginLink(action: ReturnType<typeof loginInfoOpened>) {
  const { token } = action.payload;
  yield* put(loginLinkCheckStarted(token));
  let owner: SessionOwner;
  try {
    owner = yield* call(askSessionOwner, token);
  } catch (error) {
    const code = accountErrorCodeOf(error, SESSION_OWNER_ERROR_CODES, UNKNOWN_ERROR_CODE);
    yield* put(code === 'unauthorized' ? loginLinkRefused(token) : loginLinkCheckFailed({ token, error: code }));
    return;
  }
  // Who is signed in here is known once storage has been read (at start, before any page shows).
  while (!(yield* select(selectSavedSessionChecked))) yield* take([savedSessionChecked.type, sessionRestored.type]);
  const current = yield* select(selectSession);
  const signedIn = yield* select(selectIsConnected);
  if (!signedIn || current.user_id !== owner.user_id) {
    const confirmed = yield* confirmSignIn(token, owner, signedIn ? (current.email ?? '') : null);
    if (!confirmed) return;
  }
  yield* put(loginLinkAccepted({ token, owner }));
}

/** Signs in with an accepted link: apart from the check, so that leaving the page cannot cut it short. */
export function* signInWithLoginLink(action: ReturnType<typeof loginLinkAccepted>) {
  const { token, owner } = action.payload;
  yield* call(startSession, { ...owner, token });
}

export function* watchLoginLinks() {
  // The latest link wins; leaving its page stops a check (or a question) still running.
  yield* takeLatest([loginInfoOpened.type, loginLinkLeft.type], function* checkUnlessLeft(action: { type: string }) {
    if (loginInfoOpened.match(action)) yield* call(checkLoginLink, action);
  });
  yield* takeEvery(loginLinkAccepted.type, signInWithLoginLink);
}

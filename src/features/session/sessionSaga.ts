// Keeps the session in browser storage, restores it at start, and keeps the account's language in step with the
// server over the live channel (the one the user picks goes to the account; without a pick, the interface takes
// the account's). The credit balance is the credits feature's (balanceSaga.ts).
import { actionChannel, all, call, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga';
import { clearBrowserStorage, getBrowserStorage } from '../../common/browserStorage';
import {
  accountLocaleAdopted,
  localeChoiceForgotten,
  localeChosen,
  selectLocale,
  selectLocaleChosen,
} from '../../i18n/localeSlice';
import { isSupportedLocale } from '../../i18n/locales';
import { isChannelJoined, joinRefused, liveRequest } from '../connection';
import { loadSavedSession, saveSession } from './savedSession';
import { watchLoginLinks } from './loginLinkSaga';
import {
  accountLocaleSaved,
  guardedPageOpenedSignedOut,
  savedSessionChecked,
  selectIsConnected,
  selectSavedSession,
  selectSession,
  selectToken,
  sessionRestored,
  signedIn,
  signedOut,
  signOutRequested,
} from './sessionSlice';
import { revokeToken } from './sessionStart';
import { currentTermsLoaded, termsAccepted } from './termsEvents';

/**
 * Reads the saved session back, at start and when the route guard asks again; the guard waits for
 * `savedSessionChecked` before deciding.
 */
export function* restoreSavedSession() {
  const storage = yield* call(getBrowserStorage);
  const saved = storage === undefined ? null : yield* call(loadSavedSession, storage);
  if (saved !== null) yield* put(sessionRestored(saved));
  yield* put(savedSessionChecked());
}

export function* saveSignedInSession() {
  const storage = yield* call(getBrowserStorage);
  const session = yield* select(selectSavedSession);
  if (storage !== undefined && session !== null) yield* call(saveSession, storage, session);
}

/**
 * Clears all browser storage, as the spec's sign-out asks (section 4). That storage held the language the user
 * picked (`locale`, `locale_chosen`), so the choice is forgotten as well: the interface keeps its language on
 * screen, and the next sign-in, maybe someone else's, shows the account's language instead of overwriting the
 * account's (and its mails') with a pick made in an earlier session.
 */
function* clearAllStorage(storage: Storage | undefined) {
  if (storage !== undefined) yield* call(clearBrowserStorage, storage);
  // Without storage the pick lived in memory only; it goes all the same.
  yield* put(localeChoiceForgotten());
}

/**
 * Sign out (spec, section 4): the server revokes the token (best effort: signing out must work offline too),
 * all browser storage is cleared, and the session ends, which closes the live channel.
 */
export function* signOut() {
  const token = yield* select(selectToken);
  if (token !== null) yield* call(revokeToken, token);
  yield* call(clearAllStorage, yield* call(getBrowserStorage));
  yield* put(signedOut());
}

/**
 * The live channel refused this session's token (expired or revoked): the user is signed out (spec, section
 * 6) with sign-out's cleanup (section 4), less the call that revokes a token the server refuses already. All
 * browser storage goes, as long as it still holds this session (or none): a session saved there since by
 * another tab's sign-in is that tab's, and stays.
 */
export function* endRefusedSession() {
  const token = yield* select(selectToken);
  const storage = yield* call(getBrowserStorage);
  const saved = storage === undefined ? null : yield* call(loadSavedSession, storage);
  if (saved === null || saved.token === token) yield* call(clearAllStorage, storage);
  yield* put(signedOut());
}

/**
 * Brings the interface language and the account's together (spec, section 4: a locally chosen locale that
 * differs from the server's is sent). Only a language the user picked with the switch is sent: one merely
 * detected from the browser would overwrite the account's language (that of its mails too) at every sign-in.
 * Without a pick, the interface takes the account's language, when the session knows it (a sign-in answer
 * and a login link, whose account the server names, do; a restored session does not).
 */
export function* syncAccountLocale() {
  if (!(yield* select(selectIsConnected))) return;
  const shown = yield* select(selectLocale);
  const accountLocale = (yield* select(selectSession)).locale;
  if (accountLocale === shown) return;
  if (!(yield* select(selectLocaleChosen))) {
    if (isSupportedLocale(accountLocale)) yield* put(accountLocaleAdopted(accountLocale));
    return;
  }
  try {
    yield* liveRequest('account.update_locale', { locale: shown });
    yield* put(accountLocaleSaved(shown));
  } catch (error) {
    // Left different: the next join tries again.
    yield* call([console, console.warn], 'The language could not be saved to the account', error);
  }
}

/**
 * A sign-in, a language chosen (even while the server is out of reach: the request waits for the channel)
 * and every join trigger a sync. One at a time, so that a choice still waiting and a join never send it twice.
 */
export function* watchAccountLocale() {
  const triggers = yield* actionChannel(
    (action: unknown) => signedIn.match(action) || localeChosen.match(action) || isChannelJoined(action),
  );
  for (;;) {
    yield* take(triggers);
    yield* call(syncAccountLocale);
  }
}

export function* watchSession() {
  yield* all([
    // A sign-in, an acceptance of the terms and news of the current terms all change what is kept in storage.
    takeEvery([signedIn.type, termsAccepted.type, currentTermsLoaded.type], saveSignedInSession),
    takeLeading(signOutRequested.type, signOut),
    call(watchLoginLinks),
    takeLeading(joinRefused.type, endRefusedSession),
    call(watchAccountLocale),
    takeLeading(guardedPageOpenedSignedOut.type, restoreSavedSession),
    // Last, once the watchers above listen: a restored session is news some of them act on. The root saga starts
    // the other features' watchers before this one, so the terms check hears it too.
    call(restoreSavedSession),
  ]);
}

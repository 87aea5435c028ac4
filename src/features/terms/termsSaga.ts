// The current terms (GET /api/terms/current in the interface language, version in `x-terms-version`) and
// their acceptance by a signed-in account (account.accept_terms over the live channel). The session learns
// the current version at sign-in, but a session restored from storage may be weeks old and terms change on
// the server: they are asked for again when a saved session comes back and each time the live channel joins,
// and every version loaded becomes the session's `current_terms` (see the session's sessionSlice), which the guard checks.
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import { TERMS_VERSION_HEADER } from '../../../contract';
import { apiGetWithHeaders, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { selectLocale } from '../../i18n/localeSlice';
import type { Locale } from '../../i18n/locales';
import { isChannelJoined, liveRequest, RequestFailedError } from '../connection';
import {
  type AccountErrorCode,
  accountErrorCodeOf,
  currentTermsLoaded,
  sessionRestored,
  termsAccepted,
} from '../session';
import { termsAcceptanceFailed, termsAcceptanceStarted, termsAcceptanceSubmitted } from './termsAcceptanceSlice';
import { liveErrorCodeOf } from './liveErrorCode';
import { currentTermsPath } from './termsApi';
import {
  currentTermsLoadFailed,
  currentTermsLoadStarted,
  currentTermsMayHaveChanged,
  currentTermsWanted,
  selectTerms,
} from './termsSlice';

/**
 * Fetches the current terms in `locale`. `keepShown` is for a check of terms already held in that language:
 * the document stays on screen while it runs and when it fails (the next join asks again).
 */
export function* loadCurrentTerms(locale: Locale, keepShown = false) {
  if (!keepShown) yield* put(currentTermsLoadStarted(locale));
  let failure: AccountErrorCode;
  try {
    const answer = yield* call(apiGetWithHeaders<unknown>, currentTermsPath(locale));
    const version = answer.header(TERMS_VERSION_HEADER);
    if (typeof answer.body === 'string' && version !== null && version !== '') {
      yield* put(currentTermsLoaded({ locale, html: answer.body, version }));
      return;
    }
    failure = UNKNOWN_ERROR_CODE;
  } catch (error) {
    failure = accountErrorCodeOf(error, [], UNKNOWN_ERROR_CODE);
  }
  if (keepShown) yield* call([console, console.warn], 'The current terms could not be checked', failure);
  else yield* put(currentTermsLoadFailed(failure));
}

/** The version of the current terms in this language, fetched unless already held; else why it is missing. */
export function* currentTermsVersion(locale: Locale): SagaGenerator<{ version: string } | { error: AccountErrorCode }> {
  const held = yield* select(selectTerms);
  if (held.status !== 'loaded' || held.locale !== locale) yield* call(loadCurrentTerms, locale);
  const terms = yield* select(selectTerms);
  if (terms.status === 'loaded' && terms.locale === locale && terms.version !== null) return { version: terms.version };
  return { error: terms.error ?? UNKNOWN_ERROR_CODE };
}

/** When the current terms must be asked for again, whatever is held: see the file's header. */
function isCheckDue(action: unknown): boolean {
  return sessionRestored.match(action) || isChannelJoined(action) || currentTermsMayHaveChanged.match(action);
}

function isTermsTrigger(action: unknown): boolean {
  return currentTermsWanted.match(action) || isCheckDue(action);
}

/**
 * The one place terms are fetched from. A page's wish is fetched unless the terms are held or on their way in
 * that language; a check (isCheckDue) is fetched in the interface language unless a fetch in that language is
 * already on its way. A fetch in another language replaces one still running, so the document held always
 * matches the last language asked.
 */
export function* watchCurrentTerms() {
  let running: { readonly task: Task; readonly locale: Locale } | undefined;
  for (;;) {
    const action = yield* take(isTermsTrigger);
    const terms = yield* select(selectTerms);
    const inFlight = running?.task.isRunning() === true ? running : undefined;
    let locale: Locale;
    if (currentTermsWanted.match(action)) {
      locale = action.payload;
      if (terms.locale === locale && (terms.status === 'loaded' || terms.status === 'loading')) continue;
    } else {
      locale = yield* select(selectLocale);
      if (inFlight?.locale === locale) continue;
    }
    const keepShown = !currentTermsWanted.match(action) && terms.status === 'loaded' && terms.locale === locale;
    if (inFlight !== undefined) yield* cancel(inFlight.task);
    running = { task: yield* fork(loadCurrentTerms, locale, keepShown), locale };
  }
}

/**
 * Accepts the version of the terms the review page shows (the user accepts what they read). The server takes
 * only the current version: a refusal of the one shown means newer terms came out, which are fetched to be
 * read and accepted in turn.
 */
export function* acceptTerms(action: ReturnType<typeof termsAcceptanceSubmitted>) {
  const version = action.payload;
  yield* put(termsAcceptanceStarted());
  try {
    yield* liveRequest('account.accept_terms', { accepted_terms: version });
    yield* put(termsAccepted(version));
  } catch (error) {
    yield* put(termsAcceptanceFailed(liveErrorCodeOf(error)));
    if (error instanceof RequestFailedError && error.code === 'invalid_params') yield* put(currentTermsMayHaveChanged());
  }
}

export function* watchTerms() {
  yield* all([call(watchCurrentTerms), takeLeading(termsAcceptanceSubmitted.type, acceptTerms)]);
}

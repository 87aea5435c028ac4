// The current terms (GET /api/terms/current in the interface language, version in `x-terms-version`) and
// their acceptance by a signed-in account (account.accept_terms over the live channel).
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import { TERMS_VERSION_HEADER } from '../../../contract';
import { apiGetWithHeaders, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import type { Locale } from '../../i18n/locales';
import { liveRequest } from '../requests/requestsSaga';
import { currentTermsPath } from './accountApi';
import { accountErrorCodeOf, liveErrorCodeOf, type AccountErrorCode } from './accountErrors';
import {
  selectCurrentTermsVersion,
  termsAccepted,
  termsAcceptanceFailed,
  termsAcceptanceStarted,
  termsAcceptanceSubmitted,
} from './sessionSlice';
import {
  currentTermsLoaded,
  currentTermsLoadFailed,
  currentTermsLoadStarted,
  currentTermsWanted,
  selectTerms,
} from './termsSlice';

export function* loadCurrentTerms(locale: Locale) {
  yield* put(currentTermsLoadStarted(locale));
  try {
    const answer = yield* call(apiGetWithHeaders<unknown>, currentTermsPath(locale));
    const version = answer.header(TERMS_VERSION_HEADER);
    if (typeof answer.body !== 'string' || version === null || version === '') {
      yield* put(currentTermsLoadFailed(UNKNOWN_ERROR_CODE));
      return;
    }
    yield* put(currentTermsLoaded({ locale, html: answer.body, version }));
  } catch (error) {
    yield* put(currentTermsLoadFailed(accountErrorCodeOf(error, [], UNKNOWN_ERROR_CODE)));
  }
}

/** The version of the current terms in this language, fetched unless already held; else why it is missing. */
export function* currentTermsVersion(locale: Locale): SagaGenerator<{ version: string } | { error: AccountErrorCode }> {
  const held = yield* select(selectTerms);
  if (held.status !== 'loaded' || held.locale !== locale) yield* call(loadCurrentTerms, locale);
  const terms = yield* select(selectTerms);
  if (terms.status === 'loaded' && terms.locale === locale && terms.version !== null) return { version: terms.version };
  return { error: terms.error ?? UNKNOWN_ERROR_CODE };
}

/**
 * Fetches the terms a page wants, unless they are held or on their way in that language. A request for
 * another language replaces one still running, so the document held always matches the last language asked.
 */
export function* watchCurrentTermsWanted() {
  let running: Task | undefined;
  for (;;) {
    const { payload: locale } = yield* take(currentTermsWanted);
    const terms = yield* select(selectTerms);
    if (terms.locale === locale && (terms.status === 'loaded' || terms.status === 'loading')) continue;
    if (running?.isRunning() === true) yield* cancel(running);
    running = yield* fork(loadCurrentTerms, locale);
  }
}

/** Accepts the session's current terms (the version the server said is current at sign-in). */
export function* acceptTerms() {
  const version = yield* select(selectCurrentTermsVersion);
  if (version === null || version === '') {
    yield* put(termsAcceptanceFailed(UNKNOWN_ERROR_CODE));
    return;
  }
  yield* put(termsAcceptanceStarted());
  try {
    yield* liveRequest('account.accept_terms', { accepted_terms: version });
    yield* put(termsAccepted(version));
  } catch (error) {
    yield* put(termsAcceptanceFailed(liveErrorCodeOf(error)));
  }
}

export function* watchTerms() {
  yield* all([call(watchCurrentTermsWanted), takeLeading(termsAcceptanceSubmitted.type, acceptTerms)]);
}

// Shared by the account saga tests: the reducer of the slices those sagas touch, states, and HTTP failures.
import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'typed-redux-saga';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '../../../src/api/httpClient';
import { watchAccount } from '../../../src/features/account/accountSaga';
import { accountSlice } from '../../../src/features/account/accountSlice';
import { balanceSlice } from '../../../src/features/credits/balanceSlice';
import { loginLinkSlice } from '../../../src/features/session/loginLinkSlice';
import { watchSession } from '../../../src/features/session/sessionSaga';
import { sessionSlice, signedOutSession } from '../../../src/features/session/sessionSlice';
import { termsAcceptanceSlice } from '../../../src/features/terms/termsAcceptanceSlice';
import { watchTerms } from '../../../src/features/terms/termsSaga';
import { termsSlice } from '../../../src/features/terms/termsSlice';
import { localeSlice } from '../../../src/i18n/localeSlice';
import type { Locale } from '../../../src/i18n/locales';
import { connectedSession, connectedSessionState } from './fixtures';

export const accountReducer = combineReducers({
  session: sessionSlice.reducer,
  loginLink: loginLinkSlice.reducer,
  account: accountSlice.reducer,
  balance: balanceSlice.reducer,
  terms: termsSlice.reducer,
  termsAcceptance: termsAcceptanceSlice.reducer,
  locale: localeSlice.reducer,
});

/**
 * The session's watcher with the account pages' and the terms' beside it, started in the root saga's order
 * (the terms check listens before the session restores a saved one): for tests of what they do together.
 */
export function* watchSessionAndAccountPages() {
  yield* all([call(watchAccount), call(watchTerms), call(watchSession)]);
}

export type AccountTestState = ReturnType<typeof accountReducer>;

export function signedOutState(locale: Locale = 'en-US'): AccountTestState {
  return {
    session: signedOutSession,
    loginLink: loginLinkSlice.getInitialState(),
    account: accountSlice.getInitialState(),
    balance: balanceSlice.getInitialState(),
    terms: termsSlice.getInitialState(),
    termsAcceptance: termsAcceptanceSlice.getInitialState(),
    locale: { current: locale },
  };
}

export function connectedState(): AccountTestState {
  return { ...signedOutState(), session: connectedSessionState, balance: { credits: connectedSession.credits } };
}

/** What the HTTP client throws for a `{"error": code}` answer. */
export function apiError(code: string, status = 400): ApiError {
  return new ApiError(status, code, { error: code });
}

export const networkFailures = [
  ['a timeout', new ApiTimeoutError(5000)],
  ['a network failure', new ApiNetworkError({ cause: new TypeError('Failed to fetch') })],
] as const;

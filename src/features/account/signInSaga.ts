// Sign-in (POST /api/login) and, for an account whose email is not confirmed yet, sending the confirmation
// mail again (POST /api/sign_up_confirmation/resend). The answer starts the session (sessionStart.ts); saving
// it and syncing the locale follow the `signedIn` action in the session saga.
import { all, call, put, select, takeEvery, takeLeading } from 'typed-redux-saga';
import { API_PATHS, SIGN_IN_DEFAULT_ERROR } from '../../../contract';
import { loadContractSchemas, preloadContractSchemas } from '../../api/contractSchemas';
import { apiPost, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { browserTimeZone } from '../../common/timeZones';
import { accountErrorCodeOf, startSession } from '../session';
import { RESEND_CONFIRMATION_ERROR_CODES, SIGN_IN_ERROR_CODES } from './accountErrorCodes';
import { clientPath } from './accountApi';
import {
  confirmationResendFailed,
  confirmationResendStarted,
  confirmationResendSubmitted,
  confirmationResent,
  selectIsSigningIn,
  signInFailed,
  signInRefused,
  signInStarted,
  signInSubmitted,
} from './accountSlice';

/**
 * Every submission is taken (not only the first, as takeLeading would) so that a second one while the first
 * runs is answered, with `login_in_progress`, instead of silently dropped; it sends nothing.
 */
export function* signIn(action: ReturnType<typeof signInSubmitted>) {
  if (yield* select(selectIsSigningIn)) {
    yield* put(signInRefused('login_in_progress'));
    return;
  }
  yield* put(signInStarted());
  // Downloaded while the server checks the password, rather than after it answers.
  yield* call(preloadContractSchemas);
  try {
    // The browser's time zone, which the server keeps for an account that has none yet (the settings page changes it).
    const timeZone = yield* call(browserTimeZone);
    const body = timeZone === undefined ? action.payload : { ...action.payload, time_zone: timeZone };
    const answer = yield* call(apiPost<unknown>, clientPath(API_PATHS.login), body);
    const { loginResponseSchema } = yield* call(loadContractSchemas);
    const session = loginResponseSchema.safeParse(answer);
    if (session.success) yield* call(startSession, session.data);
    else yield* put(signInFailed(SIGN_IN_DEFAULT_ERROR));
  } catch (error) {
    yield* put(signInFailed(accountErrorCodeOf(error, SIGN_IN_ERROR_CODES, SIGN_IN_DEFAULT_ERROR)));
  }
}

/** The server answers 204 whether or not it mailed (it never tells whether the account exists). */
export function* resendConfirmation(action: ReturnType<typeof confirmationResendSubmitted>) {
  yield* put(confirmationResendStarted());
  try {
    yield* call(apiPost, clientPath(API_PATHS.resendConfirmation), action.payload);
    yield* put(confirmationResent());
  } catch (error) {
    yield* put(confirmationResendFailed(accountErrorCodeOf(error, RESEND_CONFIRMATION_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

export function* watchSignIn() {
  yield* all([
    takeEvery(signInSubmitted.type, signIn),
    takeLeading(confirmationResendSubmitted.type, resendConfirmation),
  ]);
}

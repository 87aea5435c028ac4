// Password reset: asking for the mail (POST /api/reset_password_request) and setting the new password from
// its link (POST /api/reset_password).
import { all, call, put, takeLeading } from 'typed-redux-saga';
import { API_PATHS } from '../../../contract';
import { apiPost, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { accountErrorCodeOf } from '../session';
import { RESET_PASSWORD_ERROR_CODES, RESET_REQUEST_ERROR_CODES } from './accountErrorCodes';
import { clientPath } from './accountApi';
import {
  passwordChanged,
  passwordResetFailed,
  passwordResetRequestAccepted,
  passwordResetRequestFailed,
  passwordResetRequestStarted,
  passwordResetRequestSubmitted,
  passwordResetStarted,
  passwordResetSubmitted,
} from './accountSlice';

/** The server answers 204 whether or not the account exists, so the page says the same either way. */
export function* requestPasswordReset(action: ReturnType<typeof passwordResetRequestSubmitted>) {
  yield* put(passwordResetRequestStarted());
  try {
    yield* call(apiPost, clientPath(API_PATHS.resetPasswordRequest), action.payload);
    yield* put(passwordResetRequestAccepted());
  } catch (error) {
    yield* put(passwordResetRequestFailed(accountErrorCodeOf(error, RESET_REQUEST_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

export function* resetPassword(action: ReturnType<typeof passwordResetSubmitted>) {
  yield* put(passwordResetStarted());
  try {
    yield* call(apiPost, clientPath(API_PATHS.resetPassword), action.payload);
    yield* put(passwordChanged());
  } catch (error) {
    yield* put(passwordResetFailed(accountErrorCodeOf(error, RESET_PASSWORD_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

export function* watchPasswordReset() {
  yield* all([
    takeLeading(passwordResetRequestSubmitted.type, requestPasswordReset),
    takeLeading(passwordResetSubmitted.type, resetPassword),
  ]);
}

// The error codes the account pages show. A failed call becomes one code: the server's own code when it is
// one the page knows how to explain, `network_error` when no answer came (offline, timeout), else the call's
// default code (`unkonwn_error` for sign-in and `sign_up_failed` for sign-up, as the spec names them).
import type { ClientErrorCode, HttpErrorCode } from '../../../contract';
import { ApiError, ApiNetworkError, ApiTimeoutError, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { RequestFailedError } from '../connection';

/** No answer came from the server: offline, unreachable, or too slow. Browser-side only, never on the wire. */
export const NETWORK_ERROR = 'network_error';

/**
 * The codes an account page may hold as its error and explain. `login_in_progress` is not one: a second
 * submission while one runs (Enter pressed again; the button, busy, takes no click) is refused with that code
 * and sends nothing, but shows nothing either, since the busy button already tells the first one is running.
 */
export type AccountErrorCode =
  | HttpErrorCode
  | Exclude<ClientErrorCode, 'login_in_progress'>
  | typeof NETWORK_ERROR
  | typeof UNKNOWN_ERROR_CODE;

/** The code a failed HTTP call stands for, among the `expected` codes of that call, else `fallback`. */
export function accountErrorCodeOf(
  error: unknown,
  expected: readonly HttpErrorCode[],
  fallback: AccountErrorCode,
): AccountErrorCode {
  if (error instanceof ApiTimeoutError || error instanceof ApiNetworkError) return NETWORK_ERROR;
  if (error instanceof ApiError) {
    const known = expected.find((code) => code === error.code);
    if (known !== undefined) return known;
  }
  return fallback;
}

/** The code a failed live request stands for: a request that got no answer in time is a network failure. */
export function liveErrorCodeOf(error: unknown): AccountErrorCode {
  if (error instanceof RequestFailedError && error.code === 'timed_out') return NETWORK_ERROR;
  if (error instanceof RequestFailedError && error.code === 'rate_limited') return 'rate_limited';
  return UNKNOWN_ERROR_CODE;
}

/**
 * Codes POST /api/login answers with; too many attempts may also come from the general rate limit. The captcha
 * codes come once the email has failed too often: the page then shows the sign-in captcha.
 */
export const SIGN_IN_ERROR_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'too_many_attempts',
  'captcha_required',
  'captcha_invalid',
  'rate_limited',
] as const satisfies readonly HttpErrorCode[];

/** Codes POST /api/session/owner answers with, besides the account: no live session for the token. */
export const SESSION_OWNER_ERROR_CODES = ['unauthorized', 'rate_limited'] as const satisfies readonly HttpErrorCode[];

export const SIGN_UP_ERROR_CODES = [
  'email_already_used',
  'email_rejected',
  'email_not_confirmed_yet',
  'terms_rejected',
  'password_too_weak',
  'password_too_short',
  'password_too_long',
  'captcha_missing',
  'captcha_invalid',
  'sign_up_failed',
  'rate_limited',
] as const satisfies readonly HttpErrorCode[];

export const CONFIRMATION_ERROR_CODES = ['invalid_confirmation_code', 'rate_limited'] as const satisfies readonly HttpErrorCode[];

export const RESEND_CONFIRMATION_ERROR_CODES = ['rate_limited'] as const satisfies readonly HttpErrorCode[];

export const RESET_REQUEST_ERROR_CODES = [
  'captcha_missing',
  'captcha_invalid',
  'email_rejected',
  'rate_limited',
] as const satisfies readonly HttpErrorCode[];

export const RESET_PASSWORD_ERROR_CODES = [
  'invalid_reset_token',
  'password_too_weak',
  'password_too_short',
  'password_too_long',
  'rate_limited',
] as const satisfies readonly HttpErrorCode[];

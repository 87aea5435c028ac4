// The error codes the account pages show. A failed call becomes one code: the server's own code when it is
// one the page knows how to explain, `network_error` when no answer came (offline, timeout), else the call's
// default code (`unkonwn_error` for sign-in and `sign_up_failed` for sign-up, as the spec names them).
import type { ClientErrorCode, HttpErrorCode } from '../../../contract';
import { ApiError, ApiNetworkError, ApiTimeoutError, UNKNOWN_ERROR_CODE } from '../../api/httpClient';

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

/** Codes POST /api/session/owner answers with, besides the account: no live session for the token. */
export const SESSION_OWNER_ERROR_CODES = ['unauthorized', 'rate_limited'] as const satisfies readonly HttpErrorCode[];

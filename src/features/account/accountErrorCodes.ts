// The error codes each account call may answer with, among which its page picks the one it explains (see the
// session's accountErrorCodeOf, shared with the terms and the login link).
import type { HttpErrorCode } from '../../../contract';

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

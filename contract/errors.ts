// Error codes on the wire. The browser app maps each code to a message of the spec's error catalogue, so a
// code is an identifier: spelled byte for byte as the spec spells it (`unkonwn_error` included).

/** Codes of the HTTP error body `{"error": code}`. */
export const HTTP_ERROR_CODES = [
  // Any route
  'invalid_csrf_token',
  'unauthorized',
  'invalid_params',
  'not_found',
  'rate_limited',
  'internal',
  // POST /api/login
  'invalid_credentials',
  'email_not_confirmed',
  'too_many_attempts',
  // That email has failed too often of late: a solved sign-in captcha must come with the credentials.
  'captcha_required',
  // POST /api/sign_up (and the password and captcha codes of the reset calls)
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
  // POST /api/sign_up_confirmation and /api/reset_password
  'invalid_confirmation_code',
  'invalid_reset_token',
  // POST /api/files
  'unsupported_file_type',
  'file_too_large',
  'storage_quota_exceeded',
  // POST /api/companies and /api/job_applications: the account keeps as many of them as one account may.
  'account_limit_reached',
  // POST /api/companies and /api/job_applications: an Idempotency-Key sent before with another body.
  'idempotency_key_reused',
  // POST /api/postings/extract: the page could not be read (fetch failed, refused address, not HTML, too large),
  // or it names no job title.
  'posting_unreachable',
  'posting_not_found',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/**
 * HTTP status of each code. The original API contract fixed 401, 403, 400, 413 and 415; the rest follow HTTP's meaning.
 * The client maps by code, never by status, so these only keep the server's routes consistent.
 */
export const HTTP_ERROR_STATUS = {
  invalid_csrf_token: 403,
  unauthorized: 401,
  invalid_params: 400,
  not_found: 404,
  rate_limited: 429,
  internal: 500,
  invalid_credentials: 401,
  email_not_confirmed: 403,
  too_many_attempts: 429,
  captcha_required: 403,
  email_already_used: 409,
  email_rejected: 422,
  email_not_confirmed_yet: 409,
  terms_rejected: 422,
  password_too_weak: 422,
  password_too_short: 422,
  password_too_long: 422,
  captcha_missing: 400,
  captcha_invalid: 400,
  sign_up_failed: 500,
  invalid_confirmation_code: 400,
  invalid_reset_token: 400,
  unsupported_file_type: 415,
  file_too_large: 413,
  storage_quota_exceeded: 413,
  account_limit_reached: 409,
  idempotency_key_reused: 422,
  posting_unreachable: 422,
  posting_not_found: 422,
} as const satisfies Record<HttpErrorCode, number>;

/** Codes of a failed channel answer `{"uuid", "error": {"code", "message"}}`. */
export const CHANNEL_ERROR_CODES = [
  'not_found',
  'invalid_params',
  'insufficient_credits',
  // ai.use_ai_product: a document the product needs is absent, or a file given has no text.
  'missing_documents',
  'ai_unavailable',
  'rate_limited',
  // action.create: the account keeps as many actions as one account may.
  'account_limit_reached',
  'internal',
] as const;
export type ChannelErrorCode = (typeof CHANNEL_ERROR_CODES)[number];

/** The reason of a refused channel join; the client logs out on it. */
export const JOIN_REFUSED_REASON = 'unauthorized';

/** Sent as the CSRF header value when the page has no `<meta name="csrf-token">`; the server then refuses. */
export const MISSING_CSRF_TOKEN = 'missing_csrf_token';

/**
 * Codes the browser app produces itself, never the server: the spec's default failure codes and the guard
 * against a second sign-in while one is running.
 */
export const CLIENT_ERROR_CODES = ['unkonwn_error', 'sign_up_failed', 'login_in_progress', MISSING_CSRF_TOKEN] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Default code of a failed sign-in whose answer carries no known code (spelled as the spec spells it). */
export const SIGN_IN_DEFAULT_ERROR = 'unkonwn_error' satisfies ClientErrorCode;
/** Default code of a failed sign-up whose answer carries no known code. */
export const SIGN_UP_DEFAULT_ERROR = 'sign_up_failed' satisfies ClientErrorCode & HttpErrorCode;

export function isHttpErrorCode(value: unknown): value is HttpErrorCode {
  return typeof value === 'string' && (HTTP_ERROR_CODES as readonly string[]).includes(value);
}

export function isChannelErrorCode(value: unknown): value is ChannelErrorCode {
  return typeof value === 'string' && (CHANNEL_ERROR_CODES as readonly string[]).includes(value);
}

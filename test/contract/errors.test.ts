import {
  CHANNEL_ERROR_CODES,
  CLIENT_ERROR_CODES,
  HTTP_ERROR_CODES,
  HTTP_ERROR_STATUS,
  JOIN_REFUSED_REASON,
  MISSING_CSRF_TOKEN,
  SIGN_IN_DEFAULT_ERROR,
  SIGN_UP_DEFAULT_ERROR,
  isChannelErrorCode,
  isHttpErrorCode,
} from '../../contract';

// Every code the original API contract names for HTTP, copied by hand.
const DOCUMENTED_HTTP_CODES = [
  'invalid_csrf_token',
  'unauthorized',
  'invalid_credentials',
  'email_not_confirmed',
  'too_many_attempts',
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
  'invalid_confirmation_code',
  'invalid_reset_token',
  'unsupported_file_type',
  'file_too_large',
  'invalid_params',
];

describe('HTTP error codes', () => {
  it('include every code of the HTTP section', () => {
    expect(HTTP_ERROR_CODES).toEqual(expect.arrayContaining(DOCUMENTED_HTTP_CODES));
  });

  it('have no duplicates', () => {
    expect(new Set(HTTP_ERROR_CODES).size).toBe(HTTP_ERROR_CODES.length);
  });

  it('keep the statuses the API contract fixes', () => {
    expect(HTTP_ERROR_STATUS.invalid_csrf_token).toBe(403);
    expect(HTTP_ERROR_STATUS.unauthorized).toBe(401);
    expect(HTTP_ERROR_STATUS.unsupported_file_type).toBe(415);
    expect(HTTP_ERROR_STATUS.file_too_large).toBe(413);
    expect(HTTP_ERROR_STATUS.invalid_params).toBe(400);
  });

  it('answer a creation past the account’s bound on rows with 409 account_limit_reached, a code the channel shares', () => {
    expect(HTTP_ERROR_STATUS.account_limit_reached).toBe(409);
    expect(isChannelErrorCode('account_limit_reached')).toBe(true);
  });

  it('map every code to a 4xx or 5xx status', () => {
    for (const code of HTTP_ERROR_CODES) {
      expect(HTTP_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(HTTP_ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('isHttpErrorCode recognises only known codes', () => {
    expect(isHttpErrorCode('captcha_invalid')).toBe(true);
    expect(isHttpErrorCode('insufficient_credits')).toBe(false);
    expect(isHttpErrorCode(undefined)).toBe(false);
  });
});

describe('channel error codes', () => {
  it('are exactly those of the "Live channel" section, the AI section’s missing_documents, and account_limit_reached', () => {
    expect([...CHANNEL_ERROR_CODES].sort()).toEqual(
      [
        'account_limit_reached',
        'ai_unavailable',
        'insufficient_credits',
        'internal',
        'invalid_params',
        'missing_documents',
        'not_found',
        'rate_limited',
      ].sort(),
    );
    expect(isChannelErrorCode('ai_unavailable')).toBe(true);
    expect(isChannelErrorCode('unauthorized')).toBe(false);
  });

  it('a join is refused with reason unauthorized', () => {
    expect(JOIN_REFUSED_REASON).toBe('unauthorized');
  });
});

describe('client-side codes', () => {
  it('keep the spec spelling byte for byte', () => {
    expect(SIGN_IN_DEFAULT_ERROR).toBe('unkonwn_error');
    expect(SIGN_UP_DEFAULT_ERROR).toBe('sign_up_failed');
    expect(MISSING_CSRF_TOKEN).toBe('missing_csrf_token');
    expect([...CLIENT_ERROR_CODES].sort()).toEqual(['login_in_progress', 'missing_csrf_token', 'sign_up_failed', 'unkonwn_error']);
  });
});

// Maps each error code of the account pages to its message of the spec's catalogue. Sign-in has its own
// wording for a failure without an answer ('Sign in error, please try again') and for the default one
// ('Sign in failed'); the other pages use the generic messages.
import type { MessageDescriptor } from 'react-intl';
import type { AccountErrorCode } from './accountErrors';
import { accountErrorMessages as m } from './messages';

export type ErrorContext = 'signIn' | 'signUp' | 'other';

export function accountErrorMessage(code: AccountErrorCode, context: ErrorContext): MessageDescriptor {
  switch (code) {
    case 'network_error':
      return context === 'signIn' ? m.signInError : m.unableToProcess;
    case 'unkonwn_error':
      return m.signInFailed;
    case 'invalid_credentials':
      return m.invalidCredentials;
    case 'email_not_confirmed':
      return m.emailNotConfirmed;
    case 'too_many_attempts':
    case 'rate_limited':
      return m.tooManyAttempts;
    case 'email_already_used':
      return m.emailAlreadyUsed;
    case 'email_rejected':
      return m.emailRejected;
    case 'email_not_confirmed_yet':
      return m.emailNotConfirmedYet;
    case 'terms_rejected':
      return m.termsRejected;
    case 'sign_up_failed':
      return m.signUpFailed;
    case 'password_too_weak':
      return m.passwordTooWeak;
    case 'password_too_short':
      return m.passwordTooShort;
    case 'password_too_long':
      return m.passwordTooLong;
    case 'captcha_missing':
      return m.captchaMissing;
    case 'captcha_invalid':
      return m.captchaInvalid;
    case 'captcha_required':
      return m.captchaRequired;
    case 'invalid_confirmation_code':
      return m.invalidConfirmationCode;
    case 'invalid_reset_token':
      return m.invalidResetToken;
    case 'missing_csrf_token':
    case 'invalid_csrf_token':
    case 'unauthorized':
    case 'invalid_params':
    case 'not_found':
    case 'internal':
    case 'unsupported_file_type':
    case 'file_too_large':
    case 'storage_quota_exceeded':
    case 'account_limit_reached':
    case 'idempotency_key_reused':
    case 'posting_unreachable':
    case 'posting_not_found':
    case 'unknown_error':
      return context === 'signIn' ? m.signInFailed : context === 'signUp' ? m.signUpFailed : m.errorOccurred;
  }
}

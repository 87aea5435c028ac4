import { createIntl } from 'react-intl';
import { HTTP_ERROR_CODES } from '../../../../contract';
import { accountErrorMessage, type ErrorContext } from '../../../../src/features/session/accountErrorMessages';
import type { AccountErrorCode } from '../../../../src/features/session/accountErrors';
import { catalogs } from '../../../../src/i18n/catalogs';

const english = createIntl({ locale: 'en-US', messages: catalogs['en-US'] });
const french = createIntl({ locale: 'fr-FR', messages: catalogs['fr-FR'] });

function text(code: AccountErrorCode, context: ErrorContext, intl = english): string {
  return intl.formatMessage(accountErrorMessage(code, context));
}

describe('account error messages (the spec catalogue, section 8)', () => {
  it.each([
    ['invalid_credentials', 'Invalid credentials'],
    ['email_not_confirmed', 'Email not confirmed, check your email'],
    ['network_error', 'Sign in error, please try again'],
    ['unkonwn_error', 'Sign in failed'],
    ['internal', 'Sign in failed'],
    ['too_many_attempts', 'Too many attempts, please try again in a few minutes'],
    ['rate_limited', 'Too many attempts, please try again in a few minutes'],
  ] as const)('sign-in: %s reads "%s"', (code, message) => {
    expect(text(code, 'signIn')).toBe(message);
  });

  it.each([
    ['email_already_used', 'Email already used'],
    ['email_rejected', 'Email rejected'],
    ['email_not_confirmed_yet', 'Email address not confirmed yet'],
    ['terms_rejected', 'Terms rejected'],
    ['sign_up_failed', 'Sign up failed'],
    ['internal', 'Sign up failed'],
    ['password_too_weak', 'Password is too weak'],
    ['password_too_short', 'Password is too short'],
    ['password_too_long', 'Password is too long'],
    ['captcha_missing', 'Captcha missing, please confirm that you are not a robot'],
    ['captcha_invalid', 'Captcha invalid, please do the verification again'],
    ['rate_limited', 'Too many attempts, please try again in a few minutes'],
    ['network_error', 'We are currently unable to process your request'],
  ] as const)('sign-up: %s reads "%s"', (code, message) => {
    expect(text(code, 'signUp')).toBe(message);
  });

  it.each([
    ['invalid_confirmation_code', 'Invalid confirmation code'],
    ['invalid_reset_token', 'Unable to change password, the link may be expired'],
    ['network_error', 'We are currently unable to process your request'],
    ['unknown_error', 'An error occurred, please try later'],
    ['internal', 'An error occurred, please try later'],
  ] as const)('other pages: %s reads "%s"', (code, message) => {
    expect(text(code, 'other')).toBe(message);
  });

  it('has a French text for every code in every context', () => {
    const codes: AccountErrorCode[] = [...HTTP_ERROR_CODES, 'unkonwn_error', 'network_error', 'unknown_error'];
    for (const context of ['signIn', 'signUp', 'other'] as const) {
      for (const code of codes) {
        const descriptor = accountErrorMessage(code, context);
        expect(catalogs['fr-FR'][descriptor.id ?? '']).toBeDefined();
        expect(text(code, context, french)).not.toBe(text(code, context));
      }
    }
    expect(text('invalid_reset_token', 'other', french)).toBe('Impossible de changer le mot de passe, le lien a peut-être expiré');
  });

  it('has none for login_in_progress: a second submission while one runs is ignored, with nothing to show', () => {
    // Checked by the compiler (npx tsc): no page can hold this code as its error.
    // @ts-expect-error login_in_progress is not an error the account pages show
    const shown: AccountErrorCode = 'login_in_progress';
    expect(shown).toBe('login_in_progress');
  });
});

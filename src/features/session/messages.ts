import { defineMessage, defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  checkingSession: {
    id: 'session.guard.checking',
    defaultMessage: 'Loading your session…',
    description: 'Shown for the instant the app looks for a saved session before opening a page that needs one',
  },
});

/** The spec's error catalogue (section 8): what a failed account call tells the user. */
export const accountErrorMessages = defineMessages({
  invalidCredentials: {
    id: 'session.error.invalidCredentials',
    defaultMessage: 'Invalid credentials',
    description: 'Sign-in error: the email or the password is wrong',
  },
  emailNotConfirmed: {
    id: 'session.error.emailNotConfirmed',
    defaultMessage: 'Email not confirmed, check your email',
    description: 'Sign-in error: the account exists but its email address was not confirmed yet',
  },
  signInError: {
    id: 'session.error.signInError',
    defaultMessage: 'Sign in error, please try again',
    description: 'Sign-in error: the server could not be reached or did not answer in time',
  },
  signInFailed: {
    id: 'session.error.signInFailed',
    defaultMessage: 'Sign in failed',
    description: 'Sign-in error of any other kind (the default failure)',
  },
  tooManyAttempts: {
    id: 'session.error.tooManyAttempts',
    defaultMessage: 'Too many attempts, please try again in a few minutes',
    description: 'Error when the server limits how often this can be tried',
  },
  emailAlreadyUsed: {
    id: 'session.error.emailAlreadyUsed',
    defaultMessage: 'Email already used',
    description: 'Sign-up error: an account already has this email address',
  },
  emailRejected: {
    id: 'session.error.emailRejected',
    defaultMessage: 'Email rejected',
    description: 'Sign-up or reset error: the server does not accept this email address',
  },
  emailNotConfirmedYet: {
    id: 'session.error.emailNotConfirmedYet',
    defaultMessage: 'Email address not confirmed yet',
    description: 'Sign-up error: an account with this address waits for the confirmation of its email',
  },
  termsRejected: {
    id: 'session.error.termsRejected',
    defaultMessage: 'Terms rejected',
    description: 'Sign-up error: the terms version sent is not the current one',
  },
  signUpFailed: {
    id: 'session.error.signUpFailed',
    defaultMessage: 'Sign up failed',
    description: 'Sign-up error of any other kind (the default failure)',
  },
  passwordTooWeak: {
    id: 'session.error.passwordTooWeak',
    defaultMessage: 'Password is too weak',
    description: 'Server error: the password lacks a lower case, upper case, digit or special character',
  },
  passwordTooShort: {
    id: 'session.error.passwordTooShort',
    defaultMessage: 'Password is too short',
    description: 'Server error: the password has too few characters',
  },
  passwordTooLong: {
    id: 'session.error.passwordTooLong',
    defaultMessage: 'Password is too long',
    description: 'Server error: the password has too many characters',
  },
  captchaMissing: {
    id: 'session.error.captchaMissing',
    defaultMessage: 'Captcha missing, please confirm that you are not a robot',
    description: 'Server error: the form was sent without the anti-robot check',
  },
  captchaRequired: {
    id: 'session.error.captchaRequired',
    defaultMessage: 'There were many failed sign-ins on this email lately. Please complete the verification below, then sign in again.',
    description: 'Sign-in error: after repeated failures on this email, the server asks for the harder anti-robot check',
  },
  captchaInvalid: {
    id: 'session.error.captchaInvalid',
    defaultMessage: 'Captcha invalid, please do the verification again',
    description: 'Server error: the anti-robot check was refused (expired or already used)',
  },
  invalidConfirmationCode: {
    id: 'session.error.invalidConfirmationCode',
    defaultMessage: 'Invalid confirmation code',
    description: 'Error of the sign-up confirmation: the code or link is unknown, used or expired',
  },
  invalidResetToken: {
    id: 'session.error.invalidResetToken',
    defaultMessage: 'Unable to change password, the link may be expired',
    description: 'Error of the password reset: the mailed link is unknown, used or expired',
  },
  unableToProcess: {
    id: 'session.error.unableToProcess',
    defaultMessage: 'We are currently unable to process your request',
    description: 'Error when the server could not be reached or did not answer in time',
  },
  errorOccurred: {
    id: 'session.error.errorOccurred',
    defaultMessage: 'An error occurred, please try later',
    description: 'Error of any other kind',
  },
});

/** `/login/{login_info}`: the account the link signs in to, as the server names it. */
export const loginLinkMessages = defineMessages({
  title: {
    id: 'session.loginLink.title',
    defaultMessage: 'Sign-in link',
    description: 'Heading of the page a sign-in link opens',
  },
  checking: {
    id: 'session.loginLink.checking',
    defaultMessage: 'Checking the sign-in link…',
    description: 'Shown while the server is asked which account a sign-in link belongs to',
  },
  switchTitle: {
    id: 'session.loginLink.switchTitle',
    defaultMessage: 'Sign in to another account?',
    description: 'Title of the confirmation shown when a sign-in link belongs to another account than the one signed in',
  },
  switchConfirm: {
    id: 'session.loginLink.switchConfirm',
    defaultMessage: 'Switch account',
    description: 'Button of the account switch confirmation: sign in with the link, replacing the signed-in account',
  },
  switchCancel: {
    id: 'session.loginLink.switchCancel',
    defaultMessage: 'Stay signed in',
    description: 'Button of the account switch confirmation: ignore the link and keep the signed-in account',
  },
  signInTitle: {
    id: 'session.loginLink.signInTitle',
    defaultMessage: 'Sign in with this link?',
    description: 'Title of the confirmation shown when a sign-in link is opened while nobody is signed in',
  },
  signInConfirm: {
    id: 'session.loginLink.signInConfirm',
    defaultMessage: 'Sign in',
    description: 'Button of the sign-in confirmation: sign in with the link, nobody being signed in',
  },
  signInCancel: {
    id: 'session.loginLink.signInCancel',
    defaultMessage: 'Cancel',
    description: 'Button of the sign-in confirmation: ignore the link and stay signed out',
  },
  invalid: {
    id: 'session.loginLink.invalid',
    defaultMessage: 'This sign-in link is no longer valid: it has expired or was revoked.',
    description: 'Shown when the server knows no live session for the token of a sign-in link',
  },
  signInLink: {
    id: 'session.loginLink.signInLink',
    defaultMessage: 'Sign in with your email and password',
    description: 'Link to the sign-in page, under the message of an invalid sign-in link',
  },
  checkFailed: {
    id: 'session.loginLink.checkFailed',
    defaultMessage: 'The sign-in link could not be checked. Check your connection and try again.',
    description: 'Shown when the server could not be asked which account a sign-in link belongs to',
  },
  retry: {
    id: 'session.loginLink.retry',
    defaultMessage: 'Try again',
    description: 'Button that asks the server again about a sign-in link',
  },
});

export const loginLinkSigningInMessage = defineMessage<{ email: string }>({
  id: 'session.loginLink.signingIn',
  defaultMessage: 'Signing in as {email}…',
  description: 'Shown for the instant the app signs in with a link; email is the account the server says the link belongs to',
});

export const loginLinkSwitchBodyMessage = defineMessage<{ current: string; owner: string }>({
  id: 'session.loginLink.switchBody',
  defaultMessage: 'You are signed in as {current}. This link signs you in as {owner} instead, and signs {current} out of this browser.',
  description: 'Body of the account switch confirmation; current is the signed-in email, owner the link account email',
});

export const loginLinkSignInBodyMessage = defineMessage<{ owner: string }>({
  id: 'session.loginLink.signInBody',
  defaultMessage: 'This link signs you in as {owner}. Continue only if this is your account: anything you add would be kept in it.',
  description: 'Body of the sign-in confirmation shown while nobody is signed in; owner is the email of the account the link belongs to',
});

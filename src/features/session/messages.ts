import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  signInTitle: {
    id: 'session.signIn.title',
    defaultMessage: 'Sign in',
    description: 'Title of the sign-in page',
  },
  loginInfoInvalid: {
    id: 'session.signIn.loginInfoInvalid',
    defaultMessage: 'This sign-in link is not valid. Please sign in with your email and password.',
    description: 'Error on the sign-in page when a /login/{login_info} link held no valid session',
  },
  signUpTitle: {
    id: 'session.signUp.title',
    defaultMessage: 'Sign up',
    description: 'Title of the page that creates an account',
  },
  signUpCheckMailTitle: {
    id: 'session.signUpConfirmation.checkMail.title',
    defaultMessage: 'Check your email',
    description: 'Title of the page shown after sign-up, asking the user to open the confirmation mail',
  },
  signUpConfirmationTitle: {
    id: 'session.signUpConfirmation.confirm.title',
    defaultMessage: 'Email confirmation',
    description: 'Title of the page reached from the link in the sign-up confirmation mail',
  },
  termsReviewTitle: {
    id: 'session.termsReview.title',
    defaultMessage: 'Terms of service',
    description: 'Title of the page where the user reviews and accepts the current terms',
  },
  resetPasswordTitle: {
    id: 'session.resetPassword.title',
    defaultMessage: 'Reset your password',
    description: 'Title of the page where the user asks for a password reset mail',
  },
  resetPasswordConfirmationTitle: {
    id: 'session.resetPasswordConfirmation.title',
    defaultMessage: 'Choose a new password',
    description: 'Title of the page reached from the password reset mail',
  },
});

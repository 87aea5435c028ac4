import { defineMessage, defineMessages } from 'react-intl';

/** Titles of the account pages, and the sign-in page's notice about a broken login link. */
export const accountPageMessages = defineMessages({
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

/** Labels and hints of the account forms' fields. */
export const fieldMessages = defineMessages({
  email: {
    id: 'session.field.email',
    defaultMessage: 'Email',
    description: 'Label of the email address field of the sign-in, sign-up and password reset forms',
  },
  password: {
    id: 'session.field.password',
    defaultMessage: 'Password',
    description: 'Label of the password field of the sign-in and sign-up forms',
  },
  newPassword: {
    id: 'session.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password field of the page reached from the password reset mail',
  },
  passwordConfirmation: {
    id: 'session.field.passwordConfirmation',
    defaultMessage: 'Confirm the password',
    description: 'Label of the field where the user types the new password a second time',
  },
  confirmationCode: {
    id: 'session.field.confirmationCode',
    defaultMessage: 'Confirmation code',
    description: 'Label of the field where the user pastes the code of the sign-up confirmation mail',
  },
  showPassword: {
    id: 'session.field.showPassword',
    defaultMessage: 'Show password',
    description: 'Accessible name of the eye button beside a password field that shows the typed password',
  },
  hidePassword: {
    id: 'session.field.hidePassword',
    defaultMessage: 'Hide password',
    description: 'Accessible name of the eye button beside a shown password that hides it again',
  },
  captcha: {
    id: 'session.field.captcha',
    defaultMessage: 'Verification',
    description: 'Accessible name of the area holding the anti-robot check (a proof of work solved in the browser)',
  },
});

export const passwordHintMessage = defineMessage<{ min: number }>({
  id: 'session.field.passwordHint',
  defaultMessage: 'At least {min} characters, with a lower-case letter, an upper-case letter, a digit and a special character',
  description: 'Hint under a new password field: the rules a new password must follow',
});

/** Client-side validation messages, shown under the field (antd Form.Item help). */
export const validationMessages = defineMessages({
  emailRequired: {
    id: 'session.validation.emailRequired',
    defaultMessage: 'Please enter your email',
    description: 'Validation message of an empty email field',
  },
  emailInvalid: {
    id: 'session.validation.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
    description: 'Validation message of an email field whose text is not an email address',
  },
  passwordRequired: {
    id: 'session.validation.passwordRequired',
    defaultMessage: 'Please enter your password',
    description: 'Validation message of an empty password field',
  },
  passwordConfirmationRequired: {
    id: 'session.validation.passwordConfirmationRequired',
    defaultMessage: 'Please confirm your password',
    description: 'Validation message of an empty password confirmation field',
  },
  passwordsDoNotMatch: {
    id: 'session.validation.passwordsDoNotMatch',
    defaultMessage: 'Passwords do not match',
    description: 'Validation message when the password confirmation differs from the password',
  },
  termsRequired: {
    id: 'session.validation.termsRequired',
    defaultMessage: 'Please read and accept our Terms of Service',
    description: 'Validation message when the sign-up form is sent without ticking the terms box',
  },
  captchaRequired: {
    id: 'session.validation.captchaRequired',
    defaultMessage: 'Please confirm that you are not a robot',
    description: 'Validation message when a form is sent before the anti-robot check is done',
  },
  confirmationCodeRequired: {
    id: 'session.validation.confirmationCodeRequired',
    defaultMessage: 'Confirmation code cannot be empty',
    description: 'Validation message of an empty confirmation code field',
  },
});

export const emailTooLongMessage = defineMessage<{ max: number }>({
  id: 'session.validation.emailTooLong',
  defaultMessage: 'The email address is too long (at most {max} characters)',
  description: 'Validation message of an email longer than the limit',
});

export const passwordTooShortMessage = defineMessage<{ min: number }>({
  id: 'session.validation.passwordTooShort',
  defaultMessage: 'The password must have at least {min} characters',
  description: 'Validation message of a new password shorter than the minimum',
});

export const passwordTooLongMessage = defineMessage<{ max: number }>({
  id: 'session.validation.passwordTooLong',
  defaultMessage: 'The password must have at most {max} characters',
  description: 'Validation message of a password longer than the maximum',
});

export const passwordMissingClassesMessage = defineMessage<{ missing: string }>({
  id: 'session.validation.passwordMissingClasses',
  defaultMessage: 'The password also needs {missing}',
  description: 'Validation message of a new password lacking character classes; missing is a list such as "a digit and a special character"',
});

/** The character classes a password must hold, as items of the list in passwordMissingClassesMessage. */
export const passwordClassMessages = defineMessages({
  lower_case: {
    id: 'session.validation.passwordClass.lowerCase',
    defaultMessage: 'a lower-case letter',
    description: 'Item of the list of what a new password lacks',
  },
  upper_case: {
    id: 'session.validation.passwordClass.upperCase',
    defaultMessage: 'an upper-case letter',
    description: 'Item of the list of what a new password lacks',
  },
  digit: {
    id: 'session.validation.passwordClass.digit',
    defaultMessage: 'a digit',
    description: 'Item of the list of what a new password lacks',
  },
  special: {
    id: 'session.validation.passwordClass.special',
    defaultMessage: 'a special character',
    description: 'Item of the list of what a new password lacks (anything that is neither a letter nor a digit)',
  },
});

export const signInMessages = defineMessages({
  submit: {
    id: 'session.signIn.submit',
    defaultMessage: 'Sign in',
    description: 'Button that sends the sign-in form',
  },
  signUpLink: {
    id: 'session.signIn.signUpLink',
    defaultMessage: 'Create an account',
    description: 'Link from the sign-in page to the sign-up page',
  },
  resetPasswordLink: {
    id: 'session.signIn.resetPasswordLink',
    defaultMessage: 'Forgot your password?',
    description: 'Link from the sign-in page to the password reset page',
  },
  resendConfirmation: {
    id: 'session.signIn.resendConfirmation',
    defaultMessage: 'Send the confirmation email again',
    description: 'Button shown after the "email not confirmed" error, to receive the confirmation mail again',
  },
  resendDone: {
    id: 'session.signIn.resendDone',
    defaultMessage: 'If this account is waiting for its confirmation, we sent the email again. Check your inbox.',
    description: 'Note after asking for the confirmation mail again (the server does not say whether it sent one)',
  },
  captchaHint: {
    id: 'session.signIn.captchaHint',
    defaultMessage: 'This check protects your account from password guessing; it may take a few seconds.',
    description: 'Note under the anti-robot check the sign-in form shows after repeated failed sign-ins on the email',
  },
});

export const signUpMessages = defineMessages({
  submit: {
    id: 'session.signUp.submit',
    defaultMessage: 'Create my account',
    description: 'Button that sends the sign-up form',
  },
  acceptTerms: {
    id: 'session.signUp.acceptTerms',
    defaultMessage: 'I have read and accept the Terms of Service',
    description: 'Label of the sign-up checkbox accepting the terms',
  },
  readTerms: {
    id: 'session.signUp.readTerms',
    defaultMessage: 'Read the Terms of Service',
    description: 'Link of the sign-up form that opens the current terms in a dialog',
  },
  signInLink: {
    id: 'session.signUp.signInLink',
    defaultMessage: 'I already have an account',
    description: 'Link from the sign-up page to the sign-in page',
  },
});

export const checkMailMessages = defineMessages({
  explanation: {
    id: 'session.signUpConfirmation.checkMail.explanation',
    defaultMessage: 'We sent you an email with a link to confirm your address. Open it to activate your account.',
    description: 'Text of the page shown after sign-up',
  },
  codeExplanation: {
    id: 'session.signUpConfirmation.checkMail.codeExplanation',
    defaultMessage: 'You can also paste here the confirmation code of the email.',
    description: 'Text above the field where the user may paste the confirmation code instead of opening the link',
  },
  submit: {
    id: 'session.signUpConfirmation.checkMail.submit',
    defaultMessage: 'Confirm',
    description: 'Button that sends the pasted confirmation code',
  },
});

export const checkMailSentToMessage = defineMessage<{ email: string }>({
  id: 'session.signUpConfirmation.checkMail.sentTo',
  defaultMessage: 'The email was sent to {email}.',
  description: 'Sentence of the check-mail page naming the address the confirmation mail was sent to',
});

export const confirmationMessages = defineMessages({
  confirming: {
    id: 'session.signUpConfirmation.confirm.confirming',
    defaultMessage: 'Confirming your email address…',
    description: 'Shown while the confirmation link is checked by the server',
  },
  success: {
    id: 'session.signUpConfirmation.confirm.success',
    defaultMessage: 'Your email address is confirmed. You can now sign in.',
    description: 'Shown when the confirmation link was accepted',
  },
  signIn: {
    id: 'session.signUpConfirmation.confirm.signIn',
    defaultMessage: 'Sign in',
    description: 'Link from the confirmation result to the sign-in page',
  },
  signInForNewMail: {
    id: 'session.signUpConfirmation.confirm.signInForNewMail',
    defaultMessage: 'Sign in to receive a new confirmation email',
    description: 'Link shown with a refused confirmation code: signing in offers to send the mail again',
  },
  retry: {
    id: 'session.signUpConfirmation.confirm.retry',
    defaultMessage: 'Try again',
    description: 'Button that sends the confirmation link again after the server could not be reached',
  },
});

export const resetPasswordMessages = defineMessages({
  explanation: {
    id: 'session.resetPassword.explanation',
    defaultMessage: 'Enter the email address of your account. We will send you a link to choose a new password.',
    description: 'Text at the top of the password reset request page',
  },
  submit: {
    id: 'session.resetPassword.submit',
    defaultMessage: 'Send the link',
    description: 'Button that asks for the password reset mail',
  },
  sent: {
    id: 'session.resetPassword.sent',
    defaultMessage: 'If an account exists for this address, we sent a link to reset its password. Check your inbox.',
    description: 'Shown after asking for a reset mail; the same whether or not the account exists',
  },
  signInLink: {
    id: 'session.resetPassword.signInLink',
    defaultMessage: 'Back to sign in',
    description: 'Link from the password reset pages to the sign-in page',
  },
});

export const resetPasswordConfirmationMessages = defineMessages({
  submit: {
    id: 'session.resetPasswordConfirmation.submit',
    defaultMessage: 'Change my password',
    description: 'Button that sets the new password',
  },
  success: {
    id: 'session.resetPasswordConfirmation.success',
    defaultMessage: 'Your password has been changed. You can now sign in with it.',
    description: 'Shown once the new password is set',
  },
  signInLink: {
    id: 'session.resetPasswordConfirmation.signInLink',
    defaultMessage: 'Sign in',
    description: 'Link from the password change result to the sign-in page',
  },
  newLinkLink: {
    id: 'session.resetPasswordConfirmation.newLinkLink',
    defaultMessage: 'Ask for a new link',
    description: 'Link to the reset request page, shown when the mailed link no longer works',
  },
});

/** "Export my data" (drawer entry and page). */
export const accountExportMessages = defineMessages({
  title: {
    id: 'account.export.title',
    defaultMessage: 'Export my data',
    description: 'Drawer entry and title of the page where the user downloads a copy of all the data of their account',
  },
  explanation: {
    id: 'account.export.explanation',
    defaultMessage:
      'Get a copy of everything your account holds: applications, companies, actions, files, AI responses, credits and their history, and your settings. It comes as a zip file with all your records in one JSON file and your files as you uploaded them.',
    description: 'Explanation at the top of the export page',
  },
  prepare: {
    id: 'account.export.prepare',
    defaultMessage: 'Prepare my export',
    description: 'Button of the export page that starts making the zip of the account data',
  },
  pending: {
    id: 'account.export.pending',
    defaultMessage: 'Your export is being prepared. This page updates by itself when it is ready, and you will be notified even if you go elsewhere in the app.',
    description: 'Status on the export page while the zip is being made in the background',
  },
  ready: {
    id: 'account.export.ready',
    defaultMessage: 'Your export is ready ({size}). Its download link works once, until {expires}.',
    description: 'Status on the export page once the zip is ready; {size} is its size, {expires} the date and time it stops being available',
  },
  download: {
    id: 'account.export.download',
    defaultMessage: 'Download my export',
    description: 'Button of the export page that downloads the zip (the link works once)',
  },
  downloaded: {
    id: 'account.export.downloaded',
    defaultMessage: 'Your export was downloaded. Its link works only once: prepare a new export to download your data again.',
    description: 'Status on the export page after the zip was downloaded',
  },
  expired: {
    id: 'account.export.expired',
    defaultMessage: 'Your last export is no longer available. Prepare a new one.',
    description: 'Status on the export page when the last zip expired before it was downloaded',
  },
  failed: {
    id: 'account.export.failed',
    defaultMessage: 'Your last export could not be prepared. Please try again.',
    description: 'Status on the export page when the zip could not be made',
  },
  unavailable: {
    id: 'account.export.unavailable',
    defaultMessage: 'The export is no longer available. Prepare a new one.',
    description: 'Error on the export page when the download link could not be given (expired or already used)',
  },
});

/** "Delete my account" (drawer entry, page, and the notice once it is done). */
export const accountDeletionMessages = defineMessages({
  title: {
    id: 'account.deletion.title',
    defaultMessage: 'Delete my account',
    description: 'Drawer entry and title of the page where the user deletes their account',
  },
  warning: {
    id: 'account.deletion.warning',
    defaultMessage:
      'This deletes your account and everything in it for good: applications, companies, actions, files, AI responses, credits and their history. It cannot be undone, and unused credits are lost.',
    description: 'Warning at the top of the account deletion page',
  },
  exportFirst: {
    id: 'account.deletion.exportFirst',
    defaultMessage: 'Export your data first to keep a copy',
    description: 'Link from the deletion page to the export page',
  },
  password: {
    id: 'account.deletion.password',
    defaultMessage: 'Your password',
    description: 'Label of the password field of the account deletion page',
  },
  passwordRequired: {
    id: 'account.deletion.passwordRequired',
    defaultMessage: 'Enter your password to confirm it is you.',
    description: 'Error under the empty password field of the account deletion page',
  },
  confirm: {
    id: 'account.deletion.confirm',
    defaultMessage: 'I understand that my account and all its data will be deleted for good.',
    description: 'Checkbox the user ticks to confirm the deletion of their account',
  },
  confirmRequired: {
    id: 'account.deletion.confirmRequired',
    defaultMessage: 'Tick this box to confirm.',
    description: 'Error under the unticked confirmation checkbox of the account deletion page',
  },
  submit: {
    id: 'account.deletion.submit',
    defaultMessage: 'Delete my account for good',
    description: 'Button that deletes the account',
  },
  wrongPassword: {
    id: 'account.deletion.wrongPassword',
    defaultMessage: 'This password is not the right one. Your account was not deleted.',
    description: 'Error on the account deletion page when the password given is wrong',
  },
  deleted: {
    id: 'account.deletion.deleted',
    defaultMessage: 'Your account and all its data were deleted. You are signed out.',
    description: 'Notice shown after the account was deleted and the user signed out',
  },
});

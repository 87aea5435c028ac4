// The account pages of spec section 2 around the session: sign in (and resend the confirmation mail), sign up
// and its confirmation, and the password reset, with the sagas that make their HTTP calls and the slice of
// where each form stands. A sign-in starts the session through the session feature.
export { watchAccount } from './accountSaga';
export { AccountDeletedNotice } from './AccountDeletedNotice';
export { accountDataSlice } from './accountDataSlice';
export { accountSlice } from './accountSlice';
export { accountDeletionMessages, accountExportMessages } from './messages';
export { ResetPasswordConfirmationPage } from './ResetPasswordConfirmationPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignInPage } from './SignInPage';
export { SignUpCheckMailPage } from './SignUpCheckMailPage';
export { SignUpConfirmationPage } from './SignUpConfirmationPage';
export { SignUpPage } from './SignUpPage';

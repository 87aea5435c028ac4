// The session and the account pages around it: the session state and its events other features listen to
// (signedOut, accountChanged), the route guard, and the pages of spec section 2 that sign in and out.
export { LoginInfoPage } from './LoginInfoPage';
export { RequireSession } from './RequireSession';
export { ResetPasswordConfirmationPage } from './ResetPasswordConfirmationPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignInPage } from './SignInPage';
export { SignUpCheckMailPage } from './SignUpCheckMailPage';
export { SignUpConfirmationPage } from './SignUpConfirmationPage';
export { SignUpPage } from './SignUpPage';
export { TermsReviewPage } from './TermsReviewPage';
export { watchSession } from './sessionSaga';
export {
  accountChanged,
  selectCredits,
  selectIsConnected,
  selectLiveCredentials,
  selectSession,
  selectToken,
  sessionSlice,
  signedOut,
  signOutRequested,
} from './sessionSlice';
export { termsSlice } from './termsSlice';

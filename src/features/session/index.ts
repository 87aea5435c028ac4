// The session: who is signed in (kept in browser storage, restored at start, in step with the account over the
// live channel), the route guard, and what the account and terms features build their pages on: the account
// operations' state and events, the account calls' paths and error codes, and the error catalogue's messages.
export { accountErrorMessage } from './accountErrorMessages';
export { clientPath, currentTermsPath } from './accountApi';
export {
  accountErrorCodeOf,
  CONFIRMATION_ERROR_CODES,
  liveErrorCodeOf,
  NETWORK_ERROR,
  RESEND_CONFIRMATION_ERROR_CODES,
  RESET_PASSWORD_ERROR_CODES,
  RESET_REQUEST_ERROR_CODES,
  SIGN_IN_ERROR_CODES,
  SIGN_UP_ERROR_CODES,
  type AccountErrorCode,
} from './accountErrors';
export { currentTermsLoaded, type LoadedTerms } from './currentTerms';
export { LoginInfoPage } from './LoginInfoPage';
export { accountNavigationStateOf, returnPathOf, type AccountNavigationState } from './navigationState';
export { RequireSession } from './RequireSession';
export { watchSession } from './sessionSaga';
export {
  accountChanged,
  accountFormOpened,
  confirmationResendFailed,
  confirmationResendStarted,
  confirmationResendSubmitted,
  confirmationResent,
  passwordChanged,
  passwordResetFailed,
  passwordResetRequestAccepted,
  passwordResetRequestFailed,
  passwordResetRequestStarted,
  passwordResetRequestSubmitted,
  passwordResetStarted,
  passwordResetSubmitted,
  selectCredits,
  selectIsConnected,
  selectIsSigningIn,
  selectIsSigningUp,
  selectLiveCredentials,
  selectMustReviewTerms,
  selectPasswordReset,
  selectPasswordResetRequest,
  selectResendConfirmation,
  selectSession,
  selectSignIn,
  selectSignUp,
  selectSignUpConfirmation,
  selectTermsAcceptance,
  selectToken,
  sessionRestored,
  sessionSlice,
  signedOut,
  signedUp,
  signInFailed,
  signInRefused,
  signInStarted,
  signInSubmitted,
  signOutRequested,
  signUpConfirmationFailed,
  signUpConfirmationLinkOpened,
  signUpConfirmationStarted,
  signUpConfirmed,
  signUpFailed,
  signUpRefused,
  signUpStarted,
  signUpSubmitted,
  termsAccepted,
  termsAcceptanceFailed,
  termsAcceptanceStarted,
  termsAcceptanceSubmitted,
} from './sessionSlice';
export { startSession } from './sessionStart';

// The session: who is signed in (kept in browser storage, restored at start, its language in step with the
// account over the live channel), the route guard and the router state the account pages pass each other, the
// login link that replaces who is signed in, and the error codes every account call (the terms' too) reads as.
export { accountErrorMessage } from './accountErrorMessages';
export { accountErrorCodeOf, NETWORK_ERROR, type AccountErrorCode } from './accountErrors';
export { loginLinkSlice } from './loginLinkSlice';
export { accountNavigationStateOf, returnPathOf, type AccountNavigationState } from './navigationState';
export { RequireSession } from './RequireSession';
export { watchSession } from './sessionSaga';
export {
  accountChanged,
  selectIsConnected,
  selectLiveCredentials,
  selectMustReviewTerms,
  selectSession,
  selectToken,
  sessionRestored,
  sessionSlice,
  signedIn,
  signedOut,
  signOutRequested,
} from './sessionSlice';
export { startSession } from './sessionStart';
export { currentTermsLoaded, termsAccepted } from './termsEvents';

import { expectSaga } from 'redux-saga-test-plan';
import type { PushAction } from '../../../../src/features/connection';
import { joinRefused } from '../../../../src/features/connection/connectionSlice';
import { applyCreditsPushSaga } from '../../../../src/features/session/sessionSaga';
import {
  accountFormOpened,
  creditsReceived,
  guardedPageOpenedSignedOut,
  idleOperations,
  initialSessionState,
  savedSessionChecked,
  selectCredits,
  selectIsConnected,
  selectIsSigningIn,
  selectIsSigningUp,
  selectLiveCredentials,
  selectMustReviewTerms,
  selectSavedSessionChecked,
  selectSession,
  selectSignIn,
  selectSignUpConfirmation,
  selectToken,
  sessionRestored,
  sessionSlice,
  signedIn,
  signedOut,
  signedOutSession,
  signedUp,
  signInFailed,
  signInStarted,
  signOutRequested,
  signUpConfirmationFailed,
  signUpConfirmationStarted,
  signUpConfirmed,
  signUpStarted,
  termsAccepted,
  type SessionState,
} from '../../../../src/features/session/sessionSlice';
import { connectedSession, connectedSessionState } from '../../testUtils/fixtures';
import { pushed } from '../../testUtils/pushes';

const reducer = sessionSlice.reducer;
const rootOf = (session: SessionState) => ({ session });

describe('session slice', () => {
  it('starts with every account field empty, before the saved session was looked for', () => {
    const initial = reducer(undefined, { type: '@@init' });
    expect(initial).toEqual(initialSessionState);
    expect(initial).toEqual({
      user_id: null,
      email: null,
      credits: 0,
      token: null,
      locale: null,
      accepted_terms: null,
      current_terms: null,
      savedSessionChecked: false,
      savedSessionReadForPage: null,
      operations: idleOperations,
      loginLink: { status: 'idle' },
    });
    expect(selectSavedSessionChecked(rootOf(initial))).toBe(false);
    expect(selectSavedSessionChecked(rootOf(reducer(initial, savedSessionChecked())))).toBe(true);
  });

  it('looks at storage again when a guarded page opens while not connected, and only then', () => {
    expect(reducer(signedOutSession, guardedPageOpenedSignedOut('page-1')).savedSessionChecked).toBe(false);
    expect(reducer(connectedSessionState, guardedPageOpenedSignedOut('page-1'))).toBe(connectedSessionState);
  });

  it('takes a restored session whole', () => {
    const state = reducer(initialSessionState, sessionRestored(connectedSession));
    expect(selectSession(rootOf(state))).toEqual(connectedSessionState);
    expect(selectToken(rootOf(state))).toBe('token-123');
    expect(selectCredits(rootOf(state))).toBe(3);
    expect(selectSavedSessionChecked(rootOf(state))).toBe(true);
  });

  it('forgets everything when signed out', () => {
    const state = reducer(reducer(signedOutSession, sessionRestored(connectedSession)), signedOut());
    expect(state).toEqual(signedOutSession);
  });

  it('leaves the state alone on signOutRequested: the saga decides', () => {
    const connected = reducer(signedOutSession, sessionRestored(connectedSession));
    expect(reducer(connected, signOutRequested())).toBe(connected);
    expect(signOutRequested.type).toBe('session/signOutRequested');
  });
});

describe('selectIsConnected', () => {
  const connected: SessionState = connectedSessionState;

  it('is true when token, user id and email are all present', () => {
    expect(selectIsConnected(rootOf(connected))).toBe(true);
  });

  it.each(['token', 'user_id', 'email'] as const)('is false without %s', (field) => {
    expect(selectIsConnected(rootOf({ ...connected, [field]: null }))).toBe(false);
    expect(selectIsConnected(rootOf({ ...connected, [field]: '' }))).toBe(false);
  });

  it('does not depend on credits, terms or locale', () => {
    const bare: SessionState = { ...signedOutSession, token: 't', user_id: 'u', email: 'e@example.com' };
    expect(selectIsConnected(rootOf(bare))).toBe(true);
  });
});

describe('selectMustReviewTerms', () => {
  it('is set when a connected account accepted other terms than the current ones, or none', () => {
    expect(selectMustReviewTerms(rootOf(connectedSessionState))).toBe(false);
    expect(selectMustReviewTerms(rootOf({ ...connectedSessionState, accepted_terms: 'terms-v0' }))).toBe(true);
    expect(selectMustReviewTerms(rootOf({ ...connectedSessionState, accepted_terms: null }))).toBe(true);
  });

  it('is not set while signed out', () => {
    expect(selectMustReviewTerms(rootOf({ ...signedOutSession, current_terms: 'terms-v1' }))).toBe(false);
  });

  it('clears once the current terms are accepted', () => {
    const state = reducer({ ...connectedSessionState, accepted_terms: 'terms-v0' }, termsAccepted('terms-v1'));
    expect(state.accepted_terms).toBe('terms-v1');
    expect(state.operations.termsAcceptance.status).toBe('succeeded');
    expect(selectMustReviewTerms(rootOf(state))).toBe(false);
  });
});

describe('account operations', () => {
  it('raises the sign-in flag while it runs, and keeps the error code of a failure', () => {
    const running = reducer(signedOutSession, signInStarted());
    expect(selectIsSigningIn(rootOf(running))).toBe(true);
    const failed = reducer(running, signInFailed('invalid_credentials'));
    expect(selectIsSigningIn(rootOf(failed))).toBe(false);
    expect(selectSignIn(rootOf(failed))).toEqual({ status: 'failed', error: 'invalid_credentials' });
  });

  it('marks the sign-in succeeded with the session of signedIn, keeping other operations', () => {
    const signingUp = reducer(signedOutSession, signUpStarted());
    const state = reducer(reducer(signingUp, signInStarted()), signedIn(connectedSession));
    expect(state.operations.signIn).toEqual({ status: 'succeeded', error: null });
    expect(selectIsSigningUp(rootOf(state))).toBe(true);
    expect(state.token).toBe(connectedSession.token);
  });

  it('forgets an outcome when its page opens again, but not a submission still running', () => {
    const done = reducer(reducer(signedOutSession, signUpStarted()), signedUp());
    expect(reducer(done, accountFormOpened('signUp')).operations.signUp).toEqual({ status: 'idle', error: null });
    const running = reducer(signedOutSession, signInStarted());
    expect(reducer(running, accountFormOpened('signIn'))).toBe(running);
  });

  it('remembers which token a confirmation is about', () => {
    const started = reducer(signedOutSession, signUpConfirmationStarted('abc'));
    expect(selectSignUpConfirmation(rootOf(started))).toEqual({ status: 'submitting', error: null, token: 'abc' });
    expect(reducer(started, signUpConfirmed()).operations.signUpConfirmation).toEqual({ status: 'succeeded', error: null, token: 'abc' });
    expect(reducer(started, signUpConfirmationFailed('invalid_confirmation_code')).operations.signUpConfirmation).toEqual({
      status: 'failed',
      error: 'invalid_confirmation_code',
      token: 'abc',
    });
  });
});

describe('session slice, live events', () => {
  it('leaves a refused join to the session saga, which reads the refused token before signing out', () => {
    expect(reducer(connectedSessionState, joinRefused({ reason: 'unauthorized' }))).toEqual(connectedSessionState);
  });

  it('takes the balance of an updated_credits push only when credits are among its fields', async () => {
    // Pushes are applied by sagas (one style for every feature): the session saga turns this one into the
    // slice's own creditsReceived.
    const creditsAfter = async (push: PushAction<'updated_credits'>) => {
      const { storeState } = await expectSaga(applyCreditsPushSaga, push).withReducer(reducer, connectedSessionState).run();
      return (storeState as SessionState).credits;
    };
    const withCredits = pushed('updated_credits', { credits: 9, fields: ['credits'] });
    const withoutCredits = pushed('updated_credits', { credits: 9, fields: ['other'] });
    expect(await creditsAfter(withCredits)).toBe(9);
    expect(await creditsAfter(withoutCredits)).toBe(connectedSession.credits);
  });

  it('gives the live channel its credentials only while connected', () => {
    expect(selectLiveCredentials(rootOf(connectedSessionState))).toEqual({ userId: connectedSession.user_id, token: connectedSession.token });
    expect(selectLiveCredentials(rootOf({ ...connectedSessionState, email: null }))).toBeNull();
    expect(selectLiveCredentials(rootOf(signedOutSession))).toBeNull();
  });

  it('keeps the balance of creditsReceived and the whole session of signedIn', () => {
    expect(reducer(connectedSessionState, creditsReceived(0)).credits).toBe(0);
    expect(reducer(signedOutSession, signedIn(connectedSession))).toEqual({
      ...connectedSessionState,
      operations: { ...idleOperations, signIn: { status: 'succeeded', error: null } },
    });
  });
});

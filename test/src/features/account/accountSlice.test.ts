// Where the account forms stand: each operation's events, the in-progress flags, and a page opened again.
import { combineReducers } from '@reduxjs/toolkit';
import {
  accountFormOpened,
  accountSlice,
  idleOperations,
  selectIsSigningIn,
  selectIsSigningUp,
  selectSignIn,
  selectSignUpConfirmation,
  signedUp,
  signInFailed,
  signInStarted,
  signUpConfirmationFailed,
  signUpConfirmationStarted,
  signUpConfirmed,
  signUpStarted,
} from '../../../../src/features/account/accountSlice';
import { sessionSlice, signedIn, signedOutSession } from '../../../../src/features/session/sessionSlice';
import { connectedSession, connectedSessionState } from '../../testUtils/fixtures';

// The session beside the forms: a sign-in ends with the session's own event.
const reducer = combineReducers({ session: sessionSlice.reducer, account: accountSlice.reducer });
type State = ReturnType<typeof reducer>;
const signedOut: State = { session: signedOutSession, account: idleOperations };

describe('account operations', () => {
  it('raises the sign-in flag while it runs, and keeps the error code of a failure', () => {
    const running = reducer(signedOut, signInStarted());
    expect(selectIsSigningIn(running)).toBe(true);
    const failed = reducer(running, signInFailed('invalid_credentials'));
    expect(selectIsSigningIn(failed)).toBe(false);
    expect(selectSignIn(failed)).toEqual({ status: 'failed', error: 'invalid_credentials' });
  });

  it('marks the sign-in succeeded with the session of signedIn, keeping other operations', () => {
    const signingUp = reducer(signedOut, signUpStarted());
    const state = reducer(reducer(signingUp, signInStarted()), signedIn(connectedSession));
    expect(state.account.signIn).toEqual({ status: 'succeeded', error: null });
    expect(selectIsSigningUp(state)).toBe(true);
    expect(state.session.token).toBe(connectedSession.token);
  });

  it('forgets an outcome when its page opens again, but not a submission still running', () => {
    const done = reducer(reducer(signedOut, signUpStarted()), signedUp());
    expect(reducer(done, accountFormOpened('signUp')).account.signUp).toEqual({ status: 'idle', error: null });
    const running = reducer(signedOut, signInStarted());
    expect(reducer(running, accountFormOpened('signIn'))).toBe(running);
  });

  it('remembers which token a confirmation is about', () => {
    const started = reducer(signedOut, signUpConfirmationStarted('abc'));
    expect(selectSignUpConfirmation(started)).toEqual({ status: 'submitting', error: null, token: 'abc' });
    expect(reducer(started, signUpConfirmed()).account.signUpConfirmation).toEqual({ status: 'succeeded', error: null, token: 'abc' });
    expect(reducer(started, signUpConfirmationFailed('invalid_confirmation_code')).account.signUpConfirmation).toEqual({
      status: 'failed',
      error: 'invalid_confirmation_code',
      token: 'abc',
    });
  });

  it('leaves the session alone: a signed-in session stays as it was', () => {
    const connected: State = { session: connectedSessionState, account: idleOperations };
    expect(reducer(connected, signUpStarted()).session).toBe(connectedSessionState);
  });
});

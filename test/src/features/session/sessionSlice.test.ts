import { joinRefused } from '../../../../src/features/connection/connectionSlice';
import {
  guardedPageOpenedSignedOut,
  initialSessionState,
  savedSessionChecked,
  selectIsConnected,
  selectLiveCredentials,
  selectMustReviewTerms,
  selectSavedSessionChecked,
  selectSession,
  selectToken,
  sessionRestored,
  sessionSlice,
  signedIn,
  signedOut,
  signedOutSession,
  signOutRequested,
  type SessionState,
} from '../../../../src/features/session/sessionSlice';
import { connectedSession, connectedSessionState } from '../../testUtils/fixtures';

const reducer = sessionSlice.reducer;
const rootOf = (session: SessionState) => ({ session });

describe('session slice', () => {
  it('starts with every account field empty, before the saved session was looked for', () => {
    const initial = reducer(undefined, { type: '@@init' });
    expect(initial).toEqual(initialSessionState);
    expect(initial).toEqual({
      user_id: null,
      email: null,
      token: null,
      locale: null,
      accepted_terms: null,
      current_terms: null,
      savedSessionChecked: false,
      savedSessionReadForPage: null,
    });
    expect(selectSavedSessionChecked(rootOf(initial))).toBe(false);
    expect(selectSavedSessionChecked(rootOf(reducer(initial, savedSessionChecked())))).toBe(true);
  });

  it('looks at storage again when a guarded page opens while not connected, and only then', () => {
    expect(reducer(signedOutSession, guardedPageOpenedSignedOut('page-1')).savedSessionChecked).toBe(false);
    expect(reducer(connectedSessionState, guardedPageOpenedSignedOut('page-1'))).toBe(connectedSessionState);
  });

  it('takes a restored session whole', () => {
    // The balance is the credits feature's: a restore leaves it alone (balanceSlice.test.ts).
    const { credits: _credits, ...restored } = connectedSession;
    const state = reducer(initialSessionState, sessionRestored(restored));
    expect(selectSession(rootOf(state))).toEqual(connectedSessionState);
    expect(selectToken(rootOf(state))).toBe('token-123');
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
});

describe('session slice, live events', () => {
  it('leaves a refused join to the session saga, which reads the refused token before signing out', () => {
    expect(reducer(connectedSessionState, joinRefused({ reason: 'unauthorized' }))).toEqual(connectedSessionState);
  });

  it('gives the live channel its credentials only while connected', () => {
    expect(selectLiveCredentials(rootOf(connectedSessionState))).toEqual({ userId: connectedSession.user_id, token: connectedSession.token });
    expect(selectLiveCredentials(rootOf({ ...connectedSessionState, email: null }))).toBeNull();
    expect(selectLiveCredentials(rootOf(signedOutSession))).toBeNull();
  });

  // The balance of balanceReceived and the sign-in's operation are the credits' and account's slices' tests.
  it('keeps the whole session of signedIn', () => {
    expect(reducer(signedOutSession, signedIn(connectedSession))).toEqual(connectedSessionState);
  });
});

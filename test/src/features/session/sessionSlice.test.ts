import { joinRefused, pushReceived } from '../../../../src/features/connection/connectionSlice';
import {
  creditsReceived,
  selectCredits,
  selectLiveCredentials,
  signedIn,
  selectIsConnected,
  selectSession,
  selectToken,
  sessionRestored,
  sessionSlice,
  signedOut,
  signedOutSession,
  signOutRequested,
  type SessionState,
} from '../../../../src/features/session/sessionSlice';
import { connectedSession } from '../../testUtils/fixtures';

const reducer = sessionSlice.reducer;
const rootOf = (session: SessionState) => ({ session });

describe('session slice', () => {
  it('starts with every field empty', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(signedOutSession);
    expect(signedOutSession).toEqual({
      user_id: null,
      email: null,
      credits: 0,
      token: null,
      locale: null,
      accepted_terms: null,
      current_terms: null,
    });
  });

  it('takes a restored session whole', () => {
    const state = reducer(signedOutSession, sessionRestored(connectedSession));
    expect(selectSession(rootOf(state))).toEqual(connectedSession);
    expect(selectToken(rootOf(state))).toBe('token-123');
    expect(selectCredits(rootOf(state))).toBe(3);
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
  const connected: SessionState = { ...connectedSession };

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

describe('session slice, live events', () => {
  it('signs out when the live channel refuses the token', () => {
    expect(reducer(connectedSession, joinRefused({ reason: 'unauthorized' }))).toEqual(signedOutSession);
  });

  it('takes the balance of an updated_credits push only when credits are among its fields', () => {
    const withCredits = pushReceived({ event: 'updated_credits', payload: { credits: 9, fields: ['credits'] } });
    const withoutCredits = pushReceived({ event: 'updated_credits', payload: { credits: 9, fields: ['other'] } });
    expect(reducer(connectedSession, withCredits).credits).toBe(9);
    expect(reducer(connectedSession, withoutCredits).credits).toBe(connectedSession.credits);
  });

  it('gives the live channel its credentials only while connected', () => {
    expect(selectLiveCredentials(rootOf(connectedSession))).toEqual({ userId: connectedSession.user_id, token: connectedSession.token });
    expect(selectLiveCredentials(rootOf({ ...connectedSession, email: null }))).toBeNull();
    expect(selectLiveCredentials(rootOf(signedOutSession))).toBeNull();
  });

  it('keeps the balance of creditsReceived and the whole session of signedIn', () => {
    expect(reducer(connectedSession, creditsReceived(0)).credits).toBe(0);
    expect(reducer(signedOutSession, signedIn(connectedSession))).toEqual(connectedSession);
  });
});

// The acceptance of the terms beside the session: accepting ends the review the guard asks for.
import { combineReducers } from '@reduxjs/toolkit';
import { selectMustReviewTerms, sessionSlice } from '../../../../src/features/session/sessionSlice';
import { termsAccepted } from '../../../../src/features/session/termsEvents';
import {
  selectTermsAcceptance,
  termsAcceptanceFailed,
  termsAcceptanceSlice,
  termsAcceptanceStarted,
  termsReviewOpened,
} from '../../../../src/features/terms/termsAcceptanceSlice';
import { connectedSessionState } from '../../testUtils/fixtures';

const reducer = combineReducers({ session: sessionSlice.reducer, termsAcceptance: termsAcceptanceSlice.reducer });
type State = ReturnType<typeof reducer>;
const pending: State = {
  session: { ...connectedSessionState, accepted_terms: 'terms-v0' },
  termsAcceptance: termsAcceptanceSlice.getInitialState(),
};

describe('terms acceptance', () => {
  it('clears once the current terms are accepted', () => {
    const state = reducer(pending, termsAccepted('terms-v1'));
    expect(state.session.accepted_terms).toBe('terms-v1');
    expect(state.termsAcceptance.status).toBe('succeeded');
    expect(selectMustReviewTerms(state)).toBe(false);
  });

  it('keeps the error code of a failure, and forgets it when the page opens again, not while it runs', () => {
    const running = reducer(pending, termsAcceptanceStarted());
    expect(selectTermsAcceptance(running)).toEqual({ status: 'submitting', error: null });
    expect(reducer(running, termsReviewOpened())).toBe(running);
    const failed = reducer(running, termsAcceptanceFailed('network_error'));
    expect(selectTermsAcceptance(failed)).toEqual({ status: 'failed', error: 'network_error' });
    expect(selectTermsAcceptance(reducer(failed, termsReviewOpened()))).toEqual({ status: 'idle', error: null });
  });
});

import { type JobApplication, UNSET_APPLICATION_DETAILS } from '../../../contract';
import type { BalanceState } from '../../../src/features/credits/balanceSlice';
import { type AccountSession, type SessionState, signedOutSession } from '../../../src/features/session/sessionSlice';

/** A signed-in session, for tests that need one. */
export const connectedSession: AccountSession = {
  user_id: '6f1c2a0e-8d4b-4a51-9a0e-2b7f3c9d1e42',
  email: 'ada@example.com',
  credits: 3,
  token: 'token-123',
  locale: 'en-US',
  accepted_terms: 'terms-v1',
  current_terms: 'terms-v1',
};

/** The session slice's state once `connectedSession` signed in (its credits are the credits feature's balance). */
export const connectedSessionState: SessionState = {
  ...signedOutSession,
  user_id: connectedSession.user_id,
  email: connectedSession.email,
  token: connectedSession.token,
  locale: connectedSession.locale,
  accepted_terms: connectedSession.accepted_terms,
  current_terms: connectedSession.current_terms,
};

/** The account as a sign-in brings it: the session's fields, and the balance the credits feature keeps. */
export function signedInAccountOf(state: { readonly session: SessionState; readonly balance: BalanceState }) {
  return { ...state.session, credits: state.balance.credits };
}

/**
 * Writes `connectedSession` into localStorage under the spec's keys, as an earlier sign-in left it; null
 * accepted terms leave their key out. The keys are spelled here rather than taken from the app's saveSession,
 * so the tests check the spec's names.
 */
export function storeConnectedSession(acceptedTerms: string | null = connectedSession.accepted_terms): void {
  localStorage.setItem('user_token', connectedSession.token);
  localStorage.setItem('user_email', connectedSession.email);
  localStorage.setItem('user_id', connectedSession.user_id);
  localStorage.setItem('current_terms', connectedSession.current_terms);
  if (acceptedTerms !== null) localStorage.setItem('accepted_terms', acceptedTerms);
}

/** A job application as the server sends it, with the given id. */
export function jobApplicationFixture(id: string): JobApplication {
  return {
    id,
    title: 'Backend developer',
    company_id: null,
    company: null,
    url: 'https://jobs.example/1',
    notes: '',
    job_description: '',
    ...UNSET_APPLICATION_DETAILS,
    tags: [],
    created: '2026-11-22T09:30:00.000Z',
    updated: '2026-11-22T09:30:00.000Z',
  };
}

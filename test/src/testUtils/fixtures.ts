import type { JobApplication } from '../../../contract';
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

/** The session slice's state once `connectedSession` signed in. */
export const connectedSessionState: SessionState = { ...signedOutSession, ...connectedSession };

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
    created: '2026-11-22T09:30:00.000Z',
  };
}

import type { AccountSession } from '../../../src/features/session/sessionSlice';

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

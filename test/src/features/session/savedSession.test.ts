import { loadSavedSession, SAVED_SESSION_KEYS, saveSession } from '../../../../src/features/session/savedSession';

const session = {
  user_id: '8d7f5a52-3c1e-4f7b-9a2d-1b2c3d4e5f60',
  email: 'ada@example.test',
  token: 'token-abc',
  accepted_terms: '2026-11-01',
  current_terms: '2026-11-01',
};

describe('the saved session', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('is kept under the spec’s keys and read back', () => {
    saveSession(localStorage, session);
    expect(localStorage.getItem('user_token')).toBe('token-abc');
    expect(localStorage.getItem('user_email')).toBe('ada@example.test');
    expect(localStorage.getItem('user_id')).toBe(session.user_id);
    expect(localStorage.getItem('accepted_terms')).toBe('2026-11-01');
    expect(localStorage.getItem('current_terms')).toBe('2026-11-01');
    expect(loadSavedSession(localStorage)).toEqual(session);
  });

  it('keeps terms never accepted as null', () => {
    localStorage.setItem(SAVED_SESSION_KEYS.acceptedTerms, 'old');
    saveSession(localStorage, { ...session, accepted_terms: null });
    expect(localStorage.getItem('accepted_terms')).toBeNull();
    expect(loadSavedSession(localStorage)?.accepted_terms).toBeNull();
  });

  it.each(['user_token', 'user_email', 'user_id'])('is absent when %s is missing', (key) => {
    saveSession(localStorage, session);
    localStorage.removeItem(key);
    expect(loadSavedSession(localStorage)).toBeNull();
  });
});

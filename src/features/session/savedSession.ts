// The session kept in browser storage under the spec's keys, so a reload or a new tab stays signed in.
// Credits are not kept: they change on the server, and are asked for again once the live channel joins.
// The `locale` key belongs to the interface language (src/i18n), which the session follows. What of the
// session state is kept is the session slice's `selectSavedSession`: this module knows storage only, so the
// slice imports it and not the other way round.

export const SAVED_SESSION_KEYS = {
  token: 'user_token',
  email: 'user_email',
  userId: 'user_id',
  acceptedTerms: 'accepted_terms',
  currentTerms: 'current_terms',
} as const;

export interface SavedSession {
  readonly user_id: string;
  readonly email: string;
  readonly token: string;
  readonly accepted_terms: string | null;
  readonly current_terms: string;
}

export function saveSession(storage: Storage, session: SavedSession): void {
  storage.setItem(SAVED_SESSION_KEYS.token, session.token);
  storage.setItem(SAVED_SESSION_KEYS.email, session.email);
  storage.setItem(SAVED_SESSION_KEYS.userId, session.user_id);
  storage.setItem(SAVED_SESSION_KEYS.currentTerms, session.current_terms);
  // Storage holds strings only: no key at all stands for terms never accepted.
  if (session.accepted_terms === null) storage.removeItem(SAVED_SESSION_KEYS.acceptedTerms);
  else storage.setItem(SAVED_SESSION_KEYS.acceptedTerms, session.accepted_terms);
}

/** The saved session, or null unless token, user id and email are all there (the spec's "connected"). */
export function loadSavedSession(storage: Storage): SavedSession | null {
  const token = storage.getItem(SAVED_SESSION_KEYS.token);
  const email = storage.getItem(SAVED_SESSION_KEYS.email);
  const userId = storage.getItem(SAVED_SESSION_KEYS.userId);
  if (!token || !email || !userId) return null;
  return {
    token,
    email,
    user_id: userId,
    accepted_terms: storage.getItem(SAVED_SESSION_KEYS.acceptedTerms),
    current_terms: storage.getItem(SAVED_SESSION_KEYS.currentTerms) ?? '',
  };
}

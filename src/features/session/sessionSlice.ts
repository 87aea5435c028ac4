// Who is signed in: the account as the server named it (kept in browser storage, see savedSession.ts), and what
// the route guard decides on (whether storage was looked at, and for which page). The account pages' forms,
// the terms' review, the credit balance and the login link keep their own slices, and follow this one's events.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSession } from '../../../contract';
import type { SavedSession } from './savedSession';
import { currentTermsLoaded, termsAccepted } from './termsEvents';

export type { AccountSession };

/** What a sign-in brings: the server's answer (its credits go to the credits feature's balance). */
export type SignedInSession = Omit<AccountSession, 'locale'> & { readonly locale: string | null };

/** The account fields: names follow the server's answer, so a sign-in reply or a stored session drops straight in. */
export interface SessionState {
  readonly user_id: string | null;
  readonly email: string | null;
  readonly token: string | null;
  /** The account's locale on the server; the interface language is the i18n `locale` state. */
  readonly locale: string | null;
  readonly accepted_terms: string | null;
  readonly current_terms: string | null;
  /**
   * False until the saved session has been looked for, at start and again when a page behind the route guard
   * opens while not connected: the route guard waits for it.
   */
  readonly savedSessionChecked: boolean;
  /**
   * The page (router location key) for which the route guard last had storage read again while not connected,
   * so that it reads it once per page reached, then decides.
   */
  readonly savedSessionReadForPage: string | null;
}

/** Signed out, with storage already looked at: what signing out leaves. */
export const signedOutSession: SessionState = {
  user_id: null,
  email: null,
  token: null,
  locale: null,
  accepted_terms: null,
  current_terms: null,
  savedSessionChecked: true,
  savedSessionReadForPage: null,
};

/** At start, before the saved session has been looked for. */
export const initialSessionState: SessionState = { ...signedOutSession, savedSessionChecked: false };

/** The user signed in (a sign-in answer, or a login link with the account the server named). */
export const signedIn = createAction<SignedInSession>('session/signedIn');

/**
 * A sign-in brought another account than the one signed in: what the caches hold of the first one goes
 * (the job-search slices reset on it, as on `signedOut`). `signedIn` of the new account follows at once.
 */
export const accountChanged = createAction('session/accountChanged');

/**
 * The user picked Sign Out in the menu. No reducer handles it: the session saga revokes the token on the
 * server, clears browser storage, then dispatches `signedOut`, which closes the live channel.
 */
export const signOutRequested = createAction('session/signOutRequested');

function isPresent(value: string | null): value is string {
  return value !== null && value !== '';
}

/** Connected means token, user id and email are all present (spec, section 4). */
function isConnected(state: SessionState): boolean {
  return isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A saved session was read back from browser storage. */
    sessionRestored(state, action: PayloadAction<SavedSession>) {
      // Storage keeps no server locale: what the session knew of it stays.
      Object.assign(state, action.payload, { savedSessionChecked: true });
    },
    /** Browser storage was looked at for a saved session (whether one was there or not). */
    savedSessionChecked(state) {
      state.savedSessionChecked = true;
    },
    /**
     * A page behind the route guard opened while not connected. Before the guard sends the visitor to /login,
     * storage is read again (spec, section 2): another tab may have signed in since this one started. The
     * guard waits for `savedSessionChecked` once more.
     */
    guardedPageOpenedSignedOut(state, action: PayloadAction<string>) {
      if (isConnected(state)) return;
      state.savedSessionChecked = false;
      state.savedSessionReadForPage = action.payload;
    },
    /** The account on the server now has this locale. */
    accountLocaleSaved(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    /**
     * The session is over (a sign-out, or a token the live channel refused: the session saga reads that token
     * to clean storage up first, so `connection/joinRefused` itself leaves the session as it is): forget
     * everything about the account.
     */
    signedOut() {
      return signedOutSession;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        const { user_id, email, token, locale, accepted_terms, current_terms } = action.payload;
        Object.assign(state, { user_id, email, token, locale, accepted_terms, current_terms, savedSessionChecked: true });
      })
      .addCase(termsAccepted, (state, action) => {
        state.accepted_terms = action.payload;
      })
      // Whoever fetched them (a check after a restore or a join, a page), these are the current terms now: a
      // session that accepted older ones goes to the review.
      .addCase(currentTermsLoaded, (state, action) => {
        if (isConnected(state)) state.current_terms = action.payload.version;
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectToken: (state) => state.token,
    selectIsConnected: isConnected,
    /** What the live channel needs to connect, or null while not connected. */
    selectLiveCredentials: (state) =>
      isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email)
        ? { userId: state.user_id, token: state.token }
        : null,
    /** Connected, with terms to review: the accepted terms differ from the current ones (spec, section 4). */
    selectMustReviewTerms: (state) => isConnected(state) && state.accepted_terms !== state.current_terms,
    selectSavedSessionChecked: (state) => state.savedSessionChecked,
    selectSavedSessionReadForPage: (state) => state.savedSessionReadForPage,
    /** What browser storage keeps of the session, or null while not connected. */
    selectSavedSession: (state): SavedSession | null => {
      if (!state.token || !state.email || !state.user_id) return null;
      return {
        token: state.token,
        email: state.email,
        user_id: state.user_id,
        accepted_terms: state.accepted_terms,
        current_terms: state.current_terms ?? '',
      };
    },
  },
});

export const { sessionRestored, savedSessionChecked, guardedPageOpenedSignedOut, accountLocaleSaved, signedOut } =
  sessionSlice.actions;

export const {
  selectSession,
  selectToken,
  selectIsConnected,
  selectLiveCredentials,
  selectMustReviewTerms,
  selectSavedSessionChecked,
  selectSavedSessionReadForPage,
  selectSavedSession,
} = sessionSlice.selectors;

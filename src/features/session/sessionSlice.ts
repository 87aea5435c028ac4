import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSession } from '../../../contract';
import { joinRefused, pushReceived } from '../connection/connectionSlice';
import type { SavedSession } from './savedSession';

export type { AccountSession };

export type SignedInSession = Omit<AccountSession, 'locale'> & { readonly locale: string | null };

/** Field names follow the server's answer, so a sign-in reply or a stored session drops straight in. */
export interface SessionState {
  readonly user_id: string | null;
  readonly email: string | null;
  /** 0 while signed out: there is nothing to spend. */
  readonly credits: number;
  readonly token: string | null;
  /** The account's locale on the server; the interface language is the i18n `locale` state. */
  readonly locale: string | null;
  readonly accepted_terms: string | null;
  readonly current_terms: string | null;
}

export const signedOutSession: SessionState = {
  user_id: null,
  email: null,
  credits: 0,
  token: null,
  locale: null,
  accepted_terms: null,
  current_terms: null,
};

function isPresent(value: string | null): value is string {
  return value !== null && value !== '';
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    /** A saved session was read back from browser storage. */
    sessionRestored(state, action: PayloadAction<SavedSession>) {
      // Storage keeps no credits (they are asked for once the live channel joins) and no server locale.
      return { ...state, ...action.payload };
    },
    /** The user signed in (a sign-in answer, or a login link, which does not tell the account's locale). */
    signedIn(_state, action: PayloadAction<SignedInSession>) {
      return { ...action.payload };
    },
    /** The account on the server now has this locale. */
    accountLocaleSaved(state, action: PayloadAction<string>) {
      return { ...state, locale: action.payload };
    },
    /** The server told this tab the account's credit balance. */
    creditsReceived(state, action: PayloadAction<number>) {
      return { ...state, credits: action.payload };
    },
    /** The session is over: forget everything about the account. */
    signedOut() {
      return signedOutSession;
    },
  },
  extraReducers: (builder) => {
    builder
      // The server refused this token on the live channel (expired or revoked): the session is over.
      .addCase(joinRefused, () => signedOutSession)
      .addCase(pushReceived, (state, action) => {
        if (action.payload.event === 'updated_credits' && action.payload.payload.fields.includes('credits')) {
          return { ...state, credits: action.payload.payload.credits };
        }
        return state;
      });
  },
  selectors: {
    selectSession: (state) => state,
    /** What the live channel needs to connect, or null while not connected. */
    selectLiveCredentials: (state) =>
      isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email)
        ? { userId: state.user_id, token: state.token }
        : null,
    selectToken: (state) => state.token,
    selectCredits: (state) => state.credits,
    /** Connected means token, user id and email are all present (spec, section 4). */
    selectIsConnected: (state) => isPresent(state.token) && isPresent(state.user_id) && isPresent(state.email),
  },
});

export const { sessionRestored, signedIn, accountLocaleSaved, creditsReceived, signedOut } = sessionSlice.actions;

/**
 * The user picked Sign Out in the menu. No reducer handles it: the session saga revokes the token on the
 * server, clears browser storage, then dispatches `signedOut`, which closes the live channel.
 */
export const signOutRequested = createAction('session/signOutRequested');
export const { selectSession, selectToken, selectCredits, selectIsConnected, selectLiveCredentials } = sessionSlice.selectors;

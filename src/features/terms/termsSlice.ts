// The current terms of service as the server serves them: sanitized HTML in one language, and their version
// (the `x-terms-version` header), which sign-up sends as `accepted_terms` and which tells a signed-in account
// whether terms wait for its review (the session's `current_terms` follows every version loaded).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../i18n/locales';
import { currentTermsLoaded, type AccountErrorCode } from '../session';

export type TermsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface TermsState {
  readonly status: TermsStatus;
  /** The language of the document held (or being fetched). */
  readonly locale: Locale | null;
  readonly html: string | null;
  readonly version: string | null;
  readonly error: AccountErrorCode | null;
}

const initialState: TermsState = { status: 'idle', locale: null, html: null, version: null, error: null };

export const termsSlice = createSlice({
  name: 'terms',
  initialState,
  reducers: {
    currentTermsLoadStarted(_state, action: PayloadAction<Locale>) {
      return { ...initialState, status: 'loading', locale: action.payload };
    },
    currentTermsLoadFailed(state, action: PayloadAction<AccountErrorCode>) {
      Object.assign(state, { status: 'failed', html: null, version: null, error: action.payload });
    },
  },
  extraReducers: (builder) => {
    builder.addCase(currentTermsLoaded, (state, action) => {
      Object.assign(state, { status: 'loaded', error: null }, action.payload);
    });
  },
  selectors: {
    selectTerms: (state) => state,
  },
});

export const { currentTermsLoadStarted, currentTermsLoadFailed } = termsSlice.actions;
export const { selectTerms } = termsSlice.selectors;

/**
 * A page needs the current terms in this language (the sign-up form for their version, the review page to
 * show them, or a retry after a failure). The terms saga fetches them unless they are held or on their way.
 */
export const currentTermsWanted = createAction<Locale>('terms/currentTermsWanted');

/**
 * The server refused the version of the terms shown as no longer current: they are fetched again (in the
 * interface language) even though a document is held. A restored session and each join of the live channel
 * do the same.
 */
export const currentTermsMayHaveChanged = createAction('terms/currentTermsMayHaveChanged');

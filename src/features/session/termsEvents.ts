// The events that join the session and the terms feature. They are declared here, not in the terms feature,
// because the session follows them (every version loaded becomes the session's `current_terms`, an accepted
// version its `accepted_terms`: the guard compares the two, and the saved session keeps both) while the terms
// feature builds on the session: the import runs one way, terms -> session.
import { createAction } from '@reduxjs/toolkit';
import type { Locale } from '../../i18n/locales';

export interface LoadedTerms {
  readonly locale: Locale;
  readonly html: string;
  readonly version: string;
}

/** The current terms in `locale`, as GET /api/terms/current served them (the version from `x-terms-version`). */
export const currentTermsLoaded = createAction<LoadedTerms>('terms/currentTermsLoaded');

/** The signed-in account accepted this version of the terms. */
export const termsAccepted = createAction<string>('terms/accepted');

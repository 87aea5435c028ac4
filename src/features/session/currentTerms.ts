// The event that joins the session and the terms feature: a document of the current terms arrived. It is
// declared here, not in the terms feature, because the session follows it (every version loaded becomes the
// session's `current_terms`, which the guard checks, and the saved session keeps it) while the terms feature
// builds on the session (its acceptance is a session operation): the import runs one way, terms -> session.
import { createAction } from '@reduxjs/toolkit';
import type { Locale } from '../../i18n/locales';

export interface LoadedTerms {
  readonly locale: Locale;
  readonly html: string;
  readonly version: string;
}

/** The current terms in `locale`, as GET /api/terms/current served them (the version from `x-terms-version`). */
export const currentTermsLoaded = createAction<LoadedTerms>('terms/currentTermsLoaded');

// The current terms of service: the document in the interface language (fetched again when a saved session
// comes back and on every join, so the guard knows when terms wait for review), the review page where a
// signed-in account accepts them (with where that acceptance stands), and the dialog the sign-up form shows
// them in.
export { termsAcceptanceSlice } from './termsAcceptanceSlice';
export { currentTermsVersion, watchTerms } from './termsSaga';
export { currentTermsWanted, termsSlice } from './termsSlice';
export { TermsDialog } from './TermsDialog';
export { TermsReviewPage } from './TermsReviewPage';

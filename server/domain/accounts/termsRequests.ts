// account.accept_terms: the account accepts the terms it was shown. Only the current version can be accepted,
// so a tab left open on older terms cannot record those as accepted.
import { RequestError, notFound } from '../requests/requestErrors';
import type { RequestHandlers } from '../requests/requestHandlers';
import { updateAcceptedTerms } from './accountQueries';

export interface TermsRequestOptions {
  readonly currentTermsVersion: string;
}

export function createTermsRequestHandlers({ currentTermsVersion }: TermsRequestOptions) {
  return {
    'account.accept_terms': async ({ accepted_terms }, { accountId, db }) => {
      if (accepted_terms !== currentTermsVersion) {
        throw new RequestError('invalid_params', `Only the current terms (${currentTermsVersion}) can be accepted`);
      }
      if (!(await updateAcceptedTerms(db, accountId, accepted_terms))) throw notFound('account');
      return 'success';
    },
  } satisfies RequestHandlers;
}

// The account calls' paths for the HTTP client, which adds the /api base itself.
import { API_PATHS } from '../../../contract';
import { API_BASE_PATH } from '../../api/httpClient';
import type { Locale } from '../../i18n/locales';

type AccountPath = (typeof API_PATHS)[
  | 'login'
  | 'sessionOwner'
  | 'signUp'
  | 'signUpConfirmation'
  | 'resendConfirmation'
  | 'resetPasswordRequest'
  | 'resetPassword'
  | 'currentTerms'
];

/** `/api/login` -> `/login`: the contract spells full paths, the client takes them below its base. */
export function clientPath(path: AccountPath): string {
  return path.slice(API_BASE_PATH.length);
}

/** GET /api/terms/current?locale=...: the terms in the interface language. */
export function currentTermsPath(locale: Locale): string {
  return `${clientPath(API_PATHS.currentTerms)}?${new URLSearchParams({ locale }).toString()}`;
}

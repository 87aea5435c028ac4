// The account calls' paths for the HTTP client, which adds the /api base itself.
import { API_PATHS } from '../../../contract';
import { API_BASE_PATH } from '../../api/httpClient';

type AccountPath = (typeof API_PATHS)[
  | 'login'
  | 'signUp'
  | 'signUpConfirmation'
  | 'resendConfirmation'
  | 'resetPasswordRequest'
  | 'resetPassword'
];

/** `/api/login` -> `/login`: the contract spells full paths, the client takes them below its base. */
export function clientPath(path: AccountPath): string {
  return path.slice(API_BASE_PATH.length);
}

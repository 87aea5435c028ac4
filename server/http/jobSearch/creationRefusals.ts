// The refusals of a creation's domain code as HTTP error codes: a company the account does not have, and the
// account's bound on rows of that kind. Anything else is our fault and left to the app's error handler (500).
import type { HttpErrorCode } from '../../../contract';
import { RequestError } from '../../domain/requests/requestErrors';

export function creationRefusalOf(error: unknown): HttpErrorCode | undefined {
  if (!(error instanceof RequestError)) return undefined;
  if (error.code === 'not_found' || error.code === 'account_limit_reached') return error.code;
  return undefined;
}

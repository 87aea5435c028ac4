// The code a failed acceptance of the terms (a live request, not an HTTP call) reads as on the review page.
import { UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { RequestFailedError } from '../connection';
import { NETWORK_ERROR, type AccountErrorCode } from '../session';

/** The code a failed live request stands for: a request that got no answer in time is a network failure. */
export function liveErrorCodeOf(error: unknown): AccountErrorCode {
  if (error instanceof RequestFailedError && error.code === 'timed_out') return NETWORK_ERROR;
  if (error instanceof RequestFailedError && error.code === 'rate_limited') return 'rate_limited';
  return UNKNOWN_ERROR_CODE;
}

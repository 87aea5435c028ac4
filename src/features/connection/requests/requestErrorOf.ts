// The error a page keeps for a failed live request or HTTP call, as a plain value for the store.
import { ApiError, ApiNetworkError, ApiTimeoutError } from '../../../api/httpClient';
import { InvalidAnswerError } from '../../../api/InvalidAnswerError';
import { commonMessages } from '../../../common/messages';
import type { FailureMessageDescriptor, RequestError } from '../../../common/requestError';
import { RequestFailedError } from './RequestFailedError';

/**
 * A live request carries its own message (spec section 8); an HTTP call gets `httpFallback`, its code kept so
 * pages can tell a refused input from an outage. A refusal for the account's bound on rows says so, whichever,
 * and so does a change refused for the account's pace, and a change kept to be sent once the connection is back.
 */
export function requestErrorOf(error: unknown, httpFallback: FailureMessageDescriptor = commonMessages.unexpectedFailure): RequestError {
  // A creation refused by the account's bound on rows (over HTTP or the channel): its own message, since retrying
  // cannot help and the person must delete something first.
  if ((error instanceof RequestFailedError || error instanceof ApiError) && error.code === 'account_limit_reached') {
    return { code: error.code, descriptor: commonMessages.accountLimitReached, values: {} };
  }
  // A change refused for the account's pace: the request itself was fine, and the same one passes a minute later.
  if (error instanceof RequestFailedError && error.code === 'rate_limited') {
    return { code: error.code, descriptor: commonMessages.rateLimited, values: {} };
  }
  // A change made offline: not a failure, but the page that made it must say that it waits on the device.
  if (error instanceof RequestFailedError && error.code === 'kept_offline') {
    return { code: error.code, descriptor: commonMessages.keptOffline, values: {} };
  }
  if (error instanceof RequestFailedError) {
    return { code: error.code, descriptor: error.descriptor, values: error.values };
  }
  if (error instanceof ApiError) {
    return { code: error.code, descriptor: httpFallback, values: {} };
  }
  if (error instanceof ApiTimeoutError) {
    return { code: 'timed_out', descriptor: httpFallback, values: {} };
  }
  if (error instanceof InvalidAnswerError) {
    return { code: 'invalid_reply', descriptor: httpFallback, values: {} };
  }
  if (error instanceof ApiNetworkError) {
    return { code: 'network_error', descriptor: httpFallback, values: {} };
  }
  return { code: 'internal', descriptor: httpFallback, values: {} };
}

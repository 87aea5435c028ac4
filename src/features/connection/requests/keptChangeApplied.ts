// What became of a change kept while offline. Its request failed with `kept_offline`, and its form says so; the
// offline feature sends it again under the same uuid when the channel joins, and the request's own actions tell
// how that went. A form still open on the change can then close as if it had been answered at once, instead of
// saying "offline" with the connection back and the change made.
import { race, take, type SagaGenerator } from 'typed-redux-saga';
import { closed } from '../connectionSlice';
import { RequestFailedError } from './RequestFailedError';
import { requestAnswered, requestFailed } from './requestsSlice';

/** Whether a form's operation still shows its change as kept offline (not opened or sent anew since). */
export function stillKeptOffline(operation: { readonly status: string; readonly error: { readonly code: string } | null }): boolean {
  return operation.status === 'failed' && operation.error?.code === 'kept_offline';
}

/**
 * Waits, after `error`, for its change to reach the server: true once the server has answered it, false when the
 * server refused it, the session ended first, or `error` is not a change kept offline (then at once).
 */
export function* keptChangeApplied(error: unknown): SagaGenerator<boolean> {
  if (!(error instanceof RequestFailedError) || error.code !== 'kept_offline') return false;
  const { uuid } = error;
  const { answered } = yield* race({
    answered: take((action: unknown) => requestAnswered.match(action) && action.payload.uuid === uuid),
    refused: take((action: unknown) => requestFailed.match(action) && action.payload.uuid === uuid),
    sessionEnded: take(closed.match),
  });
  return answered !== undefined;
}

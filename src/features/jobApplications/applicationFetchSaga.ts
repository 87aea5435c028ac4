// One application at a time over the live channel: fetched when a page shows it (unless loaded or loading),
// fetched in a batch for the list's first screen, and asked for again after a rejoin.
import type { Task } from 'redux-saga';
import { call, put, select, spawn, takeEvery, type SagaGenerator } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { isFromCopy } from '../../common/entityCache';
import { liveRequest, RequestFailedError, requestErrorOf } from '../connection';
import { applicationGone, applicationLoaded } from './applicationCache';
import { fetchFailed, fetchStarted, jobApplicationNeeded, selectJobApplicationEntry } from './jobApplicationsSlice';

/**
 * Fetches an application a page shows, unless it is loaded or already loading; one from the copy of an earlier
 * visit is shown while the server confirms it.
 */
export function* fetchJobApplicationSaga(action: ReturnType<typeof jobApplicationNeeded>) {
  const { id } = action.payload;
  if (isFromCopy(yield* select(selectJobApplicationEntry, id))) yield* call(refetchJobApplication, id);
  else if (yield* call(claimFetch, id)) yield* call(fetchStartedJobApplication, id);
}

/** Marks an application as loading and answers true, unless it is loaded or already loading (false). */
function* claimFetch(id: string) {
  if ((yield* select(selectJobApplicationEntry, id)) !== undefined) return false;
  yield* put(fetchStarted({ id }));
  return true;
}

/** Asks for an application already marked as loading, and stores the answer or the failure. */
function* fetchStartedJobApplication(id: string) {
  try {
    const data = yield* liveRequest('job_application.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* call(applicationLoaded, data, lastUpdated);
  } catch (error) {
    yield* put(fetchFailed({ id, error: requestErrorOf(error) }));
  }
}

/**
 * Fetches the applications, among `ids`, that are neither loaded nor loading, and answers their tasks. Each
 * request is sent as its task is spawned, before this saga goes on (a put would leave that to redux-saga's
 * scheduler); a task of its own, so that leaving the page does not cancel a fetch that rows elsewhere wait for.
 */
export function* fetchAll(ids: readonly string[]): SagaGenerator<Task[]> {
  const claimed: string[] = [];
  for (const id of ids) {
    if (yield* call(claimFetch, id)) claimed.push(id);
  }
  const fetches: Task[] = [];
  for (const id of claimed) fetches.push(yield* spawn(fetchStartedJobApplication, id));
  return fetches;
}

/** Asks again for a cached application: its new data, or its removal when it was deleted meanwhile. */
export function* refetchJobApplication(id: string) {
  try {
    const data = yield* liveRequest('job_application.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* call(applicationLoaded, data, lastUpdated);
  } catch (error) {
    // Any other failure keeps what the page shows; the next rejoin or visit tries again.
    if (error instanceof RequestFailedError && error.code === 'not_found') yield* call(applicationGone, id);
  }
}

export function* watchApplicationFetches() {
  yield* takeEvery(jobApplicationNeeded.match, fetchJobApplicationSaga);
}

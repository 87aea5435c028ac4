// The server's pushes about applications, applied in every tab: a created or updated one replaces the cached
// one; a deleted one leaves the cache.
import { call, takeEvery } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { pushOf, type PushAction } from '../connection';
import { applicationGone, applicationLoaded } from './applicationCache';

/** A created or updated application pushed by the server replaces the cached one. */
export function* applyJobApplicationSavedPushSaga(action: PushAction<'created_job_application' | 'updated_job_application'>) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* call(applicationLoaded, action.payload.payload.data, lastUpdated);
}

/** An application deleted elsewhere leaves the cache. */
export function* applyJobApplicationDeletedPushSaga(action: PushAction<'deleted_job_application'>) {
  yield* call(applicationGone, action.payload.payload.id);
}

export function* watchApplicationPushes() {
  yield* takeEvery(pushOf('created_job_application', 'updated_job_application'), applyJobApplicationSavedPushSaga);
  yield* takeEvery(pushOf('deleted_job_application'), applyJobApplicationDeletedPushSaga);
}

// Actions: the I/O behind the actions cache, all over the live channel. Every change to an application's
// actions (made here or pushed by the server) recomputes that application's status, and refreshes the
// upcoming events once they have been loaded.
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { statusOfActions } from '../../../contract';
import { pushReceived } from '../connection/connectionSlice';
import { channelRejoined, requestErrorOf, liveRequest } from '../connection';
import { selectStatuses, statusComputed, statusesRefreshNeeded } from '../jobApplications/jobApplicationsSlice';
import { currentTimeMs } from '../../common/clock';
import {
  datedActionCreationSubmitted,
  datedActionDeletionConfirmed,
  datedActionEditSubmitted,
  datedActionLoaded,
  datedActionRemoved,
  applicationDatedActionsFailed,
  applicationDatedActionsLoaded,
  applicationDatedActionsNeeded,
  applicationDatedActionsStarted,
  calendarFeedFailed,
  calendarFeedLoaded,
  calendarFeedNeeded,
  calendarFeedRenewalConfirmed,
  calendarFeedRenewed,
  calendarFeedStarted,
  calendarRenewalFailed,
  calendarRenewalStarted,
  creationKey,
  deletionKey,
  editKey,
  futureDatedActionsFailed,
  futureDatedActionsLoaded,
  futureDatedActionsOpened,
  futureDatedActionsStarted,
  operationFailed,
  operationStarted,
  operationSucceeded,
  selectDatedAction,
  selectDatedActionOperation,
  selectApplicationDatedActions,
  selectApplicationDatedActionsState,
  selectCalendarFeed,
  selectFutureDatedActions,
  selectLoadedDatedActionListIds,
} from './datedActionsSlice';

/**
 * Recomputes an application's status from its actions when they are all loaded here; otherwise every status
 * is asked for again, if the list page holds them.
 */
export function* refreshApplicationStatus(applicationId: string) {
  const list = yield* select(selectApplicationDatedActionsState, applicationId);
  if (list.data !== null) {
    const actions = yield* select(selectApplicationDatedActions, applicationId);
    const now = yield* call(currentTimeMs);
    yield* put(statusComputed({ id: applicationId, status: statusOfActions(actions, new Date(now)) }));
    return;
  }
  const statuses = yield* select(selectStatuses);
  if (statuses.lastUpdated !== null) yield* put(statusesRefreshNeeded());
}

export function* fetchApplicationDatedActionsSaga(action: ReturnType<typeof applicationDatedActionsNeeded>) {
  const { applicationId } = action.payload;
  const list = yield* select(selectApplicationDatedActionsState, applicationId);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadApplicationDatedActions, applicationId);
}

export function* loadApplicationDatedActions(applicationId: string) {
  yield* put(applicationDatedActionsStarted({ applicationId }));
  try {
    const data = yield* liveRequest('action.list_for_application', { id: applicationId });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(applicationDatedActionsLoaded({ applicationId, data, lastUpdated }));
    yield* call(refreshApplicationStatus, applicationId);
  } catch (error) {
    yield* put(applicationDatedActionsFailed({ applicationId, error: requestErrorOf(error) }));
  }
}

export function* loadFutureDatedActions() {
  yield* put(futureDatedActionsStarted());
  try {
    const data = yield* liveRequest('action.list_future', {});
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(futureDatedActionsLoaded({ data, lastUpdated }));
  } catch (error) {
    yield* put(futureDatedActionsFailed(requestErrorOf(error)));
  }
}

/** The upcoming events are asked for again after a change, once a page has loaded them. */
function* refreshFutureDatedActions() {
  const future = yield* select(selectFutureDatedActions);
  if (future.status !== 'uninitialized') yield* call(loadFutureDatedActions);
}

/** After a rejoin: every application's actions a page loaded, and the upcoming events if loaded. */
export function* refreshDatedActionsSaga() {
  const applicationIds = yield* select(selectLoadedDatedActionListIds);
  yield* all([...applicationIds.map((id) => call(loadApplicationDatedActions, id)), call(refreshFutureDatedActions)]);
}

/** One change of the actions after another: a second submission of the same form waits for the first. */
function* isSubmitting(key: string) {
  const operation = yield* select(selectDatedActionOperation, key);
  return operation.status === 'submitting';
}

export function* createDatedActionSaga(action: ReturnType<typeof datedActionCreationSubmitted>) {
  const { job_application_id, type, title, notes, date } = action.payload;
  const key = creationKey(job_application_id);
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    const data = yield* liveRequest('action.create', { job_application_id, type, title, notes, date });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(datedActionLoaded({ data, lastUpdated }));
    yield* put(operationSucceeded({ key }));
    yield* call(refreshApplicationStatus, job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

/** Saves the changes; they are applied to the cached action at once, and the server's push follows. */
export function* editDatedActionSaga(action: ReturnType<typeof datedActionEditSubmitted>) {
  const { id, changes } = action.payload;
  const key = editKey(id);
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    yield* liveRequest('action.update', { id, ...changes });
    const cached = yield* select(selectDatedAction, id);
    if (cached !== undefined) {
      const lastUpdated = yield* call(currentTimeMs);
      yield* put(datedActionLoaded({ data: { ...cached, ...changes }, lastUpdated }));
    }
    yield* put(operationSucceeded({ key }));
    if (cached !== undefined) yield* call(refreshApplicationStatus, cached.job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

export function* deleteDatedActionSaga(action: ReturnType<typeof datedActionDeletionConfirmed>) {
  const { id, job_application_id } = action.payload;
  const key = deletionKey(id);
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    yield* liveRequest('action.delete', { id });
    yield* put(datedActionRemoved({ id, job_application_id }));
    yield* put(operationSucceeded({ key }));
    yield* call(refreshApplicationStatus, job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

/** Server pushes: created and updated actions take their place by date; deleted ones leave their list. */
export function* applyDatedActionPushSaga(action: ReturnType<typeof pushReceived>) {
  const push = action.payload;
  switch (push.event) {
    case 'created_action':
    case 'updated_action': {
      const lastUpdated = yield* call(currentTimeMs);
      yield* put(datedActionLoaded({ data: push.payload.data, lastUpdated }));
      yield* call(refreshApplicationStatus, push.payload.data.job_application_id);
      yield* call(refreshFutureDatedActions);
      break;
    }
    case 'deleted_action':
      yield* put(datedActionRemoved({ id: push.payload.id, job_application_id: push.payload.job_application_id }));
      yield* call(refreshApplicationStatus, push.payload.job_application_id);
      yield* call(refreshFutureDatedActions);
      break;
    default:
      break;
  }
}

export function* fetchCalendarFeedSaga() {
  const feed = yield* select(selectCalendarFeed);
  if (feed.status === 'loading' || feed.status === 'loaded') return;
  yield* put(calendarFeedStarted());
  try {
    const path = yield* liveRequest('action.get_calendar_feed', {});
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(calendarFeedLoaded({ path, lastUpdated }));
  } catch (error) {
    yield* put(calendarFeedFailed(requestErrorOf(error)));
  }
}

export function* renewCalendarFeedSaga() {
  yield* put(calendarRenewalStarted());
  try {
    const path = yield* liveRequest('action.renew_calendar_feed', {});
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(calendarFeedRenewed({ path, lastUpdated }));
  } catch (error) {
    yield* put(calendarRenewalFailed(requestErrorOf(error)));
  }
}

/** Root saga of the feature. */
export function* watchDatedActions() {
  yield* takeEvery(applicationDatedActionsNeeded.match, fetchApplicationDatedActionsSaga);
  yield* takeLatest(futureDatedActionsOpened.match, loadFutureDatedActions);
  yield* takeEvery(datedActionCreationSubmitted.match, createDatedActionSaga);
  yield* takeEvery(datedActionEditSubmitted.match, editDatedActionSaga);
  yield* takeEvery(datedActionDeletionConfirmed.match, deleteDatedActionSaga);
  yield* takeEvery(pushReceived.match, applyDatedActionPushSaga);
  yield* takeLatest(channelRejoined.match, refreshDatedActionsSaga);
  yield* takeLeading(calendarFeedNeeded.match, fetchCalendarFeedSaga);
  yield* takeLeading(calendarFeedRenewalConfirmed.match, renewCalendarFeedSaga);
}

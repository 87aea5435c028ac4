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
  actionCreationSubmitted,
  actionDeletionConfirmed,
  actionEditSubmitted,
  actionLoaded,
  actionRemoved,
  applicationActionsFailed,
  applicationActionsLoaded,
  applicationActionsNeeded,
  applicationActionsStarted,
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
  futureActionsFailed,
  futureActionsLoaded,
  futureActionsOpened,
  futureActionsStarted,
  operationFailed,
  operationStarted,
  operationSucceeded,
  selectAction,
  selectActionOperation,
  selectApplicationActions,
  selectApplicationActionsState,
  selectCalendarFeed,
  selectFutureActions,
  selectLoadedActionListIds,
} from './actionsSlice';

/**
 * Recomputes an application's status from its actions when they are all loaded here; otherwise every status
 * is asked for again, if the list page holds them.
 */
export function* refreshApplicationStatus(applicationId: string) {
  const list = yield* select(selectApplicationActionsState, applicationId);
  if (list.data !== null) {
    const actions = yield* select(selectApplicationActions, applicationId);
    const now = yield* call(currentTimeMs);
    yield* put(statusComputed({ id: applicationId, status: statusOfActions(actions, new Date(now)) }));
    return;
  }
  const statuses = yield* select(selectStatuses);
  if (statuses.lastUpdated !== null) yield* put(statusesRefreshNeeded());
}

export function* fetchApplicationActionsSaga(action: ReturnType<typeof applicationActionsNeeded>) {
  const { applicationId } = action.payload;
  const list = yield* select(selectApplicationActionsState, applicationId);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadApplicationActions, applicationId);
}

export function* loadApplicationActions(applicationId: string) {
  yield* put(applicationActionsStarted({ applicationId }));
  try {
    const data = yield* liveRequest('action.list_for_application', { id: applicationId });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(applicationActionsLoaded({ applicationId, data, lastUpdated }));
    yield* call(refreshApplicationStatus, applicationId);
  } catch (error) {
    yield* put(applicationActionsFailed({ applicationId, error: requestErrorOf(error) }));
  }
}

export function* loadFutureActions() {
  yield* put(futureActionsStarted());
  try {
    const data = yield* liveRequest('action.list_future', {});
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(futureActionsLoaded({ data, lastUpdated }));
  } catch (error) {
    yield* put(futureActionsFailed(requestErrorOf(error)));
  }
}

/** The upcoming events are asked for again after a change, once a page has loaded them. */
function* refreshFutureActions() {
  const future = yield* select(selectFutureActions);
  if (future.status !== 'uninitialized') yield* call(loadFutureActions);
}

/** After a rejoin: every application's actions a page loaded, and the upcoming events if loaded. */
export function* refreshActionsSaga() {
  const applicationIds = yield* select(selectLoadedActionListIds);
  yield* all([...applicationIds.map((id) => call(loadApplicationActions, id)), call(refreshFutureActions)]);
}

/** One change of the actions after another: a second submission of the same form waits for the first. */
function* isSubmitting(key: string) {
  const operation = yield* select(selectActionOperation, key);
  return operation.status === 'submitting';
}

export function* createActionSaga(action: ReturnType<typeof actionCreationSubmitted>) {
  const { job_application_id, type, title, notes, date } = action.payload;
  const key = creationKey(job_application_id);
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    const data = yield* liveRequest('action.create', { job_application_id, type, title, notes, date });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(actionLoaded({ data, lastUpdated }));
    yield* put(operationSucceeded({ key }));
    yield* call(refreshApplicationStatus, job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

/** Saves the changes; they are applied to the cached action at once, and the server's push follows. */
export function* editActionSaga(action: ReturnType<typeof actionEditSubmitted>) {
  const { id, changes } = action.payload;
  const key = editKey(id);
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    yield* liveRequest('action.update', { id, ...changes });
    const cached = yield* select(selectAction, id);
    if (cached !== undefined) {
      const lastUpdated = yield* call(currentTimeMs);
      yield* put(actionLoaded({ data: { ...cached, ...changes }, lastUpdated }));
    }
    yield* put(operationSucceeded({ key }));
    if (cached !== undefined) yield* call(refreshApplicationStatus, cached.job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

export function* deleteActionSaga(action: ReturnType<typeof actionDeletionConfirmed>) {
  const { id, job_application_id } = action.payload;
  const key = deletionKey(id);
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    yield* liveRequest('action.delete', { id });
    yield* put(actionRemoved({ id, job_application_id }));
    yield* put(operationSucceeded({ key }));
    yield* call(refreshApplicationStatus, job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

/** Server pushes: created and updated actions take their place by date; deleted ones leave their list. */
export function* applyActionPushSaga(action: ReturnType<typeof pushReceived>) {
  const push = action.payload;
  switch (push.event) {
    case 'created_action':
    case 'updated_action': {
      const lastUpdated = yield* call(currentTimeMs);
      yield* put(actionLoaded({ data: push.payload.data, lastUpdated }));
      yield* call(refreshApplicationStatus, push.payload.data.job_application_id);
      yield* call(refreshFutureActions);
      break;
    }
    case 'deleted_action':
      yield* put(actionRemoved({ id: push.payload.id, job_application_id: push.payload.job_application_id }));
      yield* call(refreshApplicationStatus, push.payload.job_application_id);
      yield* call(refreshFutureActions);
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
export function* watchActions() {
  yield* takeEvery(applicationActionsNeeded.match, fetchApplicationActionsSaga);
  yield* takeLatest(futureActionsOpened.match, loadFutureActions);
  yield* takeEvery(actionCreationSubmitted.match, createActionSaga);
  yield* takeEvery(actionEditSubmitted.match, editActionSaga);
  yield* takeEvery(actionDeletionConfirmed.match, deleteActionSaga);
  yield* takeEvery(pushReceived.match, applyActionPushSaga);
  yield* takeLatest(channelRejoined.match, refreshActionsSaga);
  yield* takeLeading(calendarFeedNeeded.match, fetchCalendarFeedSaga);
  yield* takeLeading(calendarFeedRenewalConfirmed.match, renewCalendarFeedSaga);
}

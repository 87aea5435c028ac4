// Dated actions: the I/O behind their cache, all over the live channel. Every change to an application's
// dated actions (made here or pushed by the server) is published as `applicationDatedActionsChanged`, for
// what derives from them (the application's status, kept by the job applications feature), and refreshes
// the upcoming events once they have been loaded. The page of every action walks their creation dates and
// asks for each action it shows alone, as the page of one action does.
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { isFromCopy } from '../../common/entityCache';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, keptChangeApplied, liveRequest, pushOf, RequestFailedError, requestErrorOf, stillKeptOffline, type PushAction } from '../connection';
import {
  actionCreationDatesFailed,
  actionCreationDatesLoaded,
  actionCreationDatesOpened,
  actionCreationDatesStarted,
  applicationDatedActionsChanged,
  datedActionCreationSubmitted,
  datedActionDeletionConfirmed,
  datedActionEditSubmitted,
  datedActionFetched,
  datedActionFetchFailed,
  datedActionFetchStarted,
  datedActionLoaded,
  datedActionNeeded,
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
  selectActionCreationDates,
  selectDatedAction,
  selectDatedActionEntry,
  selectDatedActionOperation,
  selectApplicationDatedActionsState,
  selectCalendarFeed,
  selectFutureDatedActions,
  selectLoadedDatedActionListIds,
  selectRefetchableDatedActionIds,
} from './datedActionsSlice';

function* publishChange(applicationId: string) {
  yield* put(applicationDatedActionsChanged({ applicationId }));
}

export function* fetchApplicationDatedActionsSaga(action: ReturnType<typeof applicationDatedActionsNeeded>) {
  const { applicationId } = action.payload;
  const list = yield* select(selectApplicationDatedActionsState, applicationId);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadApplicationDatedActions, applicationId);
}

export function* loadApplicationDatedActions(applicationId: string) {
  const loaded = yield* loadList({
    key: { applicationId },
    started: applicationDatedActionsStarted,
    loaded: applicationDatedActionsLoaded,
    failed: applicationDatedActionsFailed,
    request: () => liveRequest('action.list_for_application', { id: applicationId }),
    errorOf: requestErrorOf,
  });
  if (loaded) yield* call(publishChange, applicationId);
}

export function* loadFutureDatedActions() {
  yield* loadList({
    started: futureDatedActionsStarted,
    loaded: futureDatedActionsLoaded,
    failed: futureDatedActionsFailed,
    request: () => liveRequest('action.list_future', {}),
    errorOf: requestErrorOf,
  });
}

/** Every action's id and creation date, newest first: the rows of the page of every action. */
export function* loadActionCreationDates() {
  yield* loadList({
    started: actionCreationDatesStarted,
    loaded: actionCreationDatesLoaded,
    failed: actionCreationDatesFailed,
    request: () => liveRequest('action.list_creation_dates', {}),
    errorOf: requestErrorOf,
  });
}

/** Asks for one action alone, already marked as loading, and stores it or the failure. */
function* fetchDatedAction(id: string) {
  try {
    const data = yield* liveRequest('action.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(datedActionFetched({ data, lastUpdated }));
  } catch (error) {
    yield* put(datedActionFetchFailed({ id, error: requestErrorOf(error) }));
  }
}

/**
 * A page shows an action (a row of the page of every action, or its own page): asked for unless the cache has it
 * (pushes keep it current) or is asking for it. A failure is asked again when the page asks again (its retry).
 */
export function* fetchDatedActionSaga(action: ReturnType<typeof datedActionNeeded>) {
  const { id } = action.payload;
  const entry = yield* select(selectDatedActionEntry, id);
  // One from the copy of an earlier visit is shown while the server confirms it.
  if (isFromCopy(entry)) yield* call(refetchDatedAction, id);
  if (entry !== undefined) return;
  yield* put(datedActionFetchStarted({ id }));
  yield* call(fetchDatedAction, id);
}

/** After a rejoin, an action asked for alone: its new data, or its removal when it was deleted meanwhile. */
export function* refetchDatedAction(id: string) {
  try {
    const data = yield* liveRequest('action.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(datedActionFetched({ data, lastUpdated }));
  } catch (error) {
    // Any other failure keeps what the page shows; the next rejoin or visit tries again.
    if (!(error instanceof RequestFailedError && error.code === 'not_found')) return;
    const cached = yield* select(selectDatedAction, id);
    if (cached !== undefined) yield* put(datedActionRemoved({ id, job_application_id: cached.job_application_id }));
  }
}

/** The upcoming events are asked for again after a change, once a page has loaded them. */
function* refreshFutureDatedActions() {
  const future = yield* select(selectFutureDatedActions);
  if (future.status !== 'uninitialized') yield* call(loadFutureDatedActions);
}

/**
 * After a rejoin: every application's actions a page loaded, the upcoming events and the creation dates if
 * loaded, and the actions asked for alone (those outside the applications' lists).
 */
export function* refreshDatedActionsSaga() {
  const applicationIds = yield* select(selectLoadedDatedActionListIds);
  const fetchedIds = yield* select(selectRefetchableDatedActionIds);
  const creationDates = yield* select(selectActionCreationDates);
  yield* all([
    ...applicationIds.map((id) => call(loadApplicationDatedActions, id)),
    call(refreshFutureDatedActions),
    ...(creationDates.lastUpdated === null ? [] : [call(loadActionCreationDates)]),
    ...fetchedIds.map((id) => call(refetchDatedAction, id)),
  ]);
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
    yield* call(publishChange, job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
    // Its push brings the new action to the list; the form, if still showing that it kept it, closes.
    if (yield* call(keptChangeApplied, error)) yield* call(succeedIfStillKept, key);
  }
}

/**
 * The form's change kept offline has reached the server: the operation succeeds (its dialog closes), unless the
 * form has moved on since (opened again, or sent anew).
 */
function* succeedIfStillKept(key: string) {
  const operation = yield* select(selectDatedActionOperation, key);
  if (stillKeptOffline(operation)) yield* put(operationSucceeded({ key }));
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
    if (cached !== undefined) yield* call(publishChange, cached.job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
    // The server's push brings the changes; the form, if still showing that it kept them, closes.
    if (yield* call(keptChangeApplied, error)) yield* call(succeedIfStillKept, key);
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
    yield* call(publishChange, job_application_id);
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

/** A created or updated dated action pushed by the server takes its place by date. */
export function* applyDatedActionSavedPushSaga(action: PushAction<'created_action' | 'updated_action'>) {
  const { data } = action.payload.payload;
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(datedActionLoaded({ data, lastUpdated }));
  yield* call(publishChange, data.job_application_id);
  yield* call(refreshFutureDatedActions);
}

/** A dated action deleted elsewhere leaves its list. */
export function* applyDatedActionDeletedPushSaga(action: PushAction<'deleted_action'>) {
  const { id, job_application_id } = action.payload.payload;
  yield* put(datedActionRemoved({ id, job_application_id }));
  yield* call(publishChange, job_application_id);
  yield* call(refreshFutureDatedActions);
}

export function* fetchCalendarFeedSaga() {
  const feed = yield* select(selectCalendarFeed);
  if (feed.status === 'loading' || feed.status === 'loaded') return;
  yield* loadList({
    started: calendarFeedStarted,
    loaded: calendarFeedLoaded,
    failed: calendarFeedFailed,
    request: () => liveRequest('action.get_calendar_feed', {}),
    errorOf: requestErrorOf,
  });
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
  yield* takeLatest(actionCreationDatesOpened.match, loadActionCreationDates);
  yield* takeEvery(datedActionNeeded.match, fetchDatedActionSaga);
  yield* takeEvery(datedActionCreationSubmitted.match, createDatedActionSaga);
  yield* takeEvery(datedActionEditSubmitted.match, editDatedActionSaga);
  yield* takeEvery(datedActionDeletionConfirmed.match, deleteDatedActionSaga);
  yield* takeEvery(pushOf('created_action', 'updated_action'), applyDatedActionSavedPushSaga);
  yield* takeEvery(pushOf('deleted_action'), applyDatedActionDeletedPushSaga);
  yield* takeLatest(channelRejoined.match, refreshDatedActionsSaga);
  yield* takeLeading(calendarFeedNeeded.match, fetchCalendarFeedSaga);
  yield* takeLeading(calendarFeedRenewalConfirmed.match, renewCalendarFeedSaga);
}

// Job applications: the I/O behind the cache, one use case per module. Fetches go through the live channel
// (applicationFetchSaga, applicationListSaga, applicationSearchSaga); creation is an HTTP call, updates and
// deletions are live requests (applicationChangesSaga); the CSV export is a download (applicationExportSaga); server pushes keep the cache current in every tab
// (applicationPushesSaga); statuses follow the dated actions (applicationStatusSaga). This module composes
// them, and refreshes what pages loaded after a rejoin.
import { all, call, select, takeLatest } from 'typed-redux-saga';
import { channelRejoined } from '../connection';
import { watchApplicationChanges } from './applicationChangesSaga';
import { watchApplicationExport } from './applicationExportSaga';
import { refetchJobApplication, watchApplicationFetches } from './applicationFetchSaga';
import { isListPagePath, loadCreationDates, loadStatuses, watchApplicationList } from './applicationListSaga';
import { watchApplicationPushes } from './applicationPushesSaga';
import { watchApplicationSearch } from './applicationSearchSaga';
import { watchApplicationStatuses } from './applicationStatusSaga';
import { watchFollowUps } from './followUpSaga';
import { watchListView } from './listViewSaga';
import { selectCreationDates, selectLoadedJobApplicationIds, selectStatuses } from './jobApplicationsSlice';

/** After a rejoin: the list and its statuses, if a page loaded them, and every loaded application. */
export function* refreshJobApplicationsSaga() {
  const creationDates = yield* select(selectCreationDates);
  const statuses = yield* select(selectStatuses);
  const loadedIds = yield* select(selectLoadedJobApplicationIds);
  yield* all([
    ...(creationDates.lastUpdated === null ? [] : [call(loadCreationDates)]),
    ...(statuses.lastUpdated === null ? [] : [call(loadStatuses)]),
    ...loadedIds.map((id) => call(refetchJobApplication, id)),
  ]);
}

function* watchRejoins() {
  yield* takeLatest(channelRejoined.match, refreshJobApplicationsSaga);
}

/** Root saga of the feature; `startPath` is the address the app is at when it starts (null: unknown). */
export function* watchJobApplications(startPath: string | null = null) {
  yield* all([
    call(watchApplicationStatuses),
    call(watchFollowUps),
    call(watchApplicationFetches),
    call(watchApplicationList, startPath !== null && isListPagePath(startPath)),
    call(watchApplicationSearch),
    call(watchApplicationChanges),
    call(watchApplicationExport),
    call(watchApplicationPushes),
    call(watchListView),
    call(watchRejoins),
  ]);
}

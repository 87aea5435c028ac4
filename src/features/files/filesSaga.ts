// Files: the I/O behind their cache over the live channel (lists, fetches by id, edits, deletions, links),
// and the server's pushes applied in every tab.
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { StoredFile } from '../../../contract';
import { currentTimeMs } from '../../common/clock';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, failureMessageOf, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import {
  applicationFilesDiscarded,
  applicationFilesFailed,
  applicationFilesLoaded,
  applicationFilesNeeded,
  applicationFilesStarted,
  deletionKey,
  editKey,
  fileDeletionConfirmed,
  fileEditSubmitted,
  fileFetchFailed,
  fileFetchStarted,
  fileRemoved,
  filesLinked,
  filesLinkSubmitted,
  filesLoaded,
  filesNeeded,
  filesUnlinked,
  fileUnlinkConfirmed,
  linkKey,
  operationFailed,
  operationStarted,
  operationSucceeded,
  recentFilesFailed,
  recentFilesLoaded,
  recentFilesNeeded,
  recentFilesStarted,
  selectApplicationFilesState,
  selectFile,
  selectFileEntry,
  selectFileOperation,
  selectLoadedApplicationFileListIds,
  selectRecentFilesState,
  thumbnailsRendered,
  unlinkKey,
} from './filesSlice';

function* cache(data: readonly StoredFile[]) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(filesLoaded({ data, lastUpdated }));
}

export function* loadRecentFiles() {
  yield* loadList({
    started: recentFilesStarted,
    loaded: recentFilesLoaded,
    failed: recentFilesFailed,
    request: () => liveRequest('file.list_recent', {}),
    errorOf: requestErrorOf,
  });
}

export function* fetchRecentFilesSaga() {
  const list = yield* select(selectRecentFilesState);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadRecentFiles);
}

export function* loadApplicationFiles(applicationId: string) {
  yield* loadList({
    key: { applicationId },
    started: applicationFilesStarted,
    loaded: applicationFilesLoaded,
    failed: applicationFilesFailed,
    request: () => liveRequest('file.list_for_application', { id: applicationId }),
    errorOf: requestErrorOf,
  });
}

export function* fetchApplicationFilesSaga(action: ReturnType<typeof applicationFilesNeeded>) {
  const { applicationId } = action.payload;
  const list = yield* select(selectApplicationFilesState, applicationId);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadApplicationFiles, applicationId);
}

/** Fetches the files among `ids` that are neither loaded nor loading, in one request. */
export function* fetchFilesSaga(action: ReturnType<typeof filesNeeded>) {
  const missing: string[] = [];
  for (const id of new Set(action.payload.ids)) {
    if ((yield* select(selectFileEntry, id)) === undefined) missing.push(id);
  }
  if (missing.length === 0) return;
  yield* put(fileFetchStarted({ ids: missing }));
  try {
    const data = yield* liveRequest('file.get_multiple', { ids: missing });
    yield* call(cache, data);
    const answered = new Set(data.map((file) => file.id));
    const unanswered = missing.filter((id) => !answered.has(id));
    // Not the account's, or deleted meanwhile: their placeholders go.
    if (unanswered.length > 0) {
      yield* put(fileFetchFailed({ ids: unanswered, error: { code: 'not_found', ...failureMessageOf('file.get_multiple', {}) } }));
    }
  } catch (error) {
    yield* put(fileFetchFailed({ ids: missing, error: requestErrorOf(error) }));
  }
}

/** After a rejoin: the lists a page loaded, as files changed elsewhere meanwhile. */
export function* refreshFilesSaga() {
  const recent = yield* select(selectRecentFilesState);
  const applicationIds = yield* select(selectLoadedApplicationFileListIds);
  yield* all([
    ...(recent.lastUpdated === null ? [] : [call(loadRecentFiles)]),
    ...applicationIds.map((applicationId) => call(loadApplicationFiles, applicationId)),
  ]);
}

/** One change after another: a second submission of the same form waits for the first. */
function* isSubmitting(key: string) {
  return (yield* select(selectFileOperation, key)).status === 'submitting';
}

function* runOperation(key: string, work: () => Generator<unknown, void, unknown>) {
  if (yield* call(isSubmitting, key)) return;
  yield* put(operationStarted({ key }));
  try {
    yield* call(work);
    yield* put(operationSucceeded({ key }));
  } catch (error) {
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

export function* editFileSaga(action: ReturnType<typeof fileEditSubmitted>) {
  const { id, changes } = action.payload;
  yield* call(runOperation, editKey(id), function* edit() {
    yield* liveRequest('file.update', { id, ...changes });
    const cached = yield* select(selectFile, id);
    if (cached !== undefined) yield* call(cache, [{ ...cached, ...changes }]);
  });
}

export function* deleteFileSaga(action: ReturnType<typeof fileDeletionConfirmed>) {
  const { id } = action.payload;
  yield* call(runOperation, deletionKey(id), function* remove() {
    yield* liveRequest('file.delete', { id });
    yield* put(fileRemoved({ id }));
  });
}

export function* linkFilesSaga(action: ReturnType<typeof filesLinkSubmitted>) {
  const { applicationId, fileIds } = action.payload;
  yield* call(runOperation, linkKey(applicationId), function* link() {
    yield* liveRequest('file.link_to_application', { job_application_id: applicationId, file_ids: [...fileIds] });
    yield* put(filesLinked({ applicationId, fileIds }));
  });
}

export function* unlinkFileSaga(action: ReturnType<typeof fileUnlinkConfirmed>) {
  const { applicationId, fileId } = action.payload;
  yield* call(runOperation, unlinkKey(applicationId, fileId), function* unlink() {
    yield* liveRequest('file.unlink_from_application', { job_application_id: applicationId, file_ids: [fileId] });
    yield* put(filesUnlinked({ applicationId, fileIds: [fileId] }));
  });
}

export function* applyFileSavedPushSaga(action: PushAction<'created_file' | 'updated_file'>) {
  yield* call(cache, [action.payload.payload.data]);
}

export function* applyFileDeletedPushSaga(action: PushAction<'deleted_file'>) {
  yield* put(fileRemoved({ id: action.payload.payload.id }));
}

export function* applyThumbnailsPushSaga(action: PushAction<'thumbnail_first_page_ready'>) {
  yield* put(thumbnailsRendered(action.payload.payload));
}

/** Files linked in another tab: the ones this tab has not cached are fetched, so the application's list shows them. */
export function* applyLinkedFilesPushSaga(action: PushAction<'new_linked_files'>) {
  const { job_application_id: applicationId, file_ids: fileIds } = action.payload.payload;
  const list = yield* select(selectApplicationFilesState, applicationId);
  if (list.data !== null) yield* call(fetchFilesSaga, filesNeeded({ ids: fileIds }));
  yield* put(filesLinked({ applicationId, fileIds }));
}

export function* applyApplicationDeletedPushSaga(action: PushAction<'deleted_job_application'>) {
  yield* put(applicationFilesDiscarded({ applicationId: action.payload.payload.id }));
}

export function* watchFileCache() {
  yield* takeLeading(recentFilesNeeded.match, fetchRecentFilesSaga);
  yield* takeEvery(applicationFilesNeeded.match, fetchApplicationFilesSaga);
  yield* takeEvery(filesNeeded.match, fetchFilesSaga);
  yield* takeEvery(fileEditSubmitted.match, editFileSaga);
  yield* takeEvery(fileDeletionConfirmed.match, deleteFileSaga);
  yield* takeEvery(filesLinkSubmitted.match, linkFilesSaga);
  yield* takeEvery(fileUnlinkConfirmed.match, unlinkFileSaga);
  yield* takeEvery(pushOf('created_file', 'updated_file'), applyFileSavedPushSaga);
  yield* takeEvery(pushOf('deleted_file'), applyFileDeletedPushSaga);
  yield* takeEvery(pushOf('thumbnail_first_page_ready'), applyThumbnailsPushSaga);
  yield* takeEvery(pushOf('new_linked_files'), applyLinkedFilesPushSaga);
  yield* takeEvery(pushOf('deleted_job_application'), applyApplicationDeletedPushSaga);
  yield* takeLatest(channelRejoined.match, refreshFilesSaga);
}

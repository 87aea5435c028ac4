// The files cache over the live channel and the server's pushes, as every tab applies them.
import { expectSaga } from 'redux-saga-test-plan';
import {
  applyApplicationDeletedPushSaga,
  applyFileDeletedPushSaga,
  applyFileSavedPushSaga,
  applyLinkedFilesPushSaga,
  applyThumbnailsPushSaga,
  deleteFileSaga,
  fetchApplicationFilesSaga,
  fetchRecentFilesSaga,
  unlinkFileSaga,
} from '../../../../src/features/files/filesSaga';
import {
  applicationFilesNeeded,
  deletionKey,
  fileDeletionConfirmed,
  fileUnlinkConfirmed,
  selectApplicationFiles,
  selectFileOperation,
  selectRecentFiles,
} from '../../../../src/features/files/filesSlice';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { liveAnswers, requestFailure } from '../jobApplications/jobSearchSupport';
import { pushed } from '../../testUtils/pushes';
import { fileIds, filesReducer, filesState, storedFile, type FilesTestState } from './filesSupport';

const resume = storedFile(fileIds.resume, '2026-11-20T10:00:00.000Z');
const letter = storedFile(fileIds.letter, '2026-11-21T10:00:00.000Z', { type: 'cover_letter', filename: 'letter.docx', job_application_ids: [fileIds.app] });

async function withRecent(...files: (typeof resume)[]): Promise<FilesTestState> {
  const { storeState } = await expectSaga(fetchRecentFilesSaga)
    .withReducer(filesReducer, filesState())
    .provide(liveAnswers({ 'file.list_recent': files }))
    .run();
  return storeState as FilesTestState;
}

const recentIds = (state: FilesTestState) => selectRecentFiles(state).map((file) => file.id);

describe('the files cache', () => {
  it('loads the account’s files, newest first, once', async () => {
    const state = await withRecent(letter, resume);
    expect(recentIds(state)).toEqual([fileIds.letter, fileIds.resume]);
    await expectSaga(fetchRecentFilesSaga).withReducer(filesReducer, state).provide(liveAnswers({})).not.call.fn(sendRequest).run();
  });

  it('keeps the failure message of a list that cannot be loaded', async () => {
    const { storeState } = await expectSaga(fetchApplicationFilesSaga, applicationFilesNeeded({ applicationId: fileIds.app }))
      .withReducer(filesReducer, filesState())
      .provide(liveAnswers({ 'file.list_for_application': requestFailure('file.list_for_application', { id: fileIds.app }) }))
      .run();
    expect((storeState as FilesTestState).files.byApplication[fileIds.app]).toMatchObject({
      status: 'failed',
      error: { descriptor: requestFailureMessages.fileListForApplication },
    });
  });

  it('applies created_file, updated_file and deleted_file pushes to the list', async () => {
    let state = await withRecent(resume);
    state = (await expectSaga(applyFileSavedPushSaga, pushed('created_file', { data: letter })).withReducer(filesReducer, state).provide(liveAnswers({})).run()).storeState as FilesTestState;
    expect(recentIds(state)).toEqual([fileIds.letter, fileIds.resume]);
    const renamed = { ...resume, filename: 'cv.pdf' };
    state = (await expectSaga(applyFileSavedPushSaga, pushed('updated_file', { data: renamed })).withReducer(filesReducer, state).provide(liveAnswers({})).run()).storeState as FilesTestState;
    expect(selectRecentFiles(state)[1]?.filename).toBe('cv.pdf');
    state = (await expectSaga(applyFileDeletedPushSaga, pushed('deleted_file', { id: fileIds.letter })).withReducer(filesReducer, state).run()).storeState as FilesTestState;
    expect(recentIds(state)).toEqual([fileIds.resume]);
    expect(state.files.items[fileIds.letter]).toBeUndefined();
  });

  it('shows the thumbnails once the server has rendered them', async () => {
    const thumbnails = { '72': [`/api/files/${fileIds.resume}/thumbnail/72`] };
    const state = (await expectSaga(applyThumbnailsPushSaga, pushed('thumbnail_first_page_ready', { id: fileIds.resume, thumbnails }))
      .withReducer(filesReducer, await withRecent(resume))
      .run()).storeState as FilesTestState;
    expect(selectRecentFiles(state)[0]?.thumbnails).toEqual(thumbnails);
  });

  it('adds files linked in another tab to the application’s loaded list, fetching the ones it lacks', async () => {
    const loaded = (await expectSaga(fetchApplicationFilesSaga, applicationFilesNeeded({ applicationId: fileIds.app }))
      .withReducer(filesReducer, filesState())
      .provide(liveAnswers({ 'file.list_for_application': [letter] }))
      .run()).storeState as FilesTestState;
    const linkedResume = { ...resume, job_application_ids: [fileIds.app] };
    const state = (await expectSaga(applyLinkedFilesPushSaga, pushed('new_linked_files', { job_application_id: fileIds.app, file_ids: [fileIds.resume] }))
      .withReducer(filesReducer, loaded)
      .provide(liveAnswers({ 'file.get_multiple': [linkedResume] }))
      .call(sendRequest, 'file.get_multiple', { ids: [fileIds.resume] })
      .run()).storeState as FilesTestState;
    expect(selectApplicationFiles(state, fileIds.app).map((file) => file.id)).toEqual([fileIds.letter, fileIds.resume]);
  });

  it('takes an unlinked file out of the application’s list and its links, keeping the file', async () => {
    const loaded = (await expectSaga(fetchApplicationFilesSaga, applicationFilesNeeded({ applicationId: fileIds.app }))
      .withReducer(filesReducer, await withRecent(letter))
      .provide(liveAnswers({ 'file.list_for_application': [letter] }))
      .run()).storeState as FilesTestState;
    const state = (await expectSaga(unlinkFileSaga, fileUnlinkConfirmed({ applicationId: fileIds.app, fileId: fileIds.letter }))
      .withReducer(filesReducer, loaded)
      .provide(liveAnswers({ 'file.unlink_from_application': 'success' }))
      .call(sendRequest, 'file.unlink_from_application', { job_application_id: fileIds.app, file_ids: [fileIds.letter] })
      .run()).storeState as FilesTestState;
    expect(selectApplicationFiles(state, fileIds.app)).toEqual([]);
    expect(selectRecentFiles(state)[0]?.job_application_ids).toEqual([]);
  });

  it('forgets the links of a deleted application', async () => {
    const state = (await expectSaga(applyApplicationDeletedPushSaga, pushed('deleted_job_application', { id: fileIds.app }))
      .withReducer(filesReducer, await withRecent(letter))
      .run()).storeState as FilesTestState;
    expect(selectRecentFiles(state)[0]?.job_application_ids).toEqual([]);
  });

  it('keeps a file whose deletion failed, with the failure message', async () => {
    const state = (await expectSaga(deleteFileSaga, fileDeletionConfirmed({ id: fileIds.resume }))
      .withReducer(filesReducer, await withRecent(resume))
      .provide(liveAnswers({ 'file.delete': requestFailure('file.delete', { id: fileIds.resume }) }))
      .run()).storeState as FilesTestState;
    expect(recentIds(state)).toEqual([fileIds.resume]);
    expect(selectFileOperation(state, deletionKey(fileIds.resume))).toMatchObject({ status: 'failed', error: { descriptor: requestFailureMessages.fileDelete } });
  });
});

// The upload's progress, end, failure and cancel, with the transfer itself replaced by a channel the test feeds
// (the XMLHttpRequest behind it is a browser's; the browser tests drive the real one).
import { channel, END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { ApiError } from '../../../../src/api/httpClient';
import { uploadEvents, uploadFileSaga, uploadForm, type UploadEvent } from '../../../../src/features/files/fileTransfersSaga';
import { selectUpload, uploadCancelled, uploadSubmitted, type UploadRequest } from '../../../../src/features/files/filesSlice';
import { fileIds, filesReducer, filesState, type FilesTestState } from './filesSupport';

const request: UploadRequest = {
  uploadId: 'u1',
  file: new File([new Uint8Array(1000)], 'resume.pdf', { type: 'application/pdf' }),
  description: 'My resume 2026',
  type: 'resume',
  filename: 'CV.pdf',
  jobApplicationId: fileIds.app,
};

function fedChannel(events: readonly UploadEvent[], options: { end?: boolean } = {}) {
  const events$ = channel<UploadEvent>();
  const close = jest.fn();
  for (const event of events) events$.put(event);
  if (options.end === true) events$.put(END);
  const closeChannel = events$.close.bind(events$);
  events$.close = () => {
    close();
    closeChannel();
  };
  return { events: events$, close };
}

describe('the upload', () => {
  it('sends the fields first and the file last, under the chosen name', () => {
    const form = uploadForm(request);
    expect([...form.keys()]).toEqual(['description', 'type', 'filename', 'job_application_id', 'file']);
    expect((form.get('file') as File).name).toBe('CV.pdf');
  });

  it('reports its progress, then its end, and links the new file to the application', async () => {
    const { events, close } = fedChannel([{ progress: { loaded: 250, total: 1000 } }, { progress: { loaded: 1000, total: 1000 } }, { done: { data: { id: fileIds.resume } } }], { end: true });
    const seen: unknown[] = [];
    const { storeState } = await expectSaga(uploadFileSaga, uploadSubmitted(request))
      .withReducer((state: FilesTestState | undefined, action) => {
        const next = filesReducer(state, action);
        const upload = selectUpload(next, 'u1');
        if (upload !== undefined) seen.push([upload.status, upload.loaded]);
        return next;
      }, filesState())
      .provide([[matchers.call.fn(uploadEvents), events]])
      .run();
    expect(seen).toEqual(expect.arrayContaining([['uploading', 0], ['uploading', 250], ['uploading', 1000], ['done', 1000]]));
    const state = storeState as FilesTestState;
    expect(selectUpload(state, 'u1')).toMatchObject({ status: 'done', fileId: fileIds.resume });
    expect(close).toHaveBeenCalled();
  });

  it('keeps the server’s error code of a refused upload', async () => {
    const { events } = fedChannel([{ failed: new ApiError(413, 'file_too_large', { error: 'file_too_large' }) }], { end: true });
    const { storeState } = await expectSaga(uploadFileSaga, uploadSubmitted(request)).withReducer(filesReducer, filesState()).provide([[matchers.call.fn(uploadEvents), events]]).run();
    expect(selectUpload(storeState as FilesTestState, 'u1')).toMatchObject({ status: 'failed', errorCode: 'file_too_large' });
  });

  it('aborts the transfer when cancelled midway', async () => {
    const { events, close } = fedChannel([{ progress: { loaded: 100, total: 1000 } }]);
    const { storeState } = await expectSaga(uploadFileSaga, uploadSubmitted(request))
      .withReducer(filesReducer, filesState())
      .provide([[matchers.call.fn(uploadEvents), events]])
      .dispatch(uploadCancelled({ uploadId: 'u1' }))
      .run();
    expect(selectUpload(storeState as FilesTestState, 'u1')).toMatchObject({ status: 'cancelled', loaded: 100 });
    // Closing the channel is what aborts the XMLHttpRequest (uploadEvents' unsubscribe).
    expect(close).toHaveBeenCalled();
  });
});

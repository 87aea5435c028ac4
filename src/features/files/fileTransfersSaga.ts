// The HTTP transfers of files: the upload (progress reported as it goes, cancel aborts it), downloads saved
// under the server's file name, and thumbnails fetched as blobs and kept as data URLs. Failed downloads and
// thumbnails are logged (spec section 4).
import type { EventChannel } from 'redux-saga';
import { call, put, race, select, take, takeEvery } from 'typed-redux-saga';
import { API_PATHS, fileDownloadPath } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { blobToDataUrl, fetchBlob, filenameOfDisposition, saveBlob, UploadAbortedError } from '../../api/fileTransfers';
import { API_BASE_PATH, ApiError } from '../../api/httpClient';
import { type UploadEvent, uploadEventChannel } from '../../api/uploadEventChannel';
import { requestErrorOf } from '../connection';
import { selectToken } from '../session';
import {
  fileDownloadRequested,
  filesLinked,
  operationFailed,
  operationStarted,
  operationSucceeded,
  selectThumbnail,
  thumbnailFailed,
  thumbnailLoaded,
  thumbnailNeeded,
  thumbnailStarted,
  uploadAborted,
  uploadCancelled,
  uploadFailed,
  uploadFinished,
  uploadProgressed,
  uploadStarted,
  uploadSubmitted,
  type UploadRequest,
} from './filesSlice';

/** POST /api/files, below the HTTP client's /api base. */
export const FILES_CLIENT_PATH = API_PATHS.files.slice(API_BASE_PATH.length);

export const downloadKey = (id: string) => `download/${id}`;

export type { UploadEvent } from '../../api/uploadEventChannel';

/** POST /api/files's upload as a saga channel. */
export function uploadEvents(form: FormData, token: string | null): EventChannel<UploadEvent> {
  return uploadEventChannel(FILES_CLIENT_PATH, form, token);
}

/** The multipart body of the contract: the fields first, the file last. */
export function uploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  form.append('description', request.description);
  form.append('type', request.type);
  form.append('filename', request.filename);
  if (request.jobApplicationId !== undefined) form.append('job_application_id', request.jobApplicationId);
  form.append('file', request.file, request.filename);
  return form;
}

export function* uploadFileSaga(action: ReturnType<typeof uploadSubmitted>) {
  const request = action.payload;
  const { uploadId } = request;
  const token = yield* select(selectToken);
  yield* put(uploadStarted({ uploadId, total: request.file.size }));
  const channel = yield* call(uploadEvents, uploadForm(request), token);
  try {
    for (;;) {
      const { event, cancel } = yield* race({
        event: take(channel),
        cancel: take((candidate: unknown) => uploadCancelled.match(candidate) && candidate.payload.uploadId === uploadId),
      });
      if (cancel !== undefined) {
        yield* put(uploadAborted({ uploadId }));
        return;
      }
      if (event === undefined) return;
      if ('progress' in event) {
        yield* put(uploadProgressed({ uploadId, ...event.progress }));
      } else if ('done' in event) {
        const { uploadFileResponseSchema } = yield* call(loadContractSchemas);
        const parsed = uploadFileResponseSchema.safeParse(event.done);
        if (!parsed.success) {
          yield* put(uploadFailed({ uploadId, errorCode: 'invalid_reply' }));
          return;
        }
        yield* put(uploadFinished({ uploadId, fileId: parsed.data.data.id }));
        // The server pushes created_file (and new_linked_files) to every tab, this one included.
        if (request.jobApplicationId !== undefined) {
          yield* put(filesLinked({ applicationId: request.jobApplicationId, fileIds: [parsed.data.data.id] }));
        }
        return;
      } else {
        const { failed } = event;
        if (failed instanceof UploadAbortedError) yield* put(uploadAborted({ uploadId }));
        else yield* put(uploadFailed({ uploadId, errorCode: failed instanceof ApiError ? failed.code : 'network_error' }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* downloadFileSaga(action: ReturnType<typeof fileDownloadRequested>) {
  const { id } = action.payload;
  const key = downloadKey(id);
  yield* put(operationStarted({ key }));
  try {
    const token = yield* select(selectToken);
    const { blob, disposition } = yield* call(fetchBlob, fileDownloadPath(id), token);
    yield* call(saveBlob, blob, filenameOfDisposition(disposition));
    yield* put(operationSucceeded({ key }));
  } catch (error) {
    console.error('File download failed', id, error);
    yield* put(operationFailed({ key, error: requestErrorOf(error) }));
  }
}

export function* loadThumbnailSaga(action: ReturnType<typeof thumbnailNeeded>) {
  const { path } = action.payload;
  if ((yield* select(selectThumbnail, path)) !== undefined) return;
  yield* put(thumbnailStarted({ path }));
  try {
    const token = yield* select(selectToken);
    const { blob } = yield* call(fetchBlob, path, token);
    const dataUrl = yield* call(blobToDataUrl, blob);
    yield* put(thumbnailLoaded({ path, dataUrl }));
  } catch (error) {
    console.error('Thumbnail load failed', path, error);
    yield* put(thumbnailFailed({ path }));
  }
}

export function* watchFileTransfers() {
  yield* takeEvery(uploadSubmitted.match, uploadFileSaga);
  yield* takeEvery(fileDownloadRequested.match, downloadFileSaga);
  yield* takeEvery(thumbnailNeeded.match, loadThumbnailSaga);
}

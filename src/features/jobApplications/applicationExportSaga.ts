// The list's Export button: every application of the account as a CSV file (GET /api/job_applications/export.csv,
// with the bearer token), handed to the browser as a download under the name the server gives it.
import { call, put, select, takeLeading } from 'typed-redux-saga';
import { API_PATHS } from '../../../contract';
import { fetchBlob, filenameOfDisposition, saveBlob } from '../../api/fileTransfers';
import { requestErrorOf } from '../connection';
import { selectToken } from '../session';
import { csvExportFailed, csvExportRequested, csvExportStarted, csvExportSucceeded } from './jobApplicationsSlice';
import { failureMessages } from './messages';

export function* exportApplicationsSaga() {
  yield* put(csvExportStarted());
  try {
    const token = yield* select(selectToken);
    const { blob, disposition } = yield* call(fetchBlob, API_PATHS.jobApplicationsExport, token);
    yield* call(saveBlob, blob, filenameOfDisposition(disposition));
    yield* put(csvExportSucceeded());
  } catch (error) {
    yield* put(csvExportFailed(requestErrorOf(error, failureMessages.export)));
  }
}

/** One export at a time: a second press while one runs is the same export. */
export function* watchApplicationExport() {
  yield* takeLeading(csvExportRequested.match, exportApplicationsSaga);
}

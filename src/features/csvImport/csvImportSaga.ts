// The import's upload: POST /api/job_applications/import (multipart: the mapping, then the file), its progress
// reported as it goes, then the server's summary. The server pushes every application it creates, so the list
// and the board of every tab fill in as it works.
import { call, put, select, take, takeLatest } from 'typed-redux-saga';
import { API_PATHS } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, ApiError } from '../../api/httpClient';
import { uploadEventChannel } from '../../api/uploadEventChannel';
import { selectToken } from '../session';
import { csvImportSubmitted, importFailed, importProgressed, importStarted, importSucceeded } from './csvImportSlice';

const IMPORT_CLIENT_PATH = API_PATHS.jobApplicationsImport.slice(API_BASE_PATH.length);

export function* importCsvSaga(action: ReturnType<typeof csvImportSubmitted>) {
  const { file, mapping } = action.payload;
  const form = new FormData();
  form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  yield* put(importStarted({ total: file.size }));
  const channel = yield* call(uploadEventChannel, IMPORT_CLIENT_PATH, form, yield* select(selectToken));
  try {
    for (;;) {
      const event = yield* take(channel);
      if ('progress' in event) {
        yield* put(importProgressed(event.progress));
      } else if ('done' in event) {
        const { applicationImportResponseSchema } = yield* call(loadContractSchemas);
        const parsed = applicationImportResponseSchema.safeParse(event.done);
        yield* put(parsed.success ? importSucceeded(parsed.data.data) : importFailed({ errorCode: 'invalid_reply' }));
        return;
      } else {
        yield* put(importFailed({ errorCode: event.failed instanceof ApiError ? event.failed.code : 'network_error' }));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* watchCsvImport() {
  yield* takeLatest(csvImportSubmitted.match, importCsvSaga);
}

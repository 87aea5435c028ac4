// The calls of "Export my data" and "Delete my account" (HTTP, with the session's bearer token): loading the
// latest export, asking for one, following its one-time link, and the deletion, after which the session ends
// as a sign-out does (storage cleared, channel closed).
import { all, call, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { API_PATHS, type HttpErrorCode } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, apiGet, apiPost, UNKNOWN_ERROR_CODE } from '../../api/httpClient';
import { channelRejoined } from '../connection';
import { accountErrorCodeOf, selectToken, signOutRequested } from '../session';
import {
  accountDeleted,
  accountDeletionFailed,
  accountDeletionStarted,
  accountDeletionSubmitted,
  accountExportCallFailed,
  accountExportCallStarted,
  accountExportDownloadRequested,
  accountExportDownloadStarted,
  accountExportLoaded,
  accountExportPageOpened,
  accountExportRequested,
  selectAccountExport,
} from './accountDataSlice';

const EXPORT_ERROR_CODES = ['rate_limited', 'not_found'] as const satisfies readonly HttpErrorCode[];
const DELETION_ERROR_CODES = ['invalid_credentials', 'too_many_attempts', 'rate_limited'] as const satisfies readonly HttpErrorCode[];

/** `/api/account/export` -> `/account/export`: the client adds its base itself. */
function clientPathOf(path: string): string {
  return path.slice(API_BASE_PATH.length);
}

/** Follows a download link: the answer is an attachment, so the page stays where it is. */
export function startDownload(path: string): void {
  window.location.assign(path);
}

export function* loadAccountExport() {
  const token = yield* select(selectToken);
  yield* put(accountExportCallStarted());
  try {
    const answer = yield* call(apiGet, clientPathOf(API_PATHS.accountExport), { token });
    const { accountExportResponseSchema } = yield* call(loadContractSchemas);
    yield* put(accountExportLoaded(accountExportResponseSchema.parse(answer).data));
  } catch (error) {
    yield* put(accountExportCallFailed(accountErrorCodeOf(error, EXPORT_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

/** After a rejoin a push may have been missed: a page that shows an export reads it again. */
export function* refreshAccountExport() {
  const { current } = yield* select(selectAccountExport);
  if (current !== undefined) yield* call(loadAccountExport);
}

export function* requestAccountExport() {
  const token = yield* select(selectToken);
  yield* put(accountExportCallStarted());
  try {
    const answer = yield* call(apiPost, clientPathOf(API_PATHS.accountExport), {}, { token });
    const { accountExportResponseSchema } = yield* call(loadContractSchemas);
    yield* put(accountExportLoaded(accountExportResponseSchema.parse(answer).data));
  } catch (error) {
    yield* put(accountExportCallFailed(accountErrorCodeOf(error, EXPORT_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

/** A link is asked for when it is followed, so that a link given to another tab never replaces this one's. */
export function* downloadAccountExport() {
  const token = yield* select(selectToken);
  yield* put(accountExportCallStarted());
  try {
    const answer = yield* call(apiPost, clientPathOf(API_PATHS.accountExportLink), {}, { token });
    const { accountExportLinkResponseSchema } = yield* call(loadContractSchemas);
    yield* call(startDownload, accountExportLinkResponseSchema.parse(answer).data.download_path);
    yield* put(accountExportDownloadStarted());
  } catch (error) {
    // Expired or used meanwhile: show what the server holds now, and why there was no download.
    yield* call(loadAccountExport);
    yield* put(accountExportCallFailed(accountErrorCodeOf(error, EXPORT_ERROR_CODES, UNKNOWN_ERROR_CODE)));
  }
}

export function* deleteAccount(action: ReturnType<typeof accountDeletionSubmitted>) {
  const token = yield* select(selectToken);
  yield* put(accountDeletionStarted());
  try {
    yield* call(apiPost, clientPathOf(API_PATHS.deleteAccount), { password: action.payload.password }, { token });
  } catch (error) {
    yield* put(accountDeletionFailed(accountErrorCodeOf(error, DELETION_ERROR_CODES, UNKNOWN_ERROR_CODE)));
    return;
  }
  yield* put(accountDeleted());
  // The server has ended every session already; this clears the browser's storage and closes the channel.
  yield* put(signOutRequested());
}

export function* watchAccountData() {
  yield* all([
    takeLatest([accountExportPageOpened.type, accountExportRequested.type], function* exportCall(action: { type: string }) {
      if (accountExportRequested.match(action)) yield* call(requestAccountExport);
      else yield* call(loadAccountExport);
    }),
    takeLatest(channelRejoined.type, refreshAccountExport),
    takeLeading(accountExportDownloadRequested.type, downloadAccountExport),
    takeLeading(accountDeletionSubmitted.type, deleteAccount),
  ]);
}

// Reads a posting: POST /api/postings/extract (the server fetches the page, or reads what the bookmarklet
// sent), then the account's applications at the address it will be saved with (`job_application.find_by_url`).
// A failed read keeps its code for the page to explain; the duplicates are looked for either way.
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { API_PATHS, type ExtractPostingBody, type Posting } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, ApiError, apiPost } from '../../api/httpClient';
import { InvalidAnswerError } from '../../api/InvalidAnswerError';
import { liveRequest } from '../connection';
import { selectToken } from '../session';
import { captureFailed, captureRequested, captureStarted, captureSucceeded } from './captureSlice';

const EXTRACT_CLIENT_PATH = API_PATHS.postingsExtract.slice(API_BASE_PATH.length);
/** The server may take its 10 s to fetch a slow page, then read it. */
const EXTRACT_TIMEOUT_MS = 20_000;

type Outcome = { readonly posting: Posting } | { readonly errorCode: string };

function* extract(body: ExtractPostingBody) {
  try {
    const token = yield* select(selectToken);
    const answer = yield* call(apiPost<unknown>, EXTRACT_CLIENT_PATH, body, { token, timeoutMs: EXTRACT_TIMEOUT_MS });
    const { extractPostingResponseSchema } = yield* call(loadContractSchemas);
    const parsed = extractPostingResponseSchema.safeParse(answer);
    if (!parsed.success) throw new InvalidAnswerError(API_PATHS.postingsExtract);
    return { posting: parsed.data.data } as Outcome;
  } catch (error) {
    return { errorCode: error instanceof ApiError ? error.code : 'network_error' } as Outcome;
  }
}

function* duplicatesOf(url: string) {
  try {
    return yield* liveRequest('job_application.find_by_url', { url });
  } catch {
    // The warning is a help, not a condition: without it the posting can still be saved.
    return [] as string[];
  }
}

export function* readPostingSaga(action: ReturnType<typeof captureRequested>) {
  const { url, html } = action.payload;
  yield* put(captureStarted({ url }));
  const outcome = yield* call(extract, html === undefined ? { url } : { url, html });
  // The address the application will be saved with: the posting's own when it names one.
  const savedUrl = 'posting' in outcome ? (outcome.posting.url ?? url) : url;
  const duplicates = yield* call(duplicatesOf, savedUrl);
  if ('posting' in outcome) yield* put(captureSucceeded({ url, posting: outcome.posting, duplicates }));
  else yield* put(captureFailed({ url, errorCode: outcome.errorCode, duplicates }));
}

export function* watchCapture() {
  yield* takeLatest(captureRequested.match, readPostingSaga);
}

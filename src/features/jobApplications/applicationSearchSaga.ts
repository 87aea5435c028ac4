// The list page's search (`job_application.search`), sent once typing pauses.
import { delay, put, select, takeLatest } from 'typed-redux-saga';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, textLength } from '../../../contract';
import { liveRequest, requestErrorOf } from '../connection';
import { searchCleared, searchFailed, searchQueryChanged, searchStarted, searchSucceeded, selectSearch } from './jobApplicationsSlice';

/** The pause in typing after which the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Searches once the query has SEARCH_MIN_LENGTH characters and typing has paused (takeLatest cancels the
 * wait when another key comes). A shorter query clears the search.
 */
export function* searchSaga(action: ReturnType<typeof searchQueryChanged>) {
  const query = Array.from(action.payload.query.trim()).slice(0, SEARCH_MAX_LENGTH).join('');
  if (textLength(query) < SEARCH_MIN_LENGTH) {
    yield* put(searchCleared());
    return;
  }
  const current = yield* select(selectSearch);
  if (current.query === query && current.status === 'loaded') return;
  yield* delay(SEARCH_DEBOUNCE_MS);
  yield* put(searchStarted({ query }));
  try {
    const results = yield* liveRequest('job_application.search', { query });
    yield* put(searchSucceeded({ query, results }));
  } catch (error) {
    yield* put(searchFailed({ query, error: requestErrorOf(error) }));
  }
}

export function* watchApplicationSearch() {
  yield* takeLatest(searchQueryChanged.match, searchSaga);
}

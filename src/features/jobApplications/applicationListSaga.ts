// The list page's data: the creation dates its rows walk (with the first screen's applications asked for as
// early as can be), then every status. Loaded each time the page opens, or as the app starts on it.
import { matchPath } from 'react-router';
import type { Task } from 'redux-saga';
import { call, cancel, fork, join, put, select, take, takeEvery, takeLatest, type SagaGenerator } from 'typed-redux-saga';
import { paths } from '../../app/paths';
import { getBrowserStorage } from '../../common/browserStorage';
import { currentTimeMs } from '../../common/clock';
import { byNewestFirst } from '../../common/entityCache';
import { loadList } from '../../common/listLoadSaga';
import { liveRequest, requestErrorOf } from '../connection';
import { accountChanged, selectSession } from '../session';
import { fetchAll } from './applicationFetchSaga';
import { FIRST_SCREEN_ROWS } from './firstScreen';
import { loadTags } from './listViewSaga';
import { forgetFirstScreen, rememberedFirstScreen, rememberFirstScreen } from './firstScreenMemory';
import {
  creationDatesFailed,
  creationDatesLoaded,
  creationDatesStarted,
  firstScreenAheadAsked,
  jobApplicationsListOpened,
  selectCreationDates,
  statusesFailed,
  statusesLoaded,
  statusesRefreshNeeded,
  statusesStarted,
} from './jobApplicationsSlice';

/**
 * Loads the list's creation dates; answers the tasks fetching its first screen's applications (none on failure).
 * The first screen this account's list showed last (firstScreenMemory.ts) is asked for beside the list: it is
 * most often the same, and the page shows it until the list arrives (selectFirstScreenAhead). The first screen
 * found in the list is asked for before the list goes into the store, whose rows then render while the answers
 * travel, in the list's order (newest first), and not again for those already loaded or loading; it is
 * remembered for the next visit. The one list not loaded by `loadList`, for those steps between its own.
 */
export function* loadCreationDates(): SagaGenerator<Task[]> {
  yield* put(creationDatesStarted());
  const storage = yield* call(getBrowserStorage);
  const { user_id: userId } = yield* select(selectSession);
  const remembered = storage === undefined || userId === null ? [] : yield* call(rememberedFirstScreen, storage, userId);
  const fetchesAhead = yield* call(fetchAll, remembered);
  // Once each is marked as loading, so that the page does not show a part of them meanwhile.
  if (remembered.length > 0) yield* put(firstScreenAheadAsked({ ids: remembered }));
  try {
    const data = yield* liveRequest('job_application.list_creation_dates', {});
    const lastUpdated = yield* call(currentTimeMs);
    // The rows the page opens on: archived applications are hidden unless asked for.
    const firstScreen = data
      .filter((item) => !item.archived)
      .sort(byNewestFirst)
      .slice(0, FIRST_SCREEN_ROWS)
      .map(({ id }) => id);
    const fetches = yield* call(fetchAll, firstScreen);
    yield* put(creationDatesLoaded({ data, lastUpdated }));
    if (storage !== undefined && userId !== null) yield* call(rememberFirstScreen, storage, userId, firstScreen);
    return [...fetchesAhead, ...fetches];
  } catch (error) {
    yield* put(creationDatesFailed(requestErrorOf(error)));
    return fetchesAhead;
  }
}

export function* loadStatuses() {
  yield* loadList({
    started: statusesStarted,
    loaded: statusesLoaded,
    failed: statusesFailed,
    request: () => liveRequest('job_application.list_statuses', {}),
    errorOf: requestErrorOf,
  });
}

/**
 * The list page: its rows (creation dates, then its first screen's applications), then every status. The
 * statuses are asked for once the first screen's applications have arrived: the server answers a channel's
 * requests in the order they come, and sends the answers of requests that arrive together in one write once
 * it has run them all, so the statuses of 5,000 applications (some 12 ms of the server's time, much more when
 * the browser shares its processor, and 330 kB), sent right behind the first screen's requests, held back the
 * first titles. The rows show every status by default, so none waits for them. The tags come last.
 */
export function* loadListSaga() {
  const firstScreen = yield* call(loadCreationDates);
  yield* join(firstScreen);
  yield* call(loadStatuses);
  // Last, for the same reason: only the tag filter needs them.
  yield* call(loadTags);
}

/** The addresses of the list page (spec section 2). */
const LIST_PAGE_PATHS: readonly string[] = [paths.home, paths.jobApplications];

export function isListPagePath(pathname: string): boolean {
  return LIST_PAGE_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Loads the list each time its page opens; an opening cancels a load under way. When the app starts on the list
 * page, the load starts with these watchers instead, before the page has rendered: its request then leaves as
 * soon as the channel joins, rather than once the first render (a tenth of a second and more) is over. The
 * page's own opening, which comes once it has rendered, is then the one that load was for, unless that load
 * failed (the session it was made for ended first, say): then the opening loads again.
 */
export function* watchListOpenings(startedOnListPage: boolean) {
  let load: Task | undefined = startedOnListPage ? yield* fork(loadListSaga) : undefined;
  let startLoadAwaitsPage = startedOnListPage;
  for (;;) {
    yield* take(jobApplicationsListOpened.match);
    const servedByStartLoad = startLoadAwaitsPage && (yield* select(selectCreationDates)).status !== 'failed';
    startLoadAwaitsPage = false;
    if (servedByStartLoad) continue;
    if (load?.isRunning() === true) yield* cancel(load);
    load = yield* fork(loadListSaga);
  }
}

/** Another account signed in on this browser: the first screen remembered for the last one goes. */
function* forgetRememberedFirstScreen() {
  const storage = yield* call(getBrowserStorage);
  if (storage !== undefined) yield* call(forgetFirstScreen, storage);
}

/** `startedOnListPage`: the app starts at the list page's address, whose load then starts at once. */
export function* watchApplicationList(startedOnListPage: boolean) {
  yield* takeEvery(accountChanged.match, forgetRememberedFirstScreen);
  yield* fork(watchListOpenings, startedOnListPage);
  yield* takeLatest(statusesRefreshNeeded.match, loadStatuses);
}

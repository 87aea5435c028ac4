// Job applications: the I/O behind the cache. Fetches go through the live channel (liveRequest); creation is
// an HTTP call; updates and deletions are live requests; server pushes keep the cache current in every tab.
import { matchPath } from 'react-router';
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, join, put, select, spawn, take, takeEvery, takeLatest, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import {
  API_PATHS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  textLength,
  type CompanyRef,
  type CreateJobApplicationBody,
  type JobApplication,
} from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, apiPost } from '../../api/httpClient';
import { paths } from '../../app/paths';
import { submissionKeyFor, submissionSucceeded } from '../../api/submissionKeys';
import { InvalidAnswerError } from '../../api/InvalidAnswerError';
import { getBrowserStorage } from '../../common/browserStorage';
import { currentTimeMs } from '../../common/clock';
import { byNewestFirst } from '../../common/entityCache';
import { companyForName, selectCompany } from '../companies';
import { channelRejoined, liveRequest, pushOf, RequestFailedError, requestErrorOf, type PushAction } from '../connection';
import { applicationDatedActionsDiscarded, applicationSummaryChanged } from '../datedActions';
import { accountChanged, selectSession, selectToken } from '../session';
import { watchApplicationStatuses } from './applicationStatusSaga';
import { FIRST_SCREEN_ROWS } from './firstScreen';
import { forgetFirstScreen, rememberedFirstScreen, rememberFirstScreen } from './firstScreenMemory';
import {
  creationDatesFailed,
  creationDatesLoaded,
  creationDatesStarted,
  creationFailed,
  creationStarted,
  deletionFailed,
  deletionStarted,
  fetchFailed,
  fetchStarted,
  firstScreenAheadAsked,
  jobApplicationCompanyChosen,
  jobApplicationCreated,
  jobApplicationCreationSubmitted,
  jobApplicationDeletionConfirmed,
  jobApplicationEditSubmitted,
  jobApplicationLoaded,
  jobApplicationNeeded,
  jobApplicationRemoved,
  jobApplicationsListOpened,
  jobApplicationUpdated,
  searchCleared,
  searchFailed,
  searchQueryChanged,
  searchStarted,
  searchSucceeded,
  selectCreation,
  selectCreationDates,
  selectDeletion,
  selectJobApplicationEntry,
  selectLoadedJobApplicationIds,
  selectSearch,
  selectStatuses,
  statusesFailed,
  statusesLoaded,
  statusesRefreshNeeded,
  statusesStarted,
  updateFailed,
  updateStarted,
} from './jobApplicationsSlice';
import { failureMessages } from './messages';

/** The pause in typing after which the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** POST /api/job_applications, below the HTTP client's /api base. */
export const JOB_APPLICATIONS_CLIENT_PATH = API_PATHS.jobApplications.slice(API_BASE_PATH.length);

/** An application arrived (fetched, created, edited or pushed): the cache and what names it take it. */
function* applicationLoaded(data: JobApplication, lastUpdated: number) {
  yield* put(jobApplicationLoaded({ data, lastUpdated }));
  yield* put(applicationSummaryChanged({ id: data.id, title: data.title, company: data.company }));
}

/** An application is gone (deleted here or elsewhere, or found missing): its dated actions go with it. */
function* applicationGone(id: string) {
  yield* put(jobApplicationRemoved({ id }));
  yield* put(applicationDatedActionsDiscarded({ applicationId: id }));
}

/** Fetches an application a page shows, unless it is loaded or already loading. */
export function* fetchJobApplicationSaga(action: ReturnType<typeof jobApplicationNeeded>) {
  const { id } = action.payload;
  if (yield* call(claimFetch, id)) yield* call(fetchStartedJobApplication, id);
}

/** Marks an application as loading and answers true, unless it is loaded or already loading (false). */
function* claimFetch(id: string) {
  if ((yield* select(selectJobApplicationEntry, id)) !== undefined) return false;
  yield* put(fetchStarted({ id }));
  return true;
}

/** Asks for an application already marked as loading, and stores the answer or the failure. */
function* fetchStartedJobApplication(id: string) {
  try {
    const data = yield* liveRequest('job_application.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* call(applicationLoaded, data, lastUpdated);
  } catch (error) {
    yield* put(fetchFailed({ id, error: requestErrorOf(error) }));
  }
}

/**
 * Fetches the applications, among `ids`, that are neither loaded nor loading, and answers their tasks. Each
 * request is sent as its task is spawned, before this saga goes on (a put would leave that to redux-saga's
 * scheduler); a task of its own, so that leaving the page does not cancel a fetch that rows elsewhere wait for.
 */
function* fetchAll(ids: readonly string[]): SagaGenerator<Task[]> {
  const claimed: string[] = [];
  for (const id of ids) {
    if (yield* call(claimFetch, id)) claimed.push(id);
  }
  const fetches: Task[] = [];
  for (const id of claimed) fetches.push(yield* spawn(fetchStartedJobApplication, id));
  return fetches;
}

/**
 * Loads the list's creation dates; answers the tasks fetching its first screen's applications (none on failure).
 * The first screen this account's list showed last (firstScreenMemory.ts) is asked for beside the list: it is
 * most often the same, and the page shows it until the list arrives (selectFirstScreenAhead). The first screen
 * found in the list is asked for before the list goes into the store, whose rows then render while the answers
 * travel, in the list's order (newest first), and not again for those already loaded or loading; it is
 * remembered for the next visit.
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
    const firstScreen = [...data]
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
  yield* put(statusesStarted());
  try {
    const data = yield* liveRequest('job_application.list_statuses', {});
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(statusesLoaded({ data, lastUpdated }));
  } catch (error) {
    yield* put(statusesFailed(requestErrorOf(error)));
  }
}

/**
 * The list page: its rows (creation dates, then its first screen's applications), then every status. The
 * statuses are asked for once the first screen's applications have arrived: the server answers a channel's
 * requests in the order they come, and sends the answers of requests that arrive together in one write once
 * it has run them all, so the statuses of 5,000 applications (some 12 ms of the server's time, much more when
 * the browser shares its processor, and 330 kB), sent right behind the first screen's requests, held back the
 * first titles. The rows show every status by default, so none waits for them.
 */
export function* loadListSaga() {
  const firstScreen = yield* call(loadCreationDates);
  yield* join(firstScreen);
  yield* call(loadStatuses);
}

/** The addresses of the list page (spec section 2). */
const LIST_PAGE_PATHS: readonly string[] = [paths.home, paths.jobApplications];

function isListPagePath(pathname: string): boolean {
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

/**
 * Creates the company first when the form names a new one (unless one of that name is cached, such as the one a
 * failed attempt created), then the application; both over HTTP.
 */
export function* createJobApplicationSaga(action: ReturnType<typeof jobApplicationCreationSubmitted>) {
  const creation = yield* select(selectCreation);
  if (creation.status === 'submitting') return;
  const { title, url, company, notes, job_description } = action.payload;
  yield* put(creationStarted());
  try {
    let companyId: string | null = null;
    if (company.kind === 'existing') companyId = company.id;
    if (company.kind === 'new') companyId = (yield* call(companyForName, company.name)).id;
    const token = yield* select(selectToken);
    const body: CreateJobApplicationBody = { title, url, company_id: companyId, notes, job_description };
    // The same key for every sending of this form until one succeeds: a retry never makes a second application.
    const idempotencyKey = yield* call(submissionKeyFor, JOB_APPLICATIONS_CLIENT_PATH, body);
    const answer = yield* call(apiPost<unknown>, JOB_APPLICATIONS_CLIENT_PATH, body, { token, idempotencyKey });
    yield* call(submissionSucceeded, JOB_APPLICATIONS_CLIENT_PATH, body);
    const { createJobApplicationResponseSchema } = yield* call(loadContractSchemas);
    const parsed = createJobApplicationResponseSchema.safeParse(answer);
    if (!parsed.success) throw new InvalidAnswerError(API_PATHS.jobApplications);
    const lastUpdated = yield* call(currentTimeMs);
    yield* call(applicationLoaded, parsed.data.data, lastUpdated);
    yield* put(jobApplicationCreated({ id: parsed.data.data.id }));
  } catch (error) {
    yield* put(creationFailed(requestErrorOf(error, failureMessages.create)));
  }
}

export function* editJobApplicationSaga(action: ReturnType<typeof jobApplicationEditSubmitted>) {
  const { id, form, changes } = action.payload;
  yield* put(updateStarted({ id, form }));
  try {
    yield* liveRequest('job_application.update', { id, ...changes });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(jobApplicationUpdated({ id, form, changes, lastUpdated }));
  } catch (error) {
    yield* put(updateFailed({ id, form, error: requestErrorOf(error) }));
  }
}

/** Gives an application a company: one already recorded, a new one (created over HTTP first unless cached), or none. */
export function* chooseCompanySaga(action: ReturnType<typeof jobApplicationCompanyChosen>) {
  const { id, company: choice } = action.payload;
  const form = 'company';
  yield* put(updateStarted({ id, form }));
  try {
    let company: CompanyRef | null = null;
    if (choice.kind === 'existing') {
      const known = yield* select(selectCompany, choice.id);
      company = { id: choice.id, name: known?.name ?? '' };
    }
    if (choice.kind === 'new') {
      const created = yield* call(companyForName, choice.name);
      company = { id: created.id, name: created.name };
    }
    const companyId = company === null ? null : company.id;
    yield* liveRequest('job_application.update', { id, company_id: companyId });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(jobApplicationUpdated({ id, form, changes: { company_id: companyId }, company, lastUpdated }));
  } catch (error) {
    yield* put(updateFailed({ id, form, error: requestErrorOf(error) }));
  }
}

export function* deleteJobApplicationSaga(action: ReturnType<typeof jobApplicationDeletionConfirmed>) {
  const { id } = action.payload;
  const deletion = yield* select(selectDeletion, id);
  if (deletion.status === 'submitting') return;
  yield* put(deletionStarted({ id }));
  try {
    yield* liveRequest('job_application.delete', { id });
    yield* call(applicationGone, id);
  } catch (error) {
    yield* put(deletionFailed({ id, error: requestErrorOf(error) }));
  }
}

/** A created or updated application pushed by the server replaces the cached one. */
export function* applyJobApplicationSavedPushSaga(action: PushAction<'created_job_application' | 'updated_job_application'>) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* call(applicationLoaded, action.payload.payload.data, lastUpdated);
}

/** An application deleted elsewhere leaves the cache. */
export function* applyJobApplicationDeletedPushSaga(action: PushAction<'deleted_job_application'>) {
  yield* call(applicationGone, action.payload.payload.id);
}

/** Asks again for a cached application: its new data, or its removal when it was deleted meanwhile. */
export function* refetchJobApplication(id: string) {
  try {
    const data = yield* liveRequest('job_application.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* call(applicationLoaded, data, lastUpdated);
  } catch (error) {
    // Any other failure keeps what the page shows; the next rejoin or visit tries again.
    if (error instanceof RequestFailedError && error.code === 'not_found') yield* call(applicationGone, id);
  }
}

/** After a rejoin: the list and its statuses, if a page loaded them, and every loaded application. */
export function* refreshJobApplicationsSaga() {
  const creationDates = yield* select(selectCreationDates);
  const statuses = yield* select(selectStatuses);
  const loadedIds = yield* select(selectLoadedJobApplicationIds);
  yield* all([
    ...(creationDates.lastUpdated === null ? [] : [call(loadCreationDates)]),
    ...(statuses.lastUpdated === null ? [] : [call(loadStatuses)]),
    ...loadedIds.map((id) => call(refetchJobApplication, id)),
  ]);
}

/** Another account signed in on this browser: the first screen remembered for the last one goes. */
function* forgetRememberedFirstScreen() {
  const storage = yield* call(getBrowserStorage);
  if (storage !== undefined) yield* call(forgetFirstScreen, storage);
}

/** Root saga of the feature; `startPath` is the address the app is at when it starts (null: unknown). */
export function* watchJobApplications(startPath: string | null = null) {
  yield* fork(watchApplicationStatuses);
  yield* takeEvery(accountChanged.match, forgetRememberedFirstScreen);
  yield* takeEvery(jobApplicationNeeded.match, fetchJobApplicationSaga);
  yield* fork(watchListOpenings, startPath !== null && isListPagePath(startPath));
  yield* takeLatest(statusesRefreshNeeded.match, loadStatuses);
  yield* takeLatest(searchQueryChanged.match, searchSaga);
  yield* takeLeading(jobApplicationCreationSubmitted.match, createJobApplicationSaga);
  yield* takeEvery(jobApplicationEditSubmitted.match, editJobApplicationSaga);
  yield* takeEvery(jobApplicationCompanyChosen.match, chooseCompanySaga);
  yield* takeEvery(jobApplicationDeletionConfirmed.match, deleteJobApplicationSaga);
  yield* takeEvery(pushOf('created_job_application', 'updated_job_application'), applyJobApplicationSavedPushSaga);
  yield* takeEvery(pushOf('deleted_job_application'), applyJobApplicationDeletedPushSaga);
  yield* takeLatest(channelRejoined.match, refreshJobApplicationsSaga);
}

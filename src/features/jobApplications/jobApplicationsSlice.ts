// The job applications cache (spec section 4): each application uninitialized (absent), loading or loaded with
// its last-updated time; its title entry; the list of creation dates the list page walks; every status at once;
// the search. Also where each change a page asked for stands. Sagas fill it; pages read it through selectors.
import { createAction, createSelector, createSlice, freeze, isDraft, original, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationDetailsInput, ApplicationListItem, ApplicationStatus, ApplicationStatusItem, CreationDate, JobApplication } from '../../../contract';
import { companyLoaded, companyRemoved } from '../companies';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';
import { byNewestFirst, uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { failedOperation, idleOperation, submittingOperation, succeededOperation, type OperationState } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';

/** The parts of an application page that are edited and saved on their own. */
export const EDIT_FORMS = ['header', 'company', 'notes', 'job_description', 'details'] as const;
export type EditForm = (typeof EDIT_FORMS)[number];

/** What `job_application.update` may change. */
export interface JobApplicationChanges extends ApplicationDetailsInput {
  readonly title?: string;
  readonly url?: string;
  readonly company_id?: string | null;
  readonly notes?: string;
  readonly job_description?: string;
}

/** The company an application is given: one already recorded, a new one created by name, or none. */
export type CompanyChoice =
  | { readonly kind: 'existing'; readonly id: string }
  | { readonly kind: 'new'; readonly name: string }
  | { readonly kind: 'none' };

export interface NewJobApplicationForm {
  readonly title: string;
  readonly url: string;
  readonly company: CompanyChoice;
  readonly notes: string;
  readonly job_description: string;
  /** Location, remote, salary, source, deadline, tags, archived: those given. */
  readonly details: ApplicationDetailsInput;
}

export interface SearchState {
  /** The query the results answer (trimmed); empty when no search is shown. */
  readonly query: string;
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly results: readonly CreationDate[] | null;
  readonly error: RequestError | null;
}

export interface JobApplicationsState {
  readonly items: Readonly<Record<string, CacheEntry<JobApplication>>>;
  /** The title entry of each known application, for pages that name an application without loading it. */
  readonly titles: Readonly<Record<string, string>>;
  /** Why the last fetch of an application failed (the loading placeholder itself is removed). */
  readonly failures: Readonly<Record<string, RequestError>>;
  /** `job_application.list_creation_dates`, newest first, each marked archived or not (kept current by pushes). */
  readonly creationDates: ListState<readonly ApplicationListItem[]>;
  /**
   * The applications asked for ahead of the list: the first screen this account's list showed last
   * (firstScreenMemory.ts). Until the list arrives, the page shows them (selectFirstScreenAhead).
   */
  readonly firstScreenAhead: readonly string[];
  readonly statuses: ListState<null>;
  readonly statusById: Readonly<Record<string, ApplicationStatus>>;
  /**
   * The date of each application's submission still unanswered: its latest action (contract/followUp.ts). From
   * the statuses' list, and recomputed with the status when an application's actions change here.
   */
  readonly unansweredSubmitById: Readonly<Record<string, string>>;
  readonly search: SearchState;
  readonly creation: OperationState & { readonly createdId: string | null };
  /** By `${id}/${form}`. */
  readonly updates: Readonly<Record<string, OperationState>>;
  /** By application id; `succeeded` once the application is gone (deleted here or in another tab). */
  readonly deletions: Readonly<Record<string, OperationState>>;
  /** The CSV export the list page asked for (GET /api/job_applications/export.csv). */
  readonly csvExport: OperationState;
}

const idleSearch: SearchState = { query: '', status: 'idle', results: null, error: null };

export const initialJobApplicationsState: JobApplicationsState = {
  items: {},
  titles: {},
  failures: {},
  creationDates: uninitializedList(),
  firstScreenAhead: [],
  statuses: uninitializedList(),
  statusById: {},
  unansweredSubmitById: {},
  search: idleSearch,
  creation: { ...idleOperation, createdId: null },
  updates: {},
  deletions: {},
  csvExport: idleOperation,
};

export function updateKey(id: string, form: EditForm): string {
  return `${id}/${form}`;
}

/** Inserts or replaces an item of a newest-first creation date list, keeping its order. */
function withCreationDate(list: readonly ApplicationListItem[], item: ApplicationListItem): ApplicationListItem[] {
  return [...list.filter((existing) => existing.id !== item.id), item].sort(byNewestFirst);
}

/**
 * The creation dates as they are stored, rather than through immer's draft: each item read from a draft is
 * given a draft of its own, so walking the 5,000 dates of a large account through it took milliseconds, and
 * the list is walked for every application that loads.
 */
function storedCreationDates(state: Draft<JobApplicationsState>): readonly ApplicationListItem[] | null {
  const { data } = state.creationDates;
  return data !== null && isDraft(data) ? original(data) : data;
}

/** Caches an application's data, its title entry, and its place in the lists that should hold it. */
function markLoaded(state: Draft<JobApplicationsState>, data: JobApplication, lastUpdated: number): void {
  // Once every status was listed, an application without one has no action yet: it is new.
  if (state.statuses.lastUpdated !== null && !(data.id in state.statusById)) state.statusById[data.id] = 'new';
  state.items[data.id] = { status: 'loaded', data, lastUpdated };
  state.titles[data.id] = data.title;
  delete state.failures[data.id];
  // An application the list does not hold yet was created since it was loaded (here or in another tab); one it
  // holds may have been archived or brought back since.
  const creationDates = storedCreationDates(state);
  const listed = creationDates?.find((item) => item.id === data.id);
  if (creationDates !== null && listed?.archived !== data.archived) {
    state.creationDates.data = withCreationDate(creationDates, { id: data.id, created: data.created, archived: data.archived });
  }
}

/** The loads of the creation dates and of every status: `creationDatesStarted`, `statusesLoaded`... */
const lists = listLoadReducersFor<JobApplicationsState>();

export const jobApplicationsSlice = createSlice({
  name: 'jobApplications',
  initialState: initialJobApplicationsState,
  // Immer drafts: each reducer changes what it names and leaves the rest of the state as it was.
  reducers: {
    fetchStarted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      state.items[id] = { status: 'loading' };
      delete state.failures[id];
    },
    /** An application's data arrived: a fetch, a creation, or a server push. */
    jobApplicationLoaded(state, action: PayloadAction<{ data: JobApplication; lastUpdated: number }>) {
      markLoaded(state, action.payload.data, action.payload.lastUpdated);
    },
    /** Spec section 4: on a failed fetch the loading placeholder is removed (the item is uninitialized again). */
    fetchFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      const { id, error } = action.payload;
      delete state.items[id];
      state.failures[id] = error;
    },
    // Frozen before it enters the draft, as immer advises for large data: immer then takes it as it is,
    // instead of walking its 5,000 items one by one for drafts to finalize and objects to freeze.
    ...lists.list('creationDates', 'creationDates', (data: readonly ApplicationListItem[]) => freeze([...data].sort(byNewestFirst), true)),
    firstScreenAheadAsked(state, action: PayloadAction<{ ids: readonly string[] }>) {
      state.firstScreenAhead = [...action.payload.ids];
    },
    // The list keeps no data of its own: the statuses go to `statusById`.
    ...lists.list('statuses', 'statuses', (data: readonly ApplicationStatusItem[], state) => {
      // A loop, not Object.fromEntries over pairs: with 5,000 statuses that took several times as long in
      // Chromium. Frozen before it enters the draft, for the reason given for the creation dates.
      const statusById: Record<string, ApplicationStatus> = {};
      const unansweredSubmitById: Record<string, string> = {};
      for (const { id, status, unanswered_submit_date } of data) {
        statusById[id] = status;
        if (typeof unanswered_submit_date === 'string') unansweredSubmitById[id] = unanswered_submit_date;
      }
      state.statusById = freeze(statusById);
      state.unansweredSubmitById = freeze(unansweredSubmitById);
      return null;
    }),
    /**
     * An application's status, recomputed from its dated actions after one changed, with the date of its
     * submission still unanswered (null: none).
     */
    statusComputed(state, action: PayloadAction<{ id: string; status: ApplicationStatus; unansweredSubmit?: string | null }>) {
      const { id, status, unansweredSubmit } = action.payload;
      state.statusById[id] = status;
      if (unansweredSubmit === undefined) return;
      if (unansweredSubmit === null) delete state.unansweredSubmitById[id];
      else state.unansweredSubmitById[id] = unansweredSubmit;
    },
    /** A follow-up reminder was added after the submission: it is no longer the application's latest action. */
    followUpPlanned(state, action: PayloadAction<{ id: string }>) {
      delete state.unansweredSubmitById[action.payload.id];
    },
    searchCleared(state) {
      state.search = { ...idleSearch, results: null };
    },
    searchStarted(state, action: PayloadAction<{ query: string }>) {
      const keep = state.search.query === action.payload.query ? state.search.results : null;
      state.search = { query: action.payload.query, status: 'loading', results: keep, error: null };
    },
    searchSucceeded(state, action: PayloadAction<{ query: string; results: readonly CreationDate[] }>) {
      const { query, results } = action.payload;
      state.search = { query, status: 'loaded', results: [...results].sort(byNewestFirst), error: null };
    },
    searchFailed(state, action: PayloadAction<{ query: string; error: RequestError }>) {
      const { query, error } = action.payload;
      state.search = { query, status: 'failed', results: null, error };
    },
    creationStarted(state) {
      state.creation = { ...submittingOperation, createdId: null };
    },
    /** The server created the application (its data came with jobApplicationLoaded). */
    jobApplicationCreated(state, action: PayloadAction<{ id: string }>) {
      state.creation = { ...succeededOperation, createdId: action.payload.id };
    },
    creationFailed(state, action: PayloadAction<RequestError>) {
      state.creation = { ...failedOperation(action.payload), createdId: null };
    },
    updateStarted(state, action: PayloadAction<{ id: string; form: EditForm }>) {
      state.updates[updateKey(action.payload.id, action.payload.form)] = submittingOperation;
    },
    /**
     * The server saved the changes. They are applied at once; the server's push of the updated application
     * follows and replaces the data with the server's own.
     */
    jobApplicationUpdated(
      state,
      action: PayloadAction<{
        id: string;
        form: EditForm;
        changes: JobApplicationChanges;
        company?: { id: string; name: string } | null;
        lastUpdated: number;
      }>,
    ) {
      const { id, form, changes, company, lastUpdated } = action.payload;
      state.updates[updateKey(id, form)] = succeededOperation;
      const entry = state.items[id];
      if (entry?.status !== 'loaded') return;
      markLoaded(state, { ...entry.data, ...changes, ...(company === undefined ? {} : { company }) }, lastUpdated);
    },
    updateFailed(state, action: PayloadAction<{ id: string; form: EditForm; error: RequestError }>) {
      state.updates[updateKey(action.payload.id, action.payload.form)] = failedOperation(action.payload.error);
    },
    deletionStarted(state, action: PayloadAction<{ id: string }>) {
      state.deletions[action.payload.id] = submittingOperation;
    },
    deletionFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      state.deletions[action.payload.id] = failedOperation(action.payload.error);
    },
    /**
     * The application is gone (deleted here, or a push says so): spec section 4 removes it and its title entry
     * from the cache; it leaves the lists too. The saga that puts this tells the dated actions feature, which
     * drops the application's dated actions.
     */
    jobApplicationRemoved(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      const notIt = (item: CreationDate) => item.id !== id;
      delete state.items[id];
      delete state.titles[id];
      delete state.failures[id];
      delete state.statusById[id];
      delete state.unansweredSubmitById[id];
      const creationDates = storedCreationDates(state);
      if (creationDates !== null) state.creationDates.data = creationDates.filter(notIt);
      if (state.search.results !== null) state.search.results = state.search.results.filter(notIt);
      for (const key of Object.keys(state.updates)) {
        if (key.startsWith(`${id}/`)) delete state.updates[key];
      }
      state.deletions[id] = succeededOperation;
    },
    csvExportStarted(state) {
      state.csvExport = submittingOperation;
    },
    csvExportSucceeded(state) {
      state.csvExport = succeededOperation;
    },
    csvExportFailed(state, action: PayloadAction<RequestError>) {
      state.csvExport = failedOperation(action.payload);
    },
    /** A page opened one of the forms: an outcome shown before is forgotten. */
    newJobApplicationFormOpened(state) {
      if (state.creation.status !== 'submitting') state.creation = { ...idleOperation, createdId: null };
    },
    editFormOpened(state, action: PayloadAction<{ id: string; form: EditForm }>) {
      const key = updateKey(action.payload.id, action.payload.form);
      if (state.updates[key]?.status !== 'submitting') delete state.updates[key];
    },
  },
  extraReducers: (builder) => {
    // Another account's data must never outlive its session.
    builder.addCase(signedOut, () => initialJobApplicationsState).addCase(joinRefused, () => initialJobApplicationsState);
    builder.addCase(accountChanged, () => initialJobApplicationsState);
    // A company renamed or deleted, here or in another tab: the applications held show it as it is now. The
    // server sends one push for the company, not one per application of it.
    builder.addCase(companyLoaded, (state, action) => {
      const { id, name } = action.payload.data;
      for (const entry of Object.values(state.items)) {
        if (entry.status === 'loaded' && entry.data.company_id === id && entry.data.company?.name !== name) entry.data.company = { id, name };
      }
    });
    builder.addCase(companyRemoved, (state, action) => {
      for (const entry of Object.values(state.items)) {
        if (entry.status === 'loaded' && entry.data.company_id === action.payload.id) {
          entry.data.company_id = null;
          entry.data.company = null;
        }
      }
    });
  },
  selectors: {
    selectJobApplicationEntry: (state, id: string) => state.items[id],
    selectJobApplication: (state, id: string) => {
      const entry = state.items[id];
      return entry?.status === 'loaded' ? entry.data : undefined;
    },
    selectJobApplicationFailure: (state, id: string) => state.failures[id],
    selectJobApplicationTitle: (state, id: string) => state.titles[id],
    selectCreationDates: (state) => state.creationDates,
    selectStatuses: (state) => state.statuses,
    selectStatusById: (state) => state.statusById,
    selectApplicationStatus: (state, id: string) => state.statusById[id],
    selectUnansweredSubmit: (state, id: string): string | undefined => state.unansweredSubmitById[id],
    selectSearch: (state) => state.search,
    selectCreation: (state) => state.creation,
    selectUpdate: (state, id: string, form: EditForm) => state.updates[updateKey(id, form)] ?? idleOperation,
    selectDeletion: (state, id: string) => state.deletions[id] ?? idleOperation,
    selectCsvExport: (state) => state.csvExport,
  },
});

export const {
  fetchStarted,
  jobApplicationLoaded,
  fetchFailed,
  creationDatesStarted,
  firstScreenAheadAsked,
  creationDatesLoaded,
  creationDatesFailed,
  statusesStarted,
  statusesLoaded,
  statusesFailed,
  statusComputed,
  followUpPlanned,
  searchCleared,
  searchStarted,
  searchSucceeded,
  searchFailed,
  creationStarted,
  jobApplicationCreated,
  creationFailed,
  updateStarted,
  jobApplicationUpdated,
  updateFailed,
  deletionStarted,
  deletionFailed,
  jobApplicationRemoved,
  newJobApplicationFormOpened,
  editFormOpened,
  csvExportStarted,
  csvExportSucceeded,
  csvExportFailed,
} = jobApplicationsSlice.actions;

export const {
  selectJobApplicationEntry,
  selectJobApplication,
  selectJobApplicationFailure,
  selectJobApplicationTitle,
  selectCreationDates,
  selectStatuses,
  selectStatusById,
  selectApplicationStatus,
  selectUnansweredSubmit,
  selectSearch,
  selectCreation,
  selectUpdate,
  selectDeletion,
  selectCsvExport,
} = jobApplicationsSlice.selectors;

/** A state that holds this slice, for the selectors written outside it. */
type WithJobApplications = { readonly jobApplications: JobApplicationsState };

/**
 * The rows to show while the list is on its way: the applications asked for ahead of it, newest first, once
 * every one of them has been answered (so that no row moves as a later answer comes); those gone since are left
 * out. Null when there is nothing to show that way: the list is there, nothing was asked ahead, an answer is
 * still awaited, or none was found. Most often they are the list's first screen, whose titles then show without
 * waiting for the 415 kB list of a large account; an application created elsewhere since is added above them
 * when the list arrives.
 */
export const selectFirstScreenAhead = createSelector(
  [
    (state: WithJobApplications) => state.jobApplications.creationDates.data,
    (state: WithJobApplications) => state.jobApplications.firstScreenAhead,
    (state: WithJobApplications) => state.jobApplications.items,
  ],
  (listed, ids, items): readonly ApplicationListItem[] | null => {
    if (listed !== null || ids.length === 0) return null;
    const rows: ApplicationListItem[] = [];
    for (const id of ids) {
      const entry = items[id];
      if (entry?.status === 'loading') return null;
      if (entry?.status === 'loaded') rows.push({ id, created: entry.data.created, archived: entry.data.archived });
    }
    return rows.length === 0 ? null : rows.sort(byNewestFirst);
  },
);

/** The ids of the applications the cache holds loaded (not those still loading). */
export function selectLoadedJobApplicationIds(state: WithJobApplications): string[] {
  return Object.entries(state.jobApplications.items).flatMap(([id, entry]) => (entry.status === 'loaded' ? [id] : []));
}

// Events the pages dispatch; the sagas act on them.

/** A page shows this application: it is fetched unless it is loaded or already loading. */
export const jobApplicationNeeded = createAction<{ id: string }>('jobApplications/needed');
/** The list page opened (or its retry was pressed): creation dates and statuses are (re)loaded. */
export const jobApplicationsListOpened = createAction('jobApplications/listOpened');
/** The search box changed; searching starts from SEARCH_MIN_LENGTH characters, after a pause in typing. */
export const searchQueryChanged = createAction<{ query: string }>('jobApplications/searchQueryChanged');
export const jobApplicationCreationSubmitted = createAction<NewJobApplicationForm>('jobApplications/creationSubmitted');
/** One of the application page's edit forms was saved. */
export const jobApplicationEditSubmitted = createAction<{ id: string; form: Exclude<EditForm, 'company'>; changes: JobApplicationChanges }>(
  'jobApplications/editSubmitted',
);
export const jobApplicationCompanyChosen = createAction<{ id: string; company: CompanyChoice }>('jobApplications/companyChosen');
export const jobApplicationDeletionConfirmed = createAction<{ id: string }>('jobApplications/deletionConfirmed');
/** The list's Export button: every application of the account, downloaded as CSV. */
export const csvExportRequested = createAction('jobApplications/csvExportRequested');
/** "Follow up?" pressed on an application: a reminder titled `title` is added for tomorrow. */
export const followUpRequested = createAction<{ applicationId: string; title: string }>('jobApplications/followUpRequested');

/** An application's actions changed while they are not all loaded here: every status is asked for again. */
export const statusesRefreshNeeded = createAction('jobApplications/statusesRefreshNeeded');

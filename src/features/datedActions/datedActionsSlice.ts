// The actions cache: each action uninitialized (absent), loading or loaded; the action ids of each application,
// kept by date; every action's creation date (the account's actions newest first); the actions asked for one
// at a time and what became of them; the upcoming actions; the address of the calendar feed; and where each
// change a page asked for stands.
import { createAction, createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { Action, ActionType, CreationDate, FutureAction } from '../../../contract';
import { joinRefused } from '../connection';
import { byNewestFirst, loadedList, uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { failedOperation, idleOperation, submittingOperation, succeededOperation, type OperationState } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { accountChanged, signedOut } from '../session';

/** What `action.update` may change. */
export interface DatedActionChanges {
  readonly type?: ActionType;
  readonly title?: string;
  readonly notes?: string;
  /** ISO 8601 UTC. */
  readonly date?: string;
}

export interface NewDatedAction {
  readonly job_application_id: string;
  readonly type: ActionType;
  readonly title: string;
  readonly notes: string;
  readonly date: string;
}

export interface DatedActionsState {
  readonly items: Readonly<Record<string, CacheEntry<Action>>>;
  /** Action ids of each application, by date (oldest first). */
  readonly byApplication: Readonly<Record<string, ListState<readonly string[]>>>;
  /** `action.list_creation_dates`: every action's id and creation date, newest first. */
  readonly creationDates: ListState<readonly CreationDate[]>;
  /** The actions asked for one at a time (`action.get`) and loaded: a rejoin asks for them again. */
  readonly fetchedIds: Readonly<Record<string, true>>;
  /** Why an action asked for one at a time could not be loaded, by id (until it is asked for again). */
  readonly fetchFailures: Readonly<Record<string, RequestError>>;
  /** The actions that left the cache because they were deleted (here, elsewhere, or with their application). */
  readonly removedIds: Readonly<Record<string, true>>;
  /** `action.list_future`: soonest first. */
  readonly future: ListState<readonly FutureAction[]>;
  /** The path of the account's calendar feed. */
  readonly calendarFeed: ListState<string>;
  readonly calendarRenewal: OperationState;
  /** By operation key (creationKey, editKey, deletionKey). */
  readonly operations: Readonly<Record<string, OperationState>>;
}

export const initialDatedActionsState: DatedActionsState = {
  items: {},
  byApplication: {},
  creationDates: uninitializedList(),
  fetchedIds: {},
  fetchFailures: {},
  removedIds: {},
  future: uninitializedList(),
  calendarFeed: uninitializedList(),
  calendarRenewal: idleOperation,
  operations: {},
};

export function creationKey(applicationId: string): string {
  return `create/${applicationId}`;
}

export function editKey(actionId: string): string {
  return `update/${actionId}`;
}

export function deletionKey(actionId: string): string {
  return `delete/${actionId}`;
}

/** By date, then by creation, so two actions at the same moment keep a stable order. */
export function byDate(a: Action, b: Action): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.created !== b.created) return a.created < b.created ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function sortedByDate(items: Readonly<Record<string, CacheEntry<Action>>>, ids: Iterable<string>): string[] {
  const actions: Action[] = [];
  for (const id of new Set(ids)) {
    const entry = items[id];
    if (entry?.status === 'loaded') actions.push(entry.data);
  }
  return actions.sort(byDate).map((action) => action.id);
}

const uninitializedListOfIds: ListState<readonly string[]> = uninitializedList();

/** An action's data arrived: its entry, its place by date in its application's loaded list, and (a new one) in the creation dates. */
function storeDatedAction(state: Draft<DatedActionsState>, data: Action, lastUpdated: number): void {
  state.items[data.id] = { status: 'loaded', data, lastUpdated };
  delete state.fetchFailures[data.id];
  const dates = state.creationDates.data;
  // Newest first: an action created here or pushed joins at the head; one already listed keeps its place.
  if (dates !== null && !dates.some(({ id }) => id === data.id)) {
    state.creationDates.data = [{ id: data.id, created: data.created }, ...dates].sort(byNewestFirst);
  }
  const list = state.byApplication[data.job_application_id];
  if (list?.data === undefined || list.data === null) return;
  list.data = sortedByDate(state.items, [...list.data, data.id]);
  list.lastUpdated = lastUpdated;
}

/** An action gone for good: out of every list that holds it, and remembered as removed for a page that showed it. */
function forgetDatedAction(state: Draft<DatedActionsState>, id: string): void {
  delete state.items[id];
  delete state.fetchedIds[id];
  delete state.fetchFailures[id];
  state.removedIds[id] = true;
  if (state.creationDates.data !== null) state.creationDates.data = state.creationDates.data.filter((item) => item.id !== id);
  if (state.future.data !== null) state.future.data = state.future.data.filter((item) => item.action.id !== id);
}

/** The loads of each application's actions, of the upcoming ones, and of the calendar feed's address. */
const lists = listLoadReducersFor<DatedActionsState>();

export const datedActionsSlice = createSlice({
  name: 'datedActions',
  initialState: initialDatedActionsState,
  // Immer drafts: each reducer changes what it names and leaves the rest of the state as it was.
  reducers: {
    ...lists.keyedList('applicationDatedActions', 'byApplication', 'applicationId', (data: readonly Action[], state, lastUpdated) => {
      for (const item of data) state.items[item.id] = { status: 'loaded', data: item, lastUpdated };
      return sortedByDate(state.items, data.map((item) => item.id));
    }),
    /**
     * An action's data arrived (created here, changed here, or pushed by the server): it takes its place in
     * its application's list, by date.
     */
    datedActionLoaded(state, action: PayloadAction<{ data: Action; lastUpdated: number }>) {
      storeDatedAction(state, action.payload.data, action.payload.lastUpdated);
    },
    /** Spec section 4: a deleted action leaves its application's action list. */
    datedActionRemoved(state, action: PayloadAction<{ id: string; job_application_id: string }>) {
      const { id, job_application_id: applicationId } = action.payload;
      const list = state.byApplication[applicationId];
      if (list?.data !== undefined && list.data !== null) list.data = list.data.filter((actionId) => actionId !== id);
      forgetDatedAction(state, id);
    },
    ...lists.list('actionCreationDates', 'creationDates', (data: readonly CreationDate[]) => [...data].sort(byNewestFirst)),
    /** An action a page shows is asked for alone (`action.get`). */
    datedActionFetchStarted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      if (state.items[id] === undefined) state.items[id] = { status: 'loading' };
      delete state.fetchFailures[id];
    },
    datedActionFetched(state, action: PayloadAction<{ data: Action; lastUpdated: number }>) {
      const { data, lastUpdated } = action.payload;
      storeDatedAction(state, data, lastUpdated);
      state.fetchedIds[data.id] = true;
    },
    /** An action asked for alone could not be loaded; `not_found` means it is no longer (or never was) the account's. */
    datedActionFetchFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      const { id, error } = action.payload;
      if (state.items[id]?.status === 'loading') delete state.items[id];
      state.fetchFailures[id] = error;
      if (error.code === 'not_found' && state.creationDates.data !== null) {
        state.creationDates.data = state.creationDates.data.filter((item) => item.id !== id);
      }
    },
    ...lists.list('futureDatedActions', 'future', (data: readonly FutureAction[]) => [...data].sort((a, b) => byDate(a.action, b.action))),
    /** The feed's path. */
    ...lists.list('calendarFeed', 'calendarFeed', (path: string) => path),
    calendarRenewalStarted(state) {
      state.calendarRenewal = submittingOperation;
    },
    /** The feed has a new address; the old one no longer answers. */
    calendarFeedRenewed(state, action: PayloadAction<{ path: string; lastUpdated: number }>) {
      state.calendarFeed = loadedList(action.payload.path, action.payload.lastUpdated);
      state.calendarRenewal = succeededOperation;
    },
    calendarRenewalFailed(state, action: PayloadAction<RequestError>) {
      state.calendarRenewal = failedOperation(action.payload);
    },
    operationStarted(state, action: PayloadAction<{ key: string }>) {
      state.operations[action.payload.key] = submittingOperation;
    },
    operationSucceeded(state, action: PayloadAction<{ key: string }>) {
      state.operations[action.payload.key] = succeededOperation;
    },
    operationFailed(state, action: PayloadAction<{ key: string; error: RequestError }>) {
      state.operations[action.payload.key] = failedOperation(action.payload.error);
    },
    /** The application is gone (deleted here, in another tab, or found missing): its dated actions go with it. */
    applicationDatedActionsDiscarded(state, action: PayloadAction<{ applicationId: string }>) {
      const { applicationId } = action.payload;
      for (const [id, entry] of Object.entries(state.items)) {
        if (entry.status === 'loaded' && entry.data.job_application_id === applicationId) forgetDatedAction(state, id);
      }
      // Those of its actions not loaded here stay among the creation dates until shown: then `action.get` answers
      // `not_found`, and they leave the list.
      delete state.byApplication[applicationId];
      if (state.future.data !== null) {
        state.future.data = state.future.data.filter((item) => item.job_application.id !== applicationId);
      }
    },
    /** The upcoming actions name their application: its title or company changed. */
    applicationSummaryChanged(state, action: PayloadAction<FutureAction['job_application']>) {
      const summary = action.payload;
      for (const item of state.future.data ?? []) {
        if (item.job_application.id === summary.id) item.job_application = summary;
      }
    },
    /** A form or a confirmation opened: an outcome shown before is forgotten. */
    datedActionFormOpened(state, action: PayloadAction<{ key: string }>) {
      const { key } = action.payload;
      if (state.operations[key]?.status !== 'submitting') delete state.operations[key];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialDatedActionsState)
      .addCase(joinRefused, () => initialDatedActionsState)
      .addCase(accountChanged, () => initialDatedActionsState);
  },
  selectors: {
    selectDatedActionEntry: (state, id: string) => state.items[id],
    selectDatedAction: (state, id: string) => {
      const entry = state.items[id];
      return entry?.status === 'loaded' ? entry.data : undefined;
    },
    selectApplicationDatedActionsState: (state, applicationId: string) =>
      state.byApplication[applicationId] ?? uninitializedListOfIds,
    selectActionCreationDates: (state) => state.creationDates,
    selectDatedActionFetchFailure: (state, id: string): RequestError | undefined => state.fetchFailures[id],
    selectIsDatedActionRemoved: (state, id: string) => state.removedIds[id] === true,
    selectFutureDatedActions: (state) => state.future,
    selectCalendarFeed: (state) => state.calendarFeed,
    selectCalendarRenewal: (state) => state.calendarRenewal,
    selectDatedActionOperation: (state, key: string) => state.operations[key] ?? idleOperation,
  },
});

export const {
  applicationDatedActionsStarted,
  applicationDatedActionsLoaded,
  applicationDatedActionsFailed,
  datedActionLoaded,
  datedActionRemoved,
  actionCreationDatesStarted,
  actionCreationDatesLoaded,
  actionCreationDatesFailed,
  datedActionFetchStarted,
  datedActionFetched,
  datedActionFetchFailed,
  futureDatedActionsStarted,
  futureDatedActionsLoaded,
  futureDatedActionsFailed,
  calendarFeedStarted,
  calendarFeedLoaded,
  calendarFeedFailed,
  calendarRenewalStarted,
  calendarFeedRenewed,
  calendarRenewalFailed,
  operationStarted,
  operationSucceeded,
  operationFailed,
  datedActionFormOpened,
  applicationDatedActionsDiscarded,
  applicationSummaryChanged,
} = datedActionsSlice.actions;

export const {
  selectDatedActionEntry,
  selectDatedAction,
  selectApplicationDatedActionsState,
  selectActionCreationDates,
  selectDatedActionFetchFailure,
  selectIsDatedActionRemoved,
  selectFutureDatedActions,
  selectCalendarFeed,
  selectCalendarRenewal,
  selectDatedActionOperation,
} = datedActionsSlice.selectors;

/**
 * The actions asked for alone that a rejoin asks for again: those not in an application's list a page loaded,
 * which the rejoin reloads anyway.
 */
export function selectRefetchableDatedActionIds(state: { readonly datedActions: DatedActionsState }): string[] {
  const { fetchedIds, items, byApplication } = state.datedActions;
  return Object.keys(fetchedIds).filter((id) => {
    const entry = items[id];
    if (entry?.status !== 'loaded') return false;
    const list = byApplication[entry.data.job_application_id];
    return list === undefined || list.lastUpdated === null;
  });
}

/** The applications whose list of actions a page has loaded at least once (one whose reload failed included). */
export function selectLoadedDatedActionListIds(state: { readonly datedActions: DatedActionsState }): string[] {
  return Object.entries(state.datedActions.byApplication).flatMap(([id, list]) => (list.lastUpdated === null ? [] : [id]));
}

const emptyActions: readonly Action[] = [];

/** The loaded actions of an application, by date (memoized per application id). */
export const selectApplicationDatedActions = createSelector(
  [(state: { readonly datedActions: DatedActionsState }) => state.datedActions, (_state: unknown, applicationId: string) => applicationId],
  (state, applicationId): readonly Action[] => {
    const ids = state.byApplication[applicationId]?.data;
    if (ids === undefined || ids === null) return emptyActions;
    return ids.flatMap((id) => {
      const entry = state.items[id];
      return entry?.status === 'loaded' ? [entry.data] : [];
    });
  },
);

/**
 * Published for other features: the dated actions of this application changed (loaded, created, edited,
 * deleted, here or pushed), so what derives from them (the application's status) may have changed.
 */
export const applicationDatedActionsChanged = createAction<{ applicationId: string }>('datedActions/applicationDatedActionsChanged');

// Events the pages dispatch.

/** The actions tab of an application opened: its actions are loaded unless they are loaded or loading. */
export const applicationDatedActionsNeeded = createAction<{ applicationId: string }>('datedActions/applicationDatedActionsNeeded');
/** A page shows this action: asked for alone (`action.get`) unless the cache has it or is asking for it. */
export const datedActionNeeded = createAction<{ id: string }>('datedActions/datedActionNeeded');
/** The page of every action by creation date opened (or its retry was pressed). */
export const actionCreationDatesOpened = createAction('datedActions/actionCreationDatesOpened');
/** The upcoming events page opened (or its retry was pressed). */
export const futureDatedActionsOpened = createAction('datedActions/futureDatedActionsOpened');
export const datedActionCreationSubmitted = createAction<NewDatedAction>('datedActions/creationSubmitted');
export const datedActionEditSubmitted = createAction<{ id: string; changes: DatedActionChanges }>('datedActions/editSubmitted');
export const datedActionDeletionConfirmed = createAction<{ id: string; job_application_id: string }>('datedActions/deletionConfirmed');
/** The calendar section opened: the feed address is loaded unless it is loaded or loading. */
export const calendarFeedNeeded = createAction('datedActions/calendarFeedNeeded');
export const calendarFeedRenewalConfirmed = createAction('datedActions/calendarFeedRenewalConfirmed');

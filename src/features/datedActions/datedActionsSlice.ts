// The actions cache: each action uninitialized (absent), loading or loaded; the action ids of each application,
// kept by date; the upcoming actions; the address of the calendar feed; and where each change a page asked for
// stands.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Action, ActionType, FutureAction } from '../../../contract';
import { joinRefused } from '../connection';
import { loadedList, uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
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
      const { data, lastUpdated } = action.payload;
      state.items[data.id] = { status: 'loaded', data, lastUpdated };
      const list = state.byApplication[data.job_application_id];
      if (list?.data === undefined || list.data === null) return;
      list.data = sortedByDate(state.items, [...list.data, data.id]);
      list.lastUpdated = lastUpdated;
    },
    /** Spec section 4: a deleted action leaves its application's action list. */
    datedActionRemoved(state, action: PayloadAction<{ id: string; job_application_id: string }>) {
      const { id, job_application_id: applicationId } = action.payload;
      const list = state.byApplication[applicationId];
      if (list?.data !== undefined && list.data !== null) list.data = list.data.filter((actionId) => actionId !== id);
      delete state.items[id];
      if (state.future.data !== null) state.future.data = state.future.data.filter((item) => item.action.id !== id);
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
        if (entry.status === 'loaded' && entry.data.job_application_id === applicationId) delete state.items[id];
      }
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
  selectFutureDatedActions,
  selectCalendarFeed,
  selectCalendarRenewal,
  selectDatedActionOperation,
} = datedActionsSlice.selectors;

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
/** The upcoming events page opened (or its retry was pressed). */
export const futureDatedActionsOpened = createAction('datedActions/futureDatedActionsOpened');
export const datedActionCreationSubmitted = createAction<NewDatedAction>('datedActions/creationSubmitted');
export const datedActionEditSubmitted = createAction<{ id: string; changes: DatedActionChanges }>('datedActions/editSubmitted');
export const datedActionDeletionConfirmed = createAction<{ id: string; job_application_id: string }>('datedActions/deletionConfirmed');
/** The calendar section opened: the feed address is loaded unless it is loaded or loading. */
export const calendarFeedNeeded = createAction('datedActions/calendarFeedNeeded');
export const calendarFeedRenewalConfirmed = createAction('datedActions/calendarFeedRenewalConfirmed');

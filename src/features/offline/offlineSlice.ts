// What the offline feature shows and keeps: whether the view is offline and since when its data dates, and the
// changes made here that the server has not answered (keptChanges.ts), mirrored to the browser's database by
// offlineSaga.ts. A change is followed through its live request's own actions (the connection feature's): it is
// added as its request starts, and goes as the server answers it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestError } from '../../common/requestError';
import {
  isKeptWhileOffline,
  requestAbandoned,
  requestAnswered,
  requestFailed,
  requestKeptOffline,
  requestStarted,
  requestTimedOut,
} from '../connection';
import { accountChanged, signedOut } from '../session';
import { changesReadBack, type KeptChange } from './keptChanges';
import type { WorkspaceCopy } from './workspaceCopyShape';

export interface OfflineState {
  /** The view has been without the live channel long enough to say so (offlineSaga.ts). */
  readonly offline: boolean;
  /**
   * Epoch milliseconds of the newest data the view holds: when the channel was last joined, or, before any join,
   * when the copy the view was restored from was saved. Null when there is nothing to date.
   */
  readonly dataAsOf: number | null;
  /** The changes not answered yet, and those refused, in the order they were made. */
  readonly changes: readonly KeptChange[];
}

const initialState: OfflineState = { offline: false, dataAsOf: null, changes: [] };

type ByUuid = PayloadAction<{ uuid: string }>;

/** The changes without the one with this uuid. */
function without(changes: readonly KeptChange[], uuid: string): KeptChange[] {
  return changes.filter((change) => change.uuid !== uuid);
}

/** A request that ended without an answer: its page was told; kept only if the offline feature holds it. */
function endedWithoutAnswer(state: OfflineState, { payload }: ByUuid): OfflineState {
  const change = state.changes.find(({ uuid }) => uuid === payload.uuid);
  return change?.state === 'sending' ? { ...state, changes: without(state.changes, payload.uuid) } : state;
}

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    /** The channel has been out of reach for a while: the view says it is offline. */
    viewWentOffline(state) {
      state.offline = true;
    },
    /** The channel joined: the view is live. `at` dates its data from now on. */
    viewWentLive(state, action: PayloadAction<{ at: number }>) {
      state.offline = false;
      state.dataAsOf = action.payload.at;
    },
    /** The channel left the joined state at `at`: the data is as of then. */
    liveLost(state, action: PayloadAction<{ at: number }>) {
      state.dataAsOf = action.payload.at;
    },
    /** The workspace was drawn from a copy saved at `savedAt`, before the channel joined. */
    copyRestored(state, action: PayloadAction<{ savedAt: number }>) {
      if (state.dataAsOf === null) state.dataAsOf = action.payload.savedAt;
    },
    /** The changes an earlier page kept, read back from the browser's database at start. */
    keptChangesReadBack(state, action: PayloadAction<{ changes: readonly KeptChange[] }>) {
      const known = new Set(state.changes.map(({ uuid }) => uuid));
      const earlier = changesReadBack(action.payload.changes).filter(({ uuid }) => !known.has(uuid));
      state.changes = [...earlier, ...state.changes].sort((a, b) => a.madeAt - b.madeAt);
    },
    /** The server refused a change the offline feature sent: it stays, with the reason, until dismissed. */
    changeRefused(state, action: PayloadAction<{ uuid: string; refusal: RequestError }>) {
      const { uuid, refusal } = action.payload;
      state.changes = state.changes.map((change) => (change.uuid === uuid ? { ...change, state: 'refused', refusal } : change));
    },
    refusalDismissed(state, action: ByUuid) {
      state.changes = without(state.changes, action.payload.uuid);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestStarted, (state, { payload }) => {
        // A change sent again by the offline feature is already here, under its uuid.
        if (!isKeptWhileOffline(payload.request) || state.changes.some(({ uuid }) => uuid === payload.uuid)) return;
        const { uuid, request, params, startedAt } = payload;
        state.changes.push({ uuid, request, params, madeAt: startedAt, state: 'sending' });
      })
      .addCase(requestAnswered, (state, { payload }) => {
        state.changes = without(state.changes, payload.uuid);
      })
      .addCase(requestKeptOffline, (state, { payload }) => {
        state.changes = state.changes.map((change) => (change.uuid === payload.uuid ? { ...change, state: 'waiting' } : change));
      })
      // The page that made the change shows the failure; one sent by the offline feature is decided by its saga.
      .addCase(requestFailed, endedWithoutAnswer)
      .addCase(requestTimedOut, endedWithoutAnswer)
      .addCase(requestAbandoned, endedWithoutAnswer)
      // Signing out deletes what the browser kept (offlineSaga.ts); another account starts with nothing.
      .addCase(signedOut, () => initialState)
      .addCase(accountChanged, () => initialState);
  },
  selectors: {
    selectViewOffline: (state) => state.offline,
    selectDataAsOf: (state) => state.dataAsOf,
    selectKeptChanges: (state) => state.changes,
    selectWaitingChangeCount: (state) => state.changes.filter((change) => change.state === 'waiting').length,
  },
});

export const {
  viewWentOffline,
  viewWentLive,
  liveLost,
  copyRestored,
  keptChangesReadBack,
  changeRefused,
  refusalDismissed,
} = offlineSlice.actions;
export const {
  selectViewOffline,
  selectDataAsOf,
  selectKeptChanges,
  selectWaitingChangeCount,
} = offlineSlice.selectors;

/** A copy of the workspace read back at start, for the store's reducer to put into the workspace's slices. */
export const workspaceCopyApplied = createAction<{ copy: WorkspaceCopy }>('offline/workspaceCopyApplied');

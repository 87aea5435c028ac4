import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestName } from '../../../../contract';
import type { RequestFailureCode } from './RequestFailedError';

/** One live request awaiting its answer: the correlation table's row, keyed by the request's uuid. */
export interface PendingRequest {
  readonly request: RequestName;
  readonly params: Readonly<Record<string, unknown>>;
  /** Epoch milliseconds when the caller asked. */
  readonly startedAt: number;
  /** How many times it was handed to the joined channel to push (0 while waiting for a joined channel). */
  readonly pushes: number;
}

export interface RequestsState {
  readonly pending: Readonly<Record<string, PendingRequest>>;
}

const initialState: RequestsState = { pending: {} };

type ByUuid = PayloadAction<{ uuid: string }>;

/** The table without the row of a settled request (answered, failed, timed out or abandoned). */
function withoutRow(pending: RequestsState['pending'], uuid: string): RequestsState['pending'] {
  const { [uuid]: _settled, ...others } = pending;
  return others;
}

export const requestsSlice = createSlice({
  name: 'requests',
  initialState,
  reducers: {
    started(
      state,
      action: PayloadAction<{
        uuid: string;
        request: RequestName;
        params: Readonly<Record<string, unknown>>;
        startedAt: number;
      }>,
    ) {
      const { uuid, request, params, startedAt } = action.payload;
      state.pending[uuid] = { request, params, startedAt, pushes: 0 };
    },
    /** Handed to the joined channel, which pushes it in its turn (pacedPushes.ts), under the uuid it was started with. */
    sent(state, action: ByUuid) {
      const row = state.pending[action.payload.uuid];
      if (row !== undefined) {
        row.pushes += 1;
      }
    },
    /**
     * The channel was not joined; the same request (same uuid) is tried again as soon as it joins, or after
     * `delayMs` at the latest.
     */
    retryScheduled(_state, _action: PayloadAction<{ uuid: string; attempt: number; delayMs: number }>) {
      // An event for the log and tests; the row already says the request is waiting.
    },
    answered(state, action: ByUuid) {
      return { pending: withoutRow(state.pending, action.payload.uuid) };
    },
    failed(state, action: PayloadAction<{ uuid: string; code: RequestFailureCode }>) {
      return { pending: withoutRow(state.pending, action.payload.uuid) };
    },
    timedOut(state, action: ByUuid) {
      return { pending: withoutRow(state.pending, action.payload.uuid) };
    },
    /**
     * A change that could not reach the server (keptWhileOffline.ts): its caller is told, and the offline
     * feature sends it, under the same uuid, when the channel joins again.
     */
    keptOffline(state, action: ByUuid) {
      return { pending: withoutRow(state.pending, action.payload.uuid) };
    },
    /** The caller's saga was cancelled before the answer; a late answer is ignored. */
    abandoned(state, action: ByUuid) {
      return { pending: withoutRow(state.pending, action.payload.uuid) };
    },
  },
  selectors: {
    selectPendingRequests: (state) => state.pending,
    selectPendingRequest: (state, uuid: string): PendingRequest | undefined => state.pending[uuid],
  },
});

export const {
  started: requestStarted,
  sent: requestSent,
  retryScheduled: requestRetryScheduled,
  answered: requestAnswered,
  failed: requestFailed,
  timedOut: requestTimedOut,
  keptOffline: requestKeptOffline,
  abandoned: requestAbandoned,
} = requestsSlice.actions;
export const { selectPendingRequests, selectPendingRequest } = requestsSlice.selectors;

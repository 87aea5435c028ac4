// The board's moves: each card moved to another column records the dated action that yields that status
// (boardSaga). While its request is on its way the card shows in the column it was moved to; a move that failed
// puts it back and says why.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationStatus } from '../../../contract';
import type { RequestError } from '../../common/requestError';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';

export interface BoardState {
  /** The column each application is being moved to, by application id, until the server has answered. */
  readonly pendingMoves: Readonly<Record<string, ApplicationStatus>>;
  /** The last move that failed, shown above the board until the next move or a dismissal. */
  readonly failure: { readonly id: string; readonly status: ApplicationStatus; readonly error: RequestError } | null;
}

const initialBoardState: BoardState = { pendingMoves: {}, failure: null };

export const boardSlice = createSlice({
  name: 'board',
  initialState: initialBoardState,
  reducers: {
    moveStarted(state, action: PayloadAction<{ id: string; status: ApplicationStatus }>) {
      state.pendingMoves[action.payload.id] = action.payload.status;
      state.failure = null;
    },
    /** The action is recorded and the application's status follows (put before this by the saga). */
    moveSucceeded(state, action: PayloadAction<{ id: string }>) {
      delete state.pendingMoves[action.payload.id];
    },
    moveFailed(state, action: PayloadAction<{ id: string; status: ApplicationStatus; error: RequestError }>) {
      delete state.pendingMoves[action.payload.id];
      state.failure = action.payload;
    },
    moveFailureDismissed(state) {
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    // Another account's data must never outlive its session.
    builder.addCase(signedOut, () => initialBoardState).addCase(joinRefused, () => initialBoardState);
    builder.addCase(accountChanged, () => initialBoardState);
  },
  selectors: {
    selectPendingMoves: (state) => state.pendingMoves,
    selectMoveFailure: (state) => state.failure,
  },
});

export const { moveStarted, moveSucceeded, moveFailed, moveFailureDismissed } = boardSlice.actions;
export const { selectPendingMoves, selectMoveFailure } = boardSlice.selectors;

/**
 * A card was dropped on another column, or moved there with its "Move to" select. `title` is the action's
 * title, in the interface's language ("Moved to Interviewing on the board").
 */
export const cardMoveRequested = createAction<{ id: string; status: ApplicationStatus; title: string }>('board/cardMoveRequested');

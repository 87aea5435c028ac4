// "Export my data" and "Delete my account": the state of their pages. The export's state is the server's
// (`GET /api/account/export`, kept current by `updated_account_export` pushes); the deletion's outcome outlives
// the sign-out that follows it, so that the page the user lands on can say the account is gone.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountExport } from '../../../contract';
import { pushOf } from '../connection';
import { accountChanged, signedOut, type AccountErrorCode } from '../session';

export interface AccountExportState {
  /** The latest export, null before any; undefined until the page loaded it. */
  readonly current: AccountExport | null | undefined;
  /** A call of the page is under way: loading, asking for an export, or getting its link. */
  readonly busy: boolean;
  readonly error: AccountErrorCode | null;
}

export interface AccountDeletionState {
  readonly status: 'idle' | 'submitting' | 'failed' | 'deleted';
  readonly error: AccountErrorCode | null;
}

export interface AccountDataState {
  readonly export: AccountExportState;
  readonly deletion: AccountDeletionState;
}

const initialExport: AccountExportState = { current: undefined, busy: false, error: null };
const initialDeletion: AccountDeletionState = { status: 'idle', error: null };
export const initialAccountDataState: AccountDataState = { export: initialExport, deletion: initialDeletion };

const isExportPush = pushOf('updated_account_export');

export const accountDataSlice = createSlice({
  name: 'accountData',
  initialState: initialAccountDataState,
  reducers: {
    accountExportCallStarted(state) {
      state.export.busy = true;
      state.export.error = null;
    },
    accountExportLoaded(state, action: PayloadAction<AccountExport | null>) {
      const { current } = state.export;
      // The push that it is ready may come before the answer that asked for it, which still says pending.
      const staler = action.payload?.status === 'pending' && current?.id === action.payload.id && current.status !== 'pending';
      if (!staler) state.export.current = action.payload;
      state.export.busy = false;
    },
    accountExportCallFailed(state, action: PayloadAction<AccountErrorCode>) {
      state.export.busy = false;
      state.export.error = action.payload;
    },
    /** The download started: its link works once, so the export reads downloaded from now on. */
    accountExportDownloadStarted(state) {
      state.export.busy = false;
      if (state.export.current != null) state.export.current.status = 'downloaded';
    },
    accountDeletionStarted(state) {
      state.deletion = { status: 'submitting', error: null };
    },
    accountDeletionFailed(state, action: PayloadAction<AccountErrorCode>) {
      state.deletion = { status: 'failed', error: action.payload };
    },
    accountDeleted(state) {
      state.deletion = { status: 'deleted', error: null };
    },
    accountDeletedNoticeDismissed(state) {
      state.deletion = initialDeletion;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, (state) => {
        // The deletion's outcome stays for the notice; the export was the account's.
        state.export = initialExport;
      })
      .addCase(accountChanged, () => initialAccountDataState)
      .addMatcher(isExportPush, (state, action) => {
        state.export.current = action.payload.payload.data;
      });
  },
  selectors: {
    selectAccountExport: (state) => state.export,
    selectAccountDeletion: (state) => state.deletion,
  },
});

export const {
  accountExportCallStarted,
  accountExportLoaded,
  accountExportCallFailed,
  accountExportDownloadStarted,
  accountDeletionStarted,
  accountDeletionFailed,
  accountDeleted,
  accountDeletedNoticeDismissed,
} = accountDataSlice.actions;
export const { selectAccountExport, selectAccountDeletion } = accountDataSlice.selectors;

// Events the pages dispatch; the saga does the calls.
/** The export page opened: the latest export is loaded. */
export const accountExportPageOpened = createAction('accountData/exportPageOpened');
/** "Prepare my export" was pressed. */
export const accountExportRequested = createAction('accountData/exportRequested');
/** "Download" was pressed: a one-time link is asked for and followed. */
export const accountExportDownloadRequested = createAction('accountData/exportDownloadRequested');
/** The deletion was confirmed with the password. */
export const accountDeletionSubmitted = createAction<{ readonly password: string }>('accountData/deletionSubmitted');

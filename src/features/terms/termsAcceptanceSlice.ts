// Where the acceptance of the terms on the review page stands (account.accept_terms over the live channel). It
// ends with the session's `termsAccepted`, which the session keeps as the account's accepted version.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  failedOperation,
  idleOperation,
  submittingOperation,
  succeededOperation,
  type OperationState,
} from '../../common/operationState';
import { termsAccepted, type AccountErrorCode } from '../session';

export type TermsAcceptanceState = OperationState<AccountErrorCode>;

const initialState: TermsAcceptanceState = idleOperation;

/**
 * The user accepted the terms shown on the review page: the payload is the version of that document. No reducer
 * handles it: the terms saga puts `termsAcceptanceStarted` and asks the server.
 */
export const termsAcceptanceSubmitted = createAction<string>('termsAcceptance/submitted');

export const termsAcceptanceSlice = createSlice({
  name: 'termsAcceptance',
  initialState,
  reducers: {
    /**
     * The review page opened: an outcome shown earlier is forgotten, so coming back to the page does not show
     * it again. An acceptance still running keeps going (and keeps blocking).
     */
    reviewOpened(state) {
      if (state.status !== 'submitting') Object.assign(state, idleOperation);
    },
    started(state) {
      Object.assign(state, submittingOperation);
    },
    failed(state, action: PayloadAction<AccountErrorCode>) {
      Object.assign(state, failedOperation(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(termsAccepted, (state) => {
      Object.assign(state, succeededOperation);
    });
  },
  selectors: {
    selectTermsAcceptance: (state) => state,
  },
});

export const {
  reviewOpened: termsReviewOpened,
  started: termsAcceptanceStarted,
  failed: termsAcceptanceFailed,
} = termsAcceptanceSlice.actions;

export const { selectTermsAcceptance } = termsAcceptanceSlice.selectors;

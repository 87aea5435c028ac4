// The account's credit balance, as the header, the AI tab and the payment's return show it. A sign-in brings
// it; the server tells it again on every join of the live channel and pushes it when it changes.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../session';

export interface BalanceState {
  /** 0 while signed out: there is nothing to spend. */
  readonly credits: number;
}

const initialState: BalanceState = { credits: 0 };

export const balanceSlice = createSlice({
  name: 'balance',
  initialState,
  reducers: {
    /** The server told this tab the account's credit balance. */
    balanceReceived(state, action: PayloadAction<number>) {
      state.credits = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        state.credits = action.payload.credits;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCredits: (state) => state.credits,
  },
});

export const { balanceReceived } = balanceSlice.actions;
export const { selectCredits } = balanceSlice.selectors;

// What the server tells every visitor about itself (GET /api/settings): its operator's contact address and how
// credits are bought there (the built-in sandbox, Stripe, or not at all). The same for every account, so it
// survives sign-outs; loaded once, when the live channel first joins or a page or the menu first needs it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentProvider, PublicSettings } from '../../../contract';
import { failedList, loadedList, loadingList, uninitializedList, type ListState } from '../../common/entityCache';
import type { RequestError } from '../../common/requestError';

export type ServerSettingsState = ListState<PublicSettings>;

export const serverSettingsSlice = createSlice({
  name: 'serverSettings',
  initialState: uninitializedList<PublicSettings>(),
  reducers: {
    serverSettingsStarted(state) {
      return loadingList(state);
    },
    serverSettingsLoaded(_state, action: PayloadAction<{ data: PublicSettings; lastUpdated: number }>) {
      return loadedList(action.payload.data, action.payload.lastUpdated);
    },
    serverSettingsFailed(state, action: PayloadAction<RequestError>) {
      return failedList(state, action.payload);
    },
  },
  selectors: {
    selectServerSettings: (state) => state,
    /** How credits are bought here, or null while the server has not said (not loaded yet, or it failed). */
    selectPaymentProvider: (state): PaymentProvider | null => state.data?.payments ?? null,
  },
});

export const { serverSettingsStarted, serverSettingsLoaded, serverSettingsFailed } = serverSettingsSlice.actions;
export const { selectServerSettings, selectPaymentProvider } = serverSettingsSlice.selectors;

/** A page or the menu shows something that depends on the settings: loaded unless loaded or loading. */
export const serverSettingsNeeded = createAction('serverSettings/needed');

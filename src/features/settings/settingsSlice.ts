// The account's settings (contract/accountSettings.ts): its time zone, how and how long ahead its actions are
// reminded, and after how many days a submitted application asks for a follow-up. Read on every join of the live
// channel, changed one setting at a time from the settings page, and replaced by every `updated_settings` push,
// whichever device made the change. The pages that show follow-up nudges read `follow_up_days` and `time_zone`
// here; the copy of the workspace kept offline holds the settings too (src/app/workspaceCopy.ts).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSettings, AccountSettingsUpdate } from '../../../contract';
import { uninitializedList, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { idleOperation, failedOperation, submittingOperation, succeededOperation, type OperationState } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { signedOut } from '../session';

export type SettingName = keyof AccountSettings;

export interface SettingsState {
  /** What the server last said (`account.get_settings`, `updated_settings`), kept as a list is. */
  readonly settings: ListState<AccountSettings>;
  /** Values being saved, shown in place of the server's until it answers. */
  readonly pending: Partial<AccountSettings>;
  /** The last change of each setting made on this page: saving, saved, or why not. */
  readonly operations: Readonly<Partial<Record<SettingName, OperationState>>>;
}

const initialState: SettingsState = { settings: uninitializedList(), pending: {}, operations: {} };

const lists = listLoadReducersFor<SettingsState>();

/** The one setting a change is about: the page changes one at a time. */
function nameOf(update: AccountSettingsUpdate): SettingName | undefined {
  return (Object.keys(update) as SettingName[])[0];
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    // settingsStarted(), settingsLoaded({ data, lastUpdated }), settingsFailed(error).
    ...lists.list('settings', 'settings', (data: AccountSettings) => data),
    /** A change is being saved: its value shows at once. */
    settingsChangeStarted(state, action: PayloadAction<AccountSettingsUpdate>) {
      const name = nameOf(action.payload);
      if (name === undefined) return;
      state.pending = { ...state.pending, ...action.payload };
      state.operations[name] = submittingOperation;
    },
    /** The server has the change (the push to every device follows, and says the same). */
    settingsChangeSaved(state, action: PayloadAction<AccountSettingsUpdate>) {
      const name = nameOf(action.payload);
      if (name === undefined) return;
      if (state.settings.data !== null) state.settings.data = { ...state.settings.data, ...action.payload };
      delete state.pending[name];
      state.operations[name] = succeededOperation;
    },
    /**
     * The change was not saved: the value shown goes back to the server's. A change kept offline
     * (`kept_offline`) stays shown, as it will be sent when the channel joins again.
     */
    settingsChangeFailed(state, action: PayloadAction<{ readonly update: AccountSettingsUpdate; readonly error: RequestError }>) {
      const { update, error } = action.payload;
      const name = nameOf(update);
      if (name === undefined) return;
      if (error.code === 'kept_offline' && state.settings.data !== null) state.settings.data = { ...state.settings.data, ...update };
      delete state.pending[name];
      state.operations[name] = failedOperation(error);
    },
    /** The settings as the server pushed them after a change on any device. */
    settingsPushed(state, action: PayloadAction<{ readonly data: AccountSettings; readonly lastUpdated: number }>) {
      state.settings = { status: 'loaded', data: action.payload.data, lastUpdated: action.payload.lastUpdated, error: null };
    },
    /** The page opened again: the outcomes it showed are forgotten, unless a change is still being saved. */
    settingsPageOpened(state) {
      for (const name of Object.keys(state.operations) as SettingName[]) {
        if (state.operations[name]?.status !== 'submitting') delete state.operations[name];
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectSettingsState: (state) => state.settings,
    /** The settings as the server last said them, or null before they are known. */
    selectAccountSettings: (state) => state.settings.data,
    selectPendingSettings: (state) => state.pending,
    selectSettingOperation: (state, name: SettingName): OperationState => state.operations[name] ?? idleOperation,
  },
});

export const {
  settingsStarted,
  settingsLoaded,
  settingsFailed,
  settingsChangeStarted,
  settingsChangeSaved,
  settingsChangeFailed,
  settingsPushed,
  settingsPageOpened,
} = settingsSlice.actions;
export const { selectSettingsState, selectAccountSettings, selectPendingSettings, selectSettingOperation } = settingsSlice.selectors;

/** The page's retry after a failed load. */
export const settingsNeeded = createAction('settings/needed');
/** A setting changed on the settings page (one at a time). */
export const settingChanged = createAction<AccountSettingsUpdate>('settings/changed');
/** The "reminders by push" switch was turned on or off on this browser. */
export const pushRemindersToggled = createAction<{ readonly on: boolean }>('settings/pushRemindersToggled');

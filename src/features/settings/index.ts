// The account's settings: their slice (read by the pages that show follow-up nudges), the saga that keeps them in
// step with the server and turns push reminders on and off on this browser, and the settings page.
export { watchSettings } from './settingsSaga';
export {
  selectAccountSettings,
  selectSettingsState,
  settingChanged,
  settingsSlice,
  type SettingsState,
} from './settingsSlice';

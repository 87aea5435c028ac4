// The settings page: its fields drawn from the account's settings, a change saved as it is made, a change made
// on another device shown at once, and its loading and error states.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from '../../../../contract';
import { settingsFailed } from '../../../../src/features/settings/settingsSlice';
import { settingsSlice, type SettingsState } from '../../../../src/features/settings';
import { connectedSessionState } from '../../testUtils/fixtures';
import { pushed } from '../../testUtils/pushes';
import { renderApp } from '../../testUtils/renderApp';

const saved: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, time_zone: 'Europe/Paris' };

function loaded(settings: AccountSettings): SettingsState {
  return { settings: { status: 'loaded', data: settings, lastUpdated: 1, error: null }, pending: {}, operations: {} };
}

function renderSettings(settings: SettingsState = loaded(saved)) {
  return renderApp({ path: '/settings', preloadedState: { session: connectedSessionState, settings } });
}

describe('settings page', () => {
  it('shows every setting: the time zone, reminders by mail and push, the lead time, the follow-up days, language and theme', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Reminders are sent and follow-ups planned in this time zone. Now: Europe/Paris.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Reminders by email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reminders by push notification' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Remind me this long before' })).toHaveValue('60');
    expect(screen.getByRole('spinbutton', { name: 'Suggest a follow-up after this many days without an answer' })).toHaveValue('7');
    const appearance = screen.getByTestId('settings-section-appearance');
    expect(within(appearance).getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(within(appearance).getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
  });

  it('saves a number once the field is left, and refuses one out of bounds', async () => {
    const { store } = renderSettings();
    const days = await screen.findByRole('spinbutton', { name: 'Suggest a follow-up after this many days without an answer' });
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.blur(days);
    expect(await screen.findByText('Enter a whole number from 0 to 365.')).toBeInTheDocument();
    expect(store.getState().settings.operations.follow_up_days).toBeUndefined();
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.blur(days);
    // The channel never joins in jsdom: the change waits, shown as being saved.
    expect(store.getState().settings.pending).toEqual({ follow_up_days: 0 });
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(screen.getByTestId('settings-follow-up-off')).toHaveTextContent('Follow-up suggestions are off.');
  });

  it('turns reminders by mail off as the switch is pressed', async () => {
    const { store } = renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Reminders by email' }));
    expect(store.getState().settings.pending).toEqual({ reminder_email: false });
    expect(screen.getByRole('switch', { name: 'Reminders by email' })).not.toBeChecked();
  });

  it('says so and keeps push reminders off in a browser without push', async () => {
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Reminders by push notification' }));
    expect(await screen.findByText('This browser cannot receive push notifications from the app here. Reminders by email still work.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Reminders by push notification' })).not.toBeChecked();
  });

  it('shows at once a change made on another device', async () => {
    const { store } = renderSettings();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    act(() => {
      store.dispatch(pushed('updated_settings', { data: { ...saved, follow_up_days: 21, reminder_lead_minutes: 15 } }));
    });
    expect(screen.getByRole('spinbutton', { name: 'Suggest a follow-up after this many days without an answer' })).toHaveValue('21');
    expect(screen.getByRole('spinbutton', { name: 'Remind me this long before' })).toHaveValue('15');
  });

  it('shows the load under way, then its failure with a retry', async () => {
    const { store } = renderSettings(settingsSlice.getInitialState());
    expect(await screen.findByRole('status', { name: 'Loading the settings…' })).toBeInTheDocument();
    act(() => {
      store.dispatch(settingsFailed({ code: 'internal', descriptor: { id: 'requests.failed.accountGetSettings', defaultMessage: 'Unable to load the settings' }, values: {} }));
    });
    expect(await screen.findByTestId('settings-load-error')).toHaveTextContent('Unable to load the settings');
    expect(screen.getByTestId('settings-load-error-retry')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderApp({ path: '/settings', preloadedState: { session: connectedSessionState, settings: loaded(saved), locale: { current: 'fr-FR' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Rappels par e-mail' })).toBeChecked();
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { NotificationsHost } from '../../../../src/features/notifications/NotificationsHost';
import {
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_PLACEMENT,
  notificationQueued,
  notificationsSlice,
  selectQueuedNotifications,
} from '../../../../src/features/notifications/notificationsSlice';
import { sessionSlice, signedOut } from '../../../../src/features/session/sessionSlice';
import { catalogs } from '../../../../src/i18n/catalogs';
import type { Locale } from '../../../../src/i18n/locales';
import { connectedSessionState } from '../../testUtils/fixtures';
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

function renderHost(locale: Locale) {
  const store = configureStore({
    reducer: { notifications: notificationsSlice.reducer, session: sessionSlice.reducer },
    preloadedState: { session: connectedSessionState },
  });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={catalogs[locale]}>
        <App>
          <NotificationsHost />
        </App>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('NotificationsHost', () => {
  it('lasts 5000 ms at the bottom, as the spec says', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    expect(NOTIFICATION_PLACEMENT).toBe('bottom');
  });

  it('shows each queued notification in English and empties the queue', async () => {
    const store = renderHost('en-US');
    act(() => {
      store.dispatch(notificationQueued({ id: FIRST, event: 'created_company', values: { name: 'Acme' } }));
      store.dispatch(notificationQueued({ id: SECOND, event: 'new_linked_files', values: { count: 2 } }));
    });
    expect(await screen.findByText('Company created: Acme')).toBeInTheDocument();
    expect(await screen.findByText('2 files linked to a job application')).toBeInTheDocument();
    expect(screen.getAllByTestId('live-notification')).toHaveLength(2);
    expect(document.querySelector('.ant-notification-bottom')).not.toBeNull();
    expect(selectQueuedNotifications(store.getState())).toEqual([]);
  });

  it('closes those on screen when the account signs out: they name its applications', async () => {
    const store = renderHost('en-US');
    act(() => {
      store.dispatch(notificationQueued({ id: FIRST, event: 'created_company', values: { name: 'Acme' } }));
    });
    expect(await screen.findByText('Company created: Acme')).toBeInTheDocument();
    act(() => {
      store.dispatch(signedOut());
    });
    await waitFor(() => {
      expect(screen.queryByText('Company created: Acme')).toBeNull();
    });
  });

  it('shows them in French', async () => {
    const store = renderHost('fr-FR');
    act(() => {
      store.dispatch(notificationQueued({ id: FIRST, event: 'updated_credits', values: { credits: 0 } }));
      store.dispatch(notificationQueued({ id: SECOND, event: 'created_action', values: { title: 'Entretien' } }));
    });
    // Testing Library folds the no-break space before French colons into a plain space.
    expect(await screen.findByText('Solde de crédits : aucun crédit')).toBeInTheDocument();
    expect(await screen.findByText('Action créée : Entretien')).toBeInTheDocument();
  });

  it('opens each with antd at the bottom for 5 s, keyed by its id, then dispatches shown', () => {
    const notification = { info: jest.fn(), success: jest.fn(), error: jest.fn(), warning: jest.fn(), open: jest.fn(), destroy: jest.fn() };
    jest.spyOn(App, 'useApp').mockReturnValue({ notification } as unknown as ReturnType<typeof App.useApp>);
    const store = renderHost('en-US');
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(notificationQueued({ id: FIRST, event: 'deleted_action', values: {} }));
    });
    expect(notification.info).toHaveBeenCalledTimes(1);
    expect(notification.info).toHaveBeenCalledWith(
      expect.objectContaining({ key: FIRST, title: 'Action deleted', placement: 'bottom', duration: 5 }),
    );
    expect(dispatched).toHaveBeenCalledWith({ type: 'notifications/shown', payload: FIRST });
    expect(selectQueuedNotifications(store.getState())).toEqual([]);
  });
});

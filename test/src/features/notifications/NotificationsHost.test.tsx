import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { NotificationsHost } from '../../../../src/features/notifications/NotificationsHost';
import {
  NOTIFICATION_DURATION_MS,
  notificationAdded,
  notificationsSlice,
  selectNotificationsOnScreen,
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
        <NotificationsHost />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('NotificationsHost', () => {
  it('lasts 5000 ms, as the spec says', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
  });

  it('shows each notification of the store in English', async () => {
    const store = renderHost('en-US');
    act(() => {
      store.dispatch(notificationAdded({ id: FIRST, event: 'created_company', values: { name: 'Acme' } }));
      store.dispatch(notificationAdded({ id: SECOND, event: 'new_linked_files', values: { count: 2 } }));
    });
    expect(await screen.findByText('Company created: Acme')).toBeInTheDocument();
    expect(await screen.findByText('2 files linked to a job application')).toBeInTheDocument();
    expect(screen.getAllByTestId('live-notification')).toHaveLength(2);
    // In the region screen readers follow, which the stylesheet puts at the bottom (plainStylesheet.test.ts).
    for (const notice of screen.getAllByTestId('live-notification')) expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('keeps the newest three of a burst, as an import of many rows pushes one creation per row', async () => {
    const store = renderHost('en-US');
    act(() => {
      for (let index = 0; index < 50; index += 1) {
        store.dispatch(notificationAdded({ id: `id-${String(index)}`, event: 'created_company', values: { name: `Company ${String(index)}` } }));
      }
    });
    expect(selectNotificationsOnScreen(store.getState()).map(({ id }) => id)).toEqual(['id-47', 'id-48', 'id-49']);
    expect(await screen.findByText('Company created: Company 49')).toBeInTheDocument();
    expect(screen.getAllByTestId('live-notification')).toHaveLength(3);
  });

  it('closes those on screen when the account signs out: they name its applications', async () => {
    const store = renderHost('en-US');
    act(() => {
      store.dispatch(notificationAdded({ id: FIRST, event: 'created_company', values: { name: 'Acme' } }));
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
      store.dispatch(notificationAdded({ id: FIRST, event: 'updated_credits', values: { credits: 0 } }));
      store.dispatch(notificationAdded({ id: SECOND, event: 'created_action', values: { title: 'Entretien' } }));
    });
    // Testing Library folds the no-break space before French colons into a plain space.
    expect(await screen.findByText('Solde de crédits : aucun crédit')).toBeInTheDocument();
    expect(await screen.findByText('Action créée : Entretien')).toBeInTheDocument();
  });

  describe('on screen for 5000 ms', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    function showOne() {
      const store = renderHost('en-US');
      act(() => {
        store.dispatch(notificationAdded({ id: FIRST, event: 'deleted_action', values: {} }));
      });
      return { store, notice: screen.getByTestId('live-notification') };
    }

    it('closes by itself after 5000 ms', () => {
      const { store } = showOne();
      act(() => {
        jest.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
      });
      expect(screen.getByText('Action deleted')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Action deleted')).toBeNull();
      expect(selectNotificationsOnScreen(store.getState())).toEqual([]);
    });

    it('waits while the pointer rests on it, then goes on with the time that was left', () => {
      const { notice } = showOne();
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      fireEvent.pointerEnter(notice);
      act(() => {
        jest.advanceTimersByTime(10_000);
      });
      expect(screen.getByText('Action deleted')).toBeInTheDocument();
      fireEvent.pointerLeave(notice);
      act(() => {
        jest.advanceTimersByTime(1999);
      });
      expect(screen.getByText('Action deleted')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Action deleted')).toBeNull();
    });

    it('waits while the focus is in it, as on its close button, which closes it', () => {
      showOne();
      const close = screen.getByRole('button', { name: 'Close' });
      act(() => {
        close.focus();
      });
      act(() => {
        jest.advanceTimersByTime(10_000);
      });
      expect(screen.getByText('Action deleted')).toBeInTheDocument();
      fireEvent.click(close);
      expect(screen.queryByText('Action deleted')).toBeNull();
    });
  });
});

import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { requestKeptOffline, requestStarted } from '../../../../src/features/connection/requests/requestsSlice';
import { OfflineBar } from '../../../../src/features/offline/OfflineBar';
import { changeRefused, copyRestored, offlineSlice, viewWentOffline } from '../../../../src/features/offline/offlineSlice';
import { sessionSlice, signedOutSession } from '../../../../src/features/session/sessionSlice';
import { catalogs } from '../../../../src/i18n/catalogs';
import type { Locale } from '../../../../src/i18n/locales';
import { connectedSessionState } from '../../testUtils/fixtures';

const ACTION_ID = 'c0ffee00-1234-4abc-8def-0123456789ab';

function renderBar(locale: Locale, session = connectedSessionState) {
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, offline: offlineSlice.reducer },
    preloadedState: { session },
  });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={catalogs[locale]}>
        <OfflineBar />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

function keepOffline(store: ReturnType<typeof renderBar>, uuid: string): void {
  store.dispatch(requestStarted({ uuid, request: 'action.delete', params: { id: ACTION_ID }, startedAt: 1 }));
  store.dispatch(requestKeptOffline({ uuid }));
}

describe('OfflineBar', () => {
  it('is empty while the view is live and nothing waits', () => {
    renderBar('en-US');
    expect(screen.getByTestId('offline-bar')).toBeEmptyDOMElement();
  });

  it('says the view is offline, as of when, and how many changes wait', () => {
    const store = renderBar('en-US');
    const savedAt = new Date();
    savedAt.setHours(9, 5, 0, 0);
    act(() => {
      store.dispatch(copyRestored({ savedAt: savedAt.getTime() }));
      store.dispatch(viewWentOffline());
      keepOffline(store, '11111111-1111-4111-8111-111111111111');
    });
    expect(screen.getByTestId('offline-as-of')).toHaveTextContent('Offline: you are seeing the copy kept on this device, as of 9:05 AM.');
    expect(screen.getByTestId('changes-waiting')).toHaveTextContent('1 change waiting');
    act(() => {
      keepOffline(store, '22222222-2222-4222-8222-222222222222');
    });
    expect(screen.getByTestId('changes-waiting')).toHaveTextContent('2 changes waiting');
  });

  it('speaks French, with the date of a copy from an earlier day', () => {
    const store = renderBar('fr-FR');
    act(() => {
      store.dispatch(copyRestored({ savedAt: new Date(2026, 10, 27, 18, 30).getTime() }));
      store.dispatch(viewWentOffline());
      keepOffline(store, '11111111-1111-4111-8111-111111111111');
      keepOffline(store, '22222222-2222-4222-8222-222222222222');
    });
    expect(screen.getByTestId('offline-as-of').textContent).toBe(
      'Hors ligne\u00a0: vous voyez la copie gardée sur cet appareil, à jour au 27 nov. 2026, 18:30.',
    );
    expect(screen.getByTestId('changes-waiting')).toHaveTextContent('2 modifications en attente');
  });

  it('shows a refused change with its reason until it is dismissed', () => {
    const store = renderBar('en-US');
    const uuid = '11111111-1111-4111-8111-111111111111';
    act(() => {
      keepOffline(store, uuid);
      store.dispatch(
        changeRefused({ uuid, refusal: { code: 'not_found', descriptor: { id: 'requests.failed.actionDelete' }, values: { id: ACTION_ID } } }),
      );
    });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('A change made offline was not applied');
    expect(notice).toHaveTextContent(`Unable to delete action: ${ACTION_ID}`);
    expect(notice).toHaveTextContent('it was probably deleted on another device meanwhile');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().offline.changes).toEqual([]);
  });

  it('shows nothing while signed out', () => {
    renderBar('en-US', signedOutSession);
    expect(screen.queryByTestId('offline-bar')).toBeNull();
  });
});

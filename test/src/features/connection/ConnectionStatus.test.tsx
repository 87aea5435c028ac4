import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import type { ChannelState } from 'phoenix';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ConnectionStatus } from '../../../../src/features/connection/ConnectionStatus';
import {
  channelReconnectScheduled,
  channelStateChanged,
  closed,
  connectionSlice,
} from '../../../../src/features/connection/connectionSlice';
import { catalogs } from '../../../../src/i18n/catalogs';
import type { Locale } from '../../../../src/i18n/locales';

function renderStatus(locale: Locale) {
  const store = configureStore({ reducer: { connection: connectionSlice.reducer } });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={catalogs[locale]}>
        <ConnectionStatus />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

const cases: readonly (readonly [ChannelState, string, string, string])[] = [
  ['joined', 'connected', 'Connected', 'Connecté'],
  ['joining', 'connecting', 'Connecting…', 'Connexion…'],
  ['errored', 'disconnected', 'Disconnected', 'Déconnecté'],
  ['closed', 'disconnected', 'Disconnected', 'Déconnecté'],
  ['leaving', 'disconnected', 'Disconnected', 'Déconnecté'],
];

describe('ConnectionStatus', () => {
  it.each(cases)('shows a %s channel as %s', (channelState, status, english, french) => {
    const store = renderStatus('en-US');
    act(() => {
      store.dispatch(channelStateChanged(channelState));
    });
    const badge = screen.getByTestId('connection-status');
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveTextContent(english);

    const frenchStore = renderStatus('fr-FR');
    act(() => {
      frenchStore.dispatch(channelStateChanged(channelState));
    });
    expect(screen.getAllByTestId('connection-status')[1]).toHaveTextContent(french);
  });

  it('is disconnected while signed out and connecting while a closed channel awaits reconnection', () => {
    const store = renderStatus('en-US');
    const badge = screen.getByTestId('connection-status');
    expect(badge).toHaveTextContent('Disconnected');
    act(() => {
      store.dispatch(channelStateChanged('closed'));
      store.dispatch(channelReconnectScheduled({ attempt: 1, delayMs: 250 }));
    });
    expect(badge).toHaveTextContent('Connecting…');
    act(() => {
      store.dispatch(closed());
    });
    expect(badge).toHaveTextContent('Disconnected');
  });
});

// Renders the whole app (store, locale, router) at a path, as the entry point does but with memory history.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../src/app/App';
import { preloadLazyComponents } from '../../../src/app/lazyComponent';
import { routes } from '../../../src/app/routes';
import { rootReducer, setupStore, type AppStore, type RootState } from '../../../src/app/store';
import { FakeSocket } from '../features/connection/fakePhoenix';
import { preloadCatalogs } from './preloadCatalogs';
import './messageChannel';
import './workspaceState';

// A signed-in app opens the live channel; jsdom has no server to reach, so the socket is a fake that never
// answers (the channel stays "connecting"). Tests of the live channel itself drive the fake directly.
const mockOpenedSockets: FakeSocket[] = [];
jest.mock('../../../src/features/connection/socketFactory', () => ({
  ...jest.requireActual<object>('../../../src/features/connection/socketFactory'),
  createSocket: (token: string) => {
    const socket = new FakeSocket(token);
    mockOpenedSockets.push(socket);
    return socket.asSocket();
  },
}));

/** The fake sockets the app opened since the test file started, oldest first (each knows its token). */
export function openedSockets(): readonly FakeSocket[] {
  return mockOpenedSockets;
}

// The ALTCHA widget cannot run in jsdom: its module is replaced, so <altcha-widget> stays a plain element that
// tests drive by dispatching the widget's events on it.
jest.mock('../../../src/features/account/altchaWidget', () => ({}));

// The app downloads its pages and catalogs when first shown; downloaded before the tests, they render at once,
// as in a browser that has them (lazyPage.test.tsx and catalogLoader.test.ts cover the downloads themselves).
beforeAll(() => Promise.all([preloadLazyComponents(), preloadCatalogs()]));

/** The app's store with no saga running: the state stays as given until the test dispatches. */
export function storeWithoutSagas(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({ reducer: rootReducer, preloadedState }) as unknown as AppStore;
}

export interface RenderAppOptions {
  readonly path?: string;
  readonly preloadedState?: Partial<RootState>;
  /** A store made by the test (e.g. without sagas); else setupStore(preloadedState). */
  readonly store?: AppStore;
  /** Renders under React's StrictMode, as the entry point does (effects run twice on mount). */
  readonly strictMode?: boolean;
}

export function renderApp({ path = '/', preloadedState, store = setupStore(preloadedState), strictMode = false }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = <App store={store} router={router} />;
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { store, router, ...view };
}

// Renders the whole app (store, locale, router) at a path, as the entry point does but with memory history.
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../src/app/App';
import { routes } from '../../../src/app/routes';
import { setupStore, type RootState } from '../../../src/app/store';
import { FakeSocket } from '../features/connection/fakePhoenix';
import './messageChannel';

// A signed-in app opens the live channel; jsdom has no server to reach, so the socket is a fake that never
// answers (the channel stays "connecting"). Tests of the live channel itself drive the fake directly.
jest.mock('../../../src/features/connection/socketFactory', () => ({
  ...jest.requireActual<object>('../../../src/features/connection/socketFactory'),
  createSocket: (token: string) => new FakeSocket(token).asSocket(),
}));

// The ALTCHA widget cannot run in jsdom: its module is replaced, so <altcha-widget> stays a plain element that
// tests drive by dispatching the widget's events on it.
jest.mock('../../../src/features/session/altchaWidget', () => ({}));

export interface RenderAppOptions {
  readonly path?: string;
  readonly preloadedState?: Partial<RootState>;
}

export function renderApp({ path = '/', preloadedState }: RenderAppOptions = {}) {
  const store = setupStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App store={store} router={router} />);
  return { store, router, ...view };
}

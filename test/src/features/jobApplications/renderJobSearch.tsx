// Renders the whole app at a path, signed in, with the stub server behind the live channel and /api. The
// component tests of the job-search pages use it instead of renderApp, whose socket never answers.
import './browserStubs';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../../src/app/App';
import { preloadLazyComponents } from '../../../../src/app/lazyComponent';
import { routes } from '../../../../src/app/routes';
import { setupStore, type RootState } from '../../../../src/app/store';
import { signedOutSession } from '../../../../src/features/session/sessionSlice';
import type { Locale } from '../../../../src/i18n/locales';
import { connectedSession } from '../../testUtils/fixtures';
import { preloadCatalogs } from '../../testUtils/preloadCatalogs';
import '../../testUtils/workspaceState';
import type { LiveServerStub } from './liveServerStub';

jest.mock('../../../../src/features/connection/socketFactory', () => ({
  ...jest.requireActual<object>('../../../../src/features/connection/socketFactory'),
  // Read when a socket is made, not when the mock is set up (the stub module loads after this factory).
  createSocket: (token: string) =>
    jest.requireActual<{ liveServer: LiveServerStub }>('./liveServerStub').liveServer.createSocket(token),
}));

// A request made before the channel joins is retried after 0.5 to 1.5 s, and antd renders slowly in jsdom.
configure({ asyncUtilTimeout: 5000 });

// Pages and catalogs are downloaded when first shown: downloaded before the tests, they render at once.
beforeAll(() => Promise.all([preloadLazyComponents(), preloadCatalogs()]));

export interface RenderJobSearchOptions {
  readonly path: string;
  readonly locale?: Locale;
  readonly preloadedState?: Partial<RootState>;
}

export function renderJobSearch({ path, locale = 'en-US', preloadedState = {} }: RenderJobSearchOptions) {
  const store = setupStore({
    locale: { current: locale },
    session: { ...signedOutSession, ...connectedSession, locale },
    ...preloadedState,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App store={store} router={router} />);
  return { store, router, ...view };
}

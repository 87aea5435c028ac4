// Entry point: detects the locale, builds the store and the browser router, and renders the app.
import { type ReactNode, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, matchRoutes } from 'react-router';
import { App } from './app/App';
import { preloadLazyElement } from './app/lazyComponent';
import { paths } from './app/paths';
import { routes } from './app/routes';
import { setupStore } from './app/store';
import { importWorkspaceFeatures } from './app/workspaceSaga';
import { getBrowserStorage } from './common/browserStorage';
import { loadCatalog } from './i18n/catalogLoader';
import { detectLocale } from './i18n/detectLocale';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render the app into.');

// Detected before the first render so the page never flashes in the wrong language.
const locale = detectLocale(getBrowserStorage(), window.navigator);
const router = createBrowserRouter(routes);
const store = setupStore({ locale: { current: locale } }, { currentPath: () => router.state.location.pathname });

// The code of the page at each address the app opens on or moves to starts downloading as the router gets there:
// at boot beside the language's catalog, and after sign-in beside the workspace's chunk, rather than once the
// tree above the page has rendered.
const preloadPagesOf = ({ matches }: { readonly matches: readonly { readonly route: { readonly element?: ReactNode } }[] }): Promise<unknown> =>
  Promise.all(matches.map(({ route }) => preloadLazyElement(route.element)));
router.subscribe((state) => void preloadPagesOf(state));

// React redoes, synchronously, a concurrent render that threw; when that succeeds the page is right, so the
// error is logged as information, with its cause, rather than as a failure of the page.
const onRecoverableError = (error: unknown): void => {
  console.info('React recovered from an error while rendering:', error, (error as { cause?: unknown }).cause);
};

// The first render is a transition: React yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree, so that a tap or a key pressed during the first load is answered at once.
const root = createRoot(container, { onRecoverableError });
const renderApp = (): void => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  });
};

/**
 * How long the first render waits for the page's code once the catalog is there. On a slow line the layout then
 * shows, with its loading indicator, rather than a blank page until the page's code arrives.
 */
const PAGE_CODE_WAIT_MS = 500;

// The first render waits for the language's catalog and the page's code. Rendered before them, the tree shows
// its empty fallback, and React holds back the content that then replaces a fallback until 300 ms after it was
// shown: a third of a second of blank page on every load. A failed download is left to the tree, which shows
// the failure and tries again.
const pageCode = preloadPagesOf(router.state);
void loadCatalog(locale)
  .catch(() => undefined)
  .then(() => Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]))
  .then(renderApp);

// A login link opens the applications list once the server has named the link's account: the workspace's chunk
// and the list's code download while it checks, rather than one after the other once it has answered. Asked
// after the link page's own code and catalog, which the browser's few connections fetch first.
if (matchPath(paths.loginWithInfo, router.state.location.pathname) !== null) {
  importWorkspaceFeatures().catch(() => undefined);
  void preloadPagesOf({ matches: matchRoutes(routes, paths.home) ?? [] });
}

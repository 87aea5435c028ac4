// Entry point: detects the locale, builds the store and the browser router, and renders the app.
import { type ReactNode, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, matchRoutes } from 'react-router';
import { App } from './app/App';
import { preloadLazyElement } from './app/lazyComponent';
import { paths } from './app/paths';
import { routes } from './app/routes';
import { setupStore } from './app/store';
import { importWorkspaceFeatures } from './app/workspaceChunk';
import { getBrowserStorage } from './common/browserStorage';
import { loadSavedSession } from './features/session/savedSession';
import { loadCatalog } from './i18n/catalogLoader';
import { detectLocale } from './i18n/detectLocale';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render the app into.');

// Detected before the first render so the page never flashes in the wrong language.
const storage = getBrowserStorage();
const locale = detectLocale(storage, window.navigator);

type RouteMatches = { readonly matches: readonly { readonly route: { readonly element?: ReactNode } }[] };

// The code of the page at each address the app opens on or moves to starts downloading as the router gets there:
// at boot beside the language's catalog, and after sign-in beside the workspace's chunk, rather than once the
// tree above the page has rendered.
const preloadPagesOf = ({ matches }: RouteMatches): Promise<unknown> =>
  Promise.all(matches.map(({ route }) => preloadLazyElement(route.element)));

// Everything the first screen downloads is asked for first, in a task of its own that ends once the requests are
// out: the language's catalog, the page's code and, for a visitor signed in on this browser, the workspace's
// chunk that the guarded pages wait for (the workspace's saga asks for it again later and gets the same
// download). The store with its sagas, then the router, are built in the tasks after, while those travel, and
// the browser may answer a tap in between.
const catalog = loadCatalog(locale).catch(() => undefined);
const pageCode = preloadPagesOf({ matches: matchRoutes(routes, window.location) ?? [] });
const opensWithLoginLink = matchPath(paths.loginWithInfo, window.location.pathname) !== null;
if (opensWithLoginLink || (storage !== undefined && loadSavedSession(storage) !== null)) {
  importWorkspaceFeatures().catch(() => undefined);
}
// A login link opens the applications list once the server has named the link's account: the list's code
// downloads while it checks, rather than once it has answered.
if (opensWithLoginLink) void preloadPagesOf({ matches: matchRoutes(routes, paths.home) ?? [] });

/** The browser's next task: what the current one has started goes out before the next piece of work. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

// React redoes, synchronously, a concurrent render that threw; when that succeeds the page is right, so the
// error is logged as information, with its cause, rather than as a failure of the page.
const onRecoverableError = (error: unknown): void => {
  console.info('React recovered from an error while rendering:', error, (error as { cause?: unknown }).cause);
};

/**
 * How long the first render waits for the page's code once the catalog is there. On a slow line the layout then
 * shows, with its loading indicator, rather than a blank page until the page's code arrives.
 */
const PAGE_CODE_WAIT_MS = 500;

async function startApp(root: HTMLElement): Promise<void> {
  await nextTask();
  // The store first: its sagas open the live channel, whose join the page's first requests wait for. They read
  // the router's address only once the workspace's chunk has arrived, by when the router is there, but the
  // browser's own address stands in for it until then all the same.
  const built: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const store = setupStore(
    { locale: { current: locale } },
    { currentPath: () => built.router?.state.location.pathname ?? window.location.pathname },
  );
  await nextTask();
  const router = createBrowserRouter(routes);
  built.router = router;
  router.subscribe((state) => void preloadPagesOf(state));

  // The first render waits for the language's catalog and the page's code. Rendered before them, the tree shows
  // its empty fallback, and React holds back the content that then replaces a fallback until 300 ms after it
  // was shown: a third of a second of blank page on every load. A failed download is left to the tree, which
  // shows the failure and tries again.
  await catalog;
  await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]);

  // The first render is a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree, so that a tap or a key pressed during the first load is answered at once.
  const reactRoot = createRoot(root, { onRecoverableError });
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  });
}

void startApp(container);

// Entry point: detects the locale, asks for the first screen's downloads, builds the store and the browser
// router, and renders the app.
//
// The app's code arrives in this one file (with its packages beside it), but is evaluated a part at a time, each
// in a task of its own: `import()` in webpack's "eager" mode downloads nothing and evaluates the module when it
// is called. Evaluated at once, as static imports are, the whole app held a phone's main thread for a fifth of a
// second before the page could answer a tap; in parts, the browser may answer one in between. Only what the
// first task needs is imported statically.
import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, matchPath } from 'react-router';
import { startColorScheme } from './app/colorScheme';
import { paths } from './app/paths';
import { importWorkspaceFeatures } from './app/workspaceChunk';
import { getBrowserStorage } from './common/browserStorage';
import { startAppUpdates } from './features/appUpdate';
import { preconnectSocket } from './features/connection/socketFactory';
import { startReadingWorkspaceCopy } from './features/offline/earlyCopy';
import { loadSavedSession } from './features/session/savedSession';
import { loadCatalog } from './i18n/catalogLoader';
import { detectLocale } from './i18n/detectLocale';
import { loadLocaleData } from './i18n/localeData';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render the app into.');

// Detected before the first render so the page never flashes in the wrong language.
const storage = getBrowserStorage();
const locale = detectLocale(storage, window.navigator);
startColorScheme(storage); // The same for the colour scheme: the one picked, or the system's.

// The first task asks for the language's catalog and, for a visitor signed in on this browser, the workspace's
// chunk that the guarded pages wait for (the workspace's saga asks for it again later and gets the same
// download). The page's code is asked for in the next task, once the route table is evaluated.
const catalog = loadCatalog(locale).catch(() => undefined);
const opensWithLoginLink = matchPath(paths.loginWithInfo, window.location.pathname) !== null;
const savedSession = storage === undefined ? null : loadSavedSession(storage);
if (opensWithLoginLink || savedSession !== null) {
  importWorkspaceFeatures().catch(() => undefined);
}
// The copy of the workspace kept from an earlier visit, which the pages draw from until the server answers.
if (!opensWithLoginLink && savedSession !== null) startReadingWorkspaceCopy(savedSession.user_id);
// The live channel's socket starts its handshake now (a login link brings another session: not for it).
if (!opensWithLoginLink && savedSession !== null) preconnectSocket(savedSession.token);

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
  const [{ routes }, { preloadPagesAt, preloadPagesOf }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/routes'),
    import(/* webpackMode: "eager" */ './app/pageCode'),
  ]);
  const pageCode = preloadPagesAt(window.location);
  // A login link opens the applications list once the server has named the link's account: the list's code
  // downloads while it checks, rather than once it has answered.
  if (opensWithLoginLink) void preloadPagesAt(paths.home);

  // The store's modules, then the store with its sagas: they open the live channel, whose join the page's first
  // requests wait for. The sagas read the router's address only once the workspace's chunk has arrived, by when
  // the router is there, but the browser's own address stands in for it until then all the same.
  await nextTask();
  const { setupStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const built: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const store = setupStore(
    { locale: { current: locale } },
    { currentPath: () => built.router?.state.location.pathname ?? window.location.pathname },
  );

  await nextTask();
  const [{ createRoot }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/App'),
  ]);
  const router = createBrowserRouter(routes);
  built.router = router;
  router.subscribe((state) => void preloadPagesOf(state));

  await nextTask();
  loadLocaleData(locale);

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
// The service worker, registered once the page has loaded (production builds only).
startAppUpdates();

// Entry point: detects the locale, builds the store and the browser router, and renders the app.
// antd's components drawn from its prebuilt stylesheet, not generated in the browser (see src/app/theme.ts).
import 'antd/dist/antd.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/App';
import { preloadLazyElement } from './app/lazyComponent';
import { routes } from './app/routes';
import { setupStore } from './app/store';
import { getBrowserStorage } from './common/browserStorage';
import { detectLocale } from './i18n/detectLocale';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render the app into.');

// Detected before the first render so the page never flashes in the wrong language.
const store = setupStore({ locale: { current: detectLocale(getBrowserStorage(), window.navigator) } });
const router = createBrowserRouter(routes);
for (const { route } of matchRoutes(routes, window.location) ?? []) preloadLazyElement(route.element);

// React redoes, synchronously, a concurrent render that threw; when that succeeds the page is right, so the
// error is logged as information, with its cause, rather than as a failure of the page.
const onRecoverableError = (error: unknown): void => {
  console.info('React recovered from an error while rendering:', error, (error as { cause?: unknown }).cause);
};

createRoot(container, { onRecoverableError }).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);

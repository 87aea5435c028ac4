// The service worker, built by Workbox's webpack plugin (InjectManifest, production builds only) into
// dist/public/sw.js with the list of the build's files in place of `self.__WB_MANIFEST`. No module of the app
// imports it. Why it does what it does: docs/decisions.md, "Installable app and updates".
//
// - It precaches the build: the page (`/`, filled in by the server) and every script and stylesheet of
//   assets/, so that the app starts and changes page without a network. Hashed files are taken from the
//   browser's HTTP cache when they are there; the page is always fetched anew.
// - A navigation to a page of the app goes to the network first (with navigation preload, so the worker's
//   start does not delay it); only when the network fails is the precached page answered. Online, the page
//   is always the server's latest, with a fresh CSRF token.
// - Nothing else is the worker's: /api/ (downloads and exports included), /user_socket/, /outbox, the
//   manifest, the icons. Those requests go to the network as if there were no worker, and none is cached.
// - A new version waits until the person chooses "Reload to update" (the page sends SKIP_WAITING) or every
//   tab of the old one is closed; Workbox then drops the old version's files.
// - A reminder's Web Push message (reminderPush.ts) shows as a notification, one per action; a click on it
//   brings an open tab of the app to the action's page, or opens one there. A malformed message shows nothing.
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { getCacheKeyForURL, type PrecacheEntry, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { clientToOpen, notificationOf, notificationUrl, parsePushText, readReminderPush, type WindowLike } from './reminderPush';
import { HOLDS_SCRIPTS, isAppPageNavigation, readWorkerMessage, SHELL_URL, SKIP_WAITING } from './workerProtocol';

/**
 * The little of ServiceWorkerGlobalScope this file uses. The project's one TypeScript program is typed for
 * pages (lib DOM); the WebWorker lib beside it would change the globals every page module sees.
 */
interface ServiceWorkerScope {
  /** Replaced at build time by the precache list. */
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly location: Location;
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

/** The Push API's `PushEvent`, as much as this file reads. */
interface PushEventLike {
  readonly data: { text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationEventLike {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

interface WindowClientLike extends WindowLike {
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

declare const self: ServiceWorkerScope;

// Registered before the precache's route, which would otherwise answer a navigation to `/` from the cache.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isAppPageNavigation(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL })] }),
);

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });

enableNavigationPreload();

self.addEventListener('message', (event) => {
  const message = readWorkerMessage(event.data);
  if (message?.type === SKIP_WAITING) {
    void self.skipWaiting();
  } else if (message?.type === HOLDS_SCRIPTS) {
    const holds = message.scripts.length > 0 && message.scripts.every((script) => getCacheKeyForURL(script) !== undefined);
    event.ports[0]?.postMessage(holds);
  }
});

self.addEventListener('push', (event) => {
  const message = readReminderPush(parsePushText(event.data?.text()));
  if (message === null) return;
  const { title, options } = notificationOf(message);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Brings an open tab of the app to `url` (the focused one first), or opens one there. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = clientToOpen(windows, self.location.origin);
  if (client === undefined) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await client.focus();
  if (focused.url === url) return;
  try {
    await focused.navigate(url);
  } catch {
    // A tab this worker does not control cannot be navigated by it: a new one opens at the address instead.
    await self.clients.openWindow(url);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(notificationUrl(event.notification.data, self.location.origin)));
});

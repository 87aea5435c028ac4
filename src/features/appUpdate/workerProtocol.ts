// What the page and the service worker (serviceWorker.ts) say to each other, and which navigations the worker
// answers. Imported by both sides: nothing here may touch the DOM or the worker's globals.

/** The page asks a waiting worker to take over now: the person chose "Reload to update". */
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * The page asks a worker whether it holds the page's own build: every script of the page among its precached
 * files. The worker answers `true` or `false` on the port sent with the message.
 */
export const HOLDS_SCRIPTS = 'HOLDS_SCRIPTS';

export type WorkerMessage = { readonly type: typeof SKIP_WAITING } | { readonly type: typeof HOLDS_SCRIPTS; readonly scripts: readonly string[] };

/** A message the worker understands, or undefined for anything else (another sender's, a malformed one). */
export function readWorkerMessage(data: unknown): WorkerMessage | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  if (data.type === SKIP_WAITING) return { type: SKIP_WAITING };
  if (data.type === HOLDS_SCRIPTS && 'scripts' in data && Array.isArray(data.scripts)) {
    const scripts = (data.scripts as unknown[]).filter((script): script is string => typeof script === 'string');
    return { type: HOLDS_SCRIPTS, scripts };
  }
  return undefined;
}

/** The app's page in the worker's precache: index.html as the server sends it for `/`. */
export const SHELL_URL = '/';

/**
 * What the server answers itself rather than with the app's page: the API (file downloads, exports and the
 * calendar feed included), the live channel, the hashed assets, and the server's own pages (the outbox of a
 * server without SMTP). A navigation to one of them is never the worker's: it goes to the network as if there
 * were no worker, and nothing of it is cached.
 */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/user_socket(\/|$)/, /^\/assets(\/|$)/, /^\/outbox(\/|$)/];

/** A last segment with a dot names a file (`/sw.js`, `/favicon.svg`, `/manifest.webmanifest`), never a page. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;

/**
 * Whether a navigation to `pathname` opens a page of the browser app: the worker answers it from the network,
 * with the precached page as the fallback when the network fails.
 */
export function isAppPageNavigation(pathname: string): boolean {
  return !SERVER_PATHS.some((pattern) => pattern.test(pathname)) && !FILE_NAME.test(pathname);
}

/**
 * The browser's localStorage, or undefined where reading `window.localStorage` itself throws
 * (storage disabled by the user or a privacy mode).
 */
export function getBrowserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Everything this app keeps in the browser goes: what signing out asks for (spec, section 4). */
export function clearBrowserStorage(storage: Storage): void {
  storage.clear();
}

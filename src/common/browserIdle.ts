// The browser's next idle moment, for work that must not compete with the first screen: code or answers wanted
// soon, but not for the page being drawn.

/** How long work waits for an idle moment at most: a busy page still gets it. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `callback` once the browser is idle (requestIdleCallback, at most IDLE_TIMEOUT_MS later), or after the
 * current task where the browser has no idle callbacks. Answers a function that cancels the call.
 */
export function whenBrowserIdle(callback: () => void): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(callback, 0);
  return () => {
    clearTimeout(timer);
  };
}

/** The next idle moment, as a promise (for a saga to wait on). */
export function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    whenBrowserIdle(resolve);
  });
}

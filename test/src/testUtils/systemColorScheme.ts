// The system's colour scheme (`prefers-color-scheme`) as a test sets it: window.matchMedia answers the dark
// query from it and tells its listeners of each change, as a browser does; other queries keep jsdom's answers.
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface SystemColorScheme {
  /** Changes the system's setting, telling the listeners. */
  set(dark: boolean): void;
  /** How many listeners the dark query has now. */
  listeners(): number;
  /** Puts jsdom's matchMedia back. */
  restore(): void;
}

export function fakeSystemColorScheme(initiallyDark: boolean): SystemColorScheme {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const jsdomMatchMedia = window.matchMedia.bind(window);
  Object.assign(window, {
    matchMedia: (query: string) =>
      query === DARK_QUERY
        ? {
            media: query,
            get matches() {
              return dark;
            },
            addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
          }
        : jsdomMatchMedia(query),
  });
  return {
    set(next) {
      dark = next;
      for (const listener of listeners) listener();
    },
    listeners: () => listeners.size,
    restore() {
      Object.assign(window, { matchMedia: jsdomMatchMedia });
    },
  };
}

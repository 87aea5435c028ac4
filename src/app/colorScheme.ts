// The app's colour scheme, light or dark. The person picks it with the switch in the menu (ThemeSwitch): the
// system's (`prefers-color-scheme`, followed while the page is open), light or dark. A pick of light or dark is
// kept in browser storage for the next visits (`color_scheme`); like every key of this app's, it goes when
// signing out clears the storage, and the page keeps its colours until the next load, as it keeps its language.
//
// The scheme is written on the root element before the first render (src/index.tsx), so that no page is ever
// drawn in the other one first: `data-theme` selects the dark values of the plain stylesheet's variables
// (plain.css), and `<meta name="color-scheme">` the browser's own parts (the canvas, scrollbars, native
// controls). The parts drawn with antd take the matching theme from AntdScope, through useColorScheme.
//
// It lives beside the Redux store rather than in it, as the reduced-motion setting does: it is a setting of
// this browser's display, not of the account, it is needed before the store exists, and no saga reads it.
import { useSyncExternalStore } from 'react';
import { getBrowserStorage } from '../common/browserStorage';

export type ColorScheme = 'light' | 'dark';

/** What the person picked: the system's scheme, or one of the two whatever the system says. */
export type ColorSchemePreference = 'system' | ColorScheme;

export const COLOR_SCHEME_PREFERENCES: readonly ColorSchemePreference[] = ['system', 'light', 'dark'];

/** The storage key of a pick of light or dark; a pick of the system's scheme is its absence. */
export const COLOR_SCHEME_STORAGE_KEY = 'color_scheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

/** The pick kept in storage: the system's scheme when storage holds none, or something else. */
export function loadColorSchemePreference(storage: Pick<Storage, 'getItem'> | undefined): ColorSchemePreference {
  try {
    const stored = storage?.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isColorScheme(stored) ? stored : 'system';
  } catch {
    // Storage can throw (disabled cookies, privacy modes): the system's scheme then.
    return 'system';
  }
}

/** Keeps the pick for the next visits. A storage failure only costs that memory. */
export function saveColorSchemePreference(storage: Pick<Storage, 'setItem' | 'removeItem'>, preference: ColorSchemePreference): void {
  try {
    if (preference === 'system') storage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else storage.setItem(COLOR_SCHEME_STORAGE_KEY, preference);
  } catch (error) {
    console.error('Unable to store the chosen colour scheme', error);
  }
}

/** The system's scheme: dark when it asks for dark, else light (also where matchMedia is missing). */
export function systemColorScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveColorScheme(preference: ColorSchemePreference, system: ColorScheme): ColorScheme {
  return preference === 'system' ? system : preference;
}

/** Writes the scheme where the stylesheets and the browser read it: `data-theme` and the color-scheme meta. */
export function applyColorScheme(scheme: ColorScheme, doc: Document = document): void {
  doc.documentElement.dataset.theme = scheme;
  doc.querySelector('meta[name="color-scheme"]')?.setAttribute('content', scheme);
}

let preference: ColorSchemePreference = 'system';
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

export function colorSchemePreference(): ColorSchemePreference {
  return preference;
}

/** The scheme shown now: the pick, or the system's. */
export function currentColorScheme(): ColorScheme {
  return resolveColorScheme(preference, systemColorScheme());
}

function changed(): void {
  applyColorScheme(currentColorScheme());
  for (const listener of listeners) listener();
}

/** Listens to the system's setting and to picks made in the app's other tabs; answers how to stop. */
function watch(): () => void {
  const system = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== COLOR_SCHEME_STORAGE_KEY) return;
    preference = isColorScheme(event.newValue) ? event.newValue : 'system';
    changed();
  };
  system?.addEventListener('change', changed);
  window.addEventListener('storage', onStorage);
  return () => {
    system?.removeEventListener('change', changed);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Calls `listener` on every change of the scheme or of the pick: a pick in this tab or another, a change of
 * the system's setting. The document follows them as long as anything listens.
 */
export function subscribeToColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= watch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/**
 * At start, before the first render: takes the pick kept in storage, writes the scheme on the document, and
 * keeps the document in step with the system's setting from then on. Answers how to stop (for tests).
 */
export function startColorScheme(storage: Pick<Storage, 'getItem'> | undefined): () => void {
  preference = loadColorSchemePreference(storage);
  applyColorScheme(currentColorScheme());
  return subscribeToColorScheme(() => undefined);
}

/** The person's pick in the switch: shown at once, and kept for the next visits. */
export function chooseColorScheme(next: ColorSchemePreference): void {
  preference = next;
  const storage = getBrowserStorage();
  if (storage !== undefined) saveColorSchemePreference(storage, next);
  changed();
}

/** The pick, for the switch; it follows picks made in other tabs. */
export function useColorSchemePreference(): ColorSchemePreference {
  return useSyncExternalStore(subscribeToColorScheme, colorSchemePreference);
}

/** The scheme shown, for the parts that draw differently in each (antd's theme). */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeToColorScheme, currentColorScheme);
}

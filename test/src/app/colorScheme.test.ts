import {
  chooseColorScheme,
  COLOR_SCHEME_STORAGE_KEY,
  colorSchemePreference,
  currentColorScheme,
  loadColorSchemePreference,
  saveColorSchemePreference,
  startColorScheme,
  subscribeToColorScheme,
} from '../../../src/app/colorScheme';
import { fakeSystemColorScheme, type SystemColorScheme } from '../testUtils/systemColorScheme';

/** The page template's meta, which the scheme shown is written into. */
function colorSchemeMeta(): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = 'color-scheme';
  meta.content = 'light dark';
  document.head.append(meta);
  return meta;
}

function shown(): readonly [string | undefined, string | null] {
  return [document.documentElement.dataset.theme, document.querySelector('meta[name="color-scheme"]')?.getAttribute('content') ?? null];
}

/** A storage whose every call throws, as in a browser whose storage is disabled. */
const brokenStorage = {
  getItem: () => {
    throw new Error('disabled');
  },
  setItem: () => {
    throw new Error('disabled');
  },
  removeItem: () => {
    throw new Error('disabled');
  },
};

describe('the colour scheme kept in storage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is light or dark when picked, the system’s otherwise', () => {
    expect(loadColorSchemePreference(localStorage)).toBe('system');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(loadColorSchemePreference(localStorage)).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(loadColorSchemePreference(localStorage)).toBe('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    expect(loadColorSchemePreference(localStorage)).toBe('system');
    expect(loadColorSchemePreference(undefined)).toBe('system');
    expect(loadColorSchemePreference(brokenStorage)).toBe('system');
  });

  it('keeps a pick of light or dark, and no key for the system’s', () => {
    saveColorSchemePreference(localStorage, 'dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    saveColorSchemePreference(localStorage, 'system');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('costs only the memory of the pick when storage fails', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => {
        saveColorSchemePreference(brokenStorage, 'dark');
      }).not.toThrow();
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the colour scheme shown', () => {
  let system: SystemColorScheme | undefined;
  let stop: (() => void) | undefined;
  let meta: HTMLMetaElement;

  beforeEach(() => {
    meta = colorSchemeMeta();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    // Back to the system's scheme for the next test: the pick is the module's, for the page's life.
    chooseColorScheme('system');
    system?.restore();
    system = undefined;
    localStorage.clear();
    meta.remove();
    delete document.documentElement.dataset.theme;
  });

  it('is written on the page at start: the system’s when nothing was picked', () => {
    system = fakeSystemColorScheme(true);
    stop = startColorScheme(localStorage);
    expect(shown()).toEqual(['dark', 'dark']);
    expect(colorSchemePreference()).toBe('system');
  });

  it('is the pick kept in storage at start, whatever the system says', () => {
    system = fakeSystemColorScheme(true);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    stop = startColorScheme(localStorage);
    expect(shown()).toEqual(['light', 'light']);
    expect(colorSchemePreference()).toBe('light');
  });

  it('is light where the browser has no matchMedia', () => {
    const jsdomMatchMedia = window.matchMedia.bind(window);
    Object.assign(window, { matchMedia: undefined });
    try {
      stop = startColorScheme(undefined);
      expect(shown()).toEqual(['light', 'light']);
    } finally {
      Object.assign(window, { matchMedia: jsdomMatchMedia });
    }
  });

  it('follows the system’s setting while the page is open, until a pick of light or dark', () => {
    system = fakeSystemColorScheme(false);
    stop = startColorScheme(localStorage);
    expect(shown()).toEqual(['light', 'light']);
    system.set(true);
    expect(shown()).toEqual(['dark', 'dark']);

    chooseColorScheme('light');
    expect(shown()).toEqual(['light', 'light']);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    system.set(false);
    system.set(true);
    expect(shown()).toEqual(['light', 'light']);

    chooseColorScheme('system');
    expect(shown()).toEqual(['dark', 'dark']);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('tells its listeners of every change, and stops listening to the system once none is left', () => {
    system = fakeSystemColorScheme(false);
    const heard: string[] = [];
    const unsubscribe = subscribeToColorScheme(() => heard.push(`${colorSchemePreference()} ${currentColorScheme()}`));
    expect(system.listeners()).toBe(1);
    system.set(true);
    chooseColorScheme('light');
    chooseColorScheme('dark');
    expect(heard).toEqual(['system dark', 'light light', 'dark dark']);
    unsubscribe();
    expect(system.listeners()).toBe(0);
  });

  it('takes a pick made in another tab', () => {
    system = fakeSystemColorScheme(false);
    stop = startColorScheme(localStorage);
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_STORAGE_KEY, newValue: 'dark' }));
    expect(shown()).toEqual(['dark', 'dark']);
    expect(colorSchemePreference()).toBe('dark');
    // Another key, or the whole storage cleared by a sign-out there: this tab keeps its colours.
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'fr-FR' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(shown()).toEqual(['dark', 'dark']);
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_SCHEME_STORAGE_KEY, newValue: null }));
    expect(shown()).toEqual(['light', 'light']);
    expect(colorSchemePreference()).toBe('system');
  });
});

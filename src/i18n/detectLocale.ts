import { DEFAULT_LOCALE, isSupportedLocale, LOCALE_STORAGE_KEY, type Locale } from './locales';

/** The parts of `window.navigator` that detection reads, so tests can pass plain objects. */
export interface LanguageSource {
  readonly languages?: readonly string[];
  readonly language?: string;
}

/** The part of `Storage` that detection reads. */
export type LocaleStorage = Pick<Storage, 'getItem'>;

/** Maps a browser language tag (fr, fr-CA, en-GB...) to a supported locale, by its primary language. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fr') return 'fr-FR';
  if (primary === 'en') return 'en-US';
  return undefined;
}

function readStoredLocale(storage: LocaleStorage | undefined): Locale | undefined {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isSupportedLocale(stored) ? stored : undefined;
  } catch {
    // Storage can throw (disabled cookies, privacy modes): fall through to the browser's languages.
    return undefined;
  }
}

/**
 * The locale to start in: the stored one first (picked with the switch, or the account's taken at a sign-in:
 * see localeStorage.ts), then the first of the browser's languages we speak, then en-US.
 */
export function detectLocale(storage: LocaleStorage | undefined, source: LanguageSource | undefined): Locale {
  const stored = readStoredLocale(storage);
  if (stored !== undefined) return stored;

  const tags = source?.languages !== undefined && source.languages.length > 0
    ? source.languages
    : source?.language !== undefined ? [source.language] : [];
  for (const tag of tags) {
    const locale = localeFromLanguageTag(tag);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
}

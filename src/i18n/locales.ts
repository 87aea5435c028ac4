// The interface languages. en-US is the default and the fallback for anything unknown.
export const SUPPORTED_LOCALES = ['en-US', 'fr-FR'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** Browser storage key holding the language the user picked. */
export const LOCALE_STORAGE_KEY = 'locale';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

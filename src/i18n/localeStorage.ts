import { LOCALE_STORAGE_KEY, type Locale } from './locales';

/** Remembers the chosen language for the next visit. A storage failure only costs that memory. */
export function saveLocale(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch (error) {
    console.error('Unable to store the chosen locale', error);
  }
}

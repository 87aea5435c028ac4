// The interface language kept in browser storage for the next visit: under the spec's `locale` key the
// language to start in (see detectLocale), and beside it whether the user picked it with the language switch
// (`locale_chosen`), because only a picked language is sent to the account after a sign-in; one taken from
// the account is kept too, unmarked. Signing out clears both, with the rest of storage.
import { isSupportedLocale, LOCALE_STORAGE_KEY, type Locale } from './locales';

export const LOCALE_CHOSEN_STORAGE_KEY = 'locale_chosen';

/** Remembers the interface language, and whether it was chosen. A storage failure only costs that memory. */
export function saveLocale(storage: Pick<Storage, 'setItem' | 'removeItem'>, locale: Locale, chosen: boolean): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    if (chosen) storage.setItem(LOCALE_CHOSEN_STORAGE_KEY, 'true');
    else storage.removeItem(LOCALE_CHOSEN_STORAGE_KEY);
  } catch (error) {
    console.error('Unable to store the chosen locale', error);
  }
}

/** The language the user picked with the switch, if storage holds one. */
export function loadChosenLocale(storage: Pick<Storage, 'getItem'>): Locale | undefined {
  try {
    const stored = storage.getItem(LOCALE_STORAGE_KEY);
    return storage.getItem(LOCALE_CHOSEN_STORAGE_KEY) === 'true' && isSupportedLocale(stored) ? stored : undefined;
  } catch {
    // Storage can throw (disabled cookies, privacy modes): no choice is known then.
    return undefined;
  }
}

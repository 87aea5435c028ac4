// Both catalogs at once, for tests and tools; the app downloads only the one it shows (catalogLoader.ts).
import enUS from './en-US.json';
import frFR from './fr-FR.json';
import type { Locale } from './locales';

/** Flat catalogs: message id -> ICU message. */
export type MessageCatalog = Readonly<Record<string, string>>;

export const catalogs: Readonly<Record<Locale, MessageCatalog>> = {
  'en-US': enUS,
  'fr-FR': frFR,
};

// The app downloads the messages of the language it shows only: each catalog is its own chunk, fetched once
// the first time its language is needed (catalogs.ts holds both at once, for tests and tools).
import type { MessageCatalog } from './catalogs';
import type { Locale } from './locales';

const catalogImports: Readonly<Record<Locale, () => Promise<{ default: MessageCatalog }>>> = {
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './en-US.json'),
  'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './fr-FR.json'),
};

const loadedCatalogs = new Map<Locale, MessageCatalog>();
// One promise per language until it settles: React's use() recognises it when it retries a suspended render.
const pendingCatalogs = new Map<Locale, Promise<MessageCatalog>>();

/** The catalog of a language, once downloaded. */
export function loadedCatalog(locale: Locale): MessageCatalog | undefined {
  return loadedCatalogs.get(locale);
}

/** Downloads a language's catalog, once; a failed download is forgotten so that the next call tries again. */
export function loadCatalog(locale: Locale): Promise<MessageCatalog> {
  const known = loadedCatalogs.get(locale);
  if (known !== undefined) return Promise.resolve(known);
  let pending = pendingCatalogs.get(locale);
  if (pending === undefined) {
    pending = catalogImports[locale]().then(
      ({ default: catalog }) => {
        loadedCatalogs.set(locale, catalog);
        pendingCatalogs.delete(locale);
        return catalog;
      },
      (error: unknown) => {
        pendingCatalogs.delete(locale);
        throw error;
      },
    );
    pendingCatalogs.set(locale, pending);
  }
  return pending;
}

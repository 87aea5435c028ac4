// The app downloads the messages of the language it shows first: each catalog is its own chunk, fetched once
// the first time its language is needed (catalogs.ts holds both at once, for tests and tools). So that a change
// of language works even while the server is out of reach, the browser prefetches every catalog (a few kB each)
// into its cache when it is idle, and the other languages' catalogs are loaded a moment after the first.
import type { MessageCatalog } from './catalogs';
import type { Locale } from './locales';

const catalogImports: Readonly<Record<Locale, () => Promise<{ default: MessageCatalog }>>> = {
  'en-US': () => import(/* webpackChunkName: "messages-en-US", webpackPrefetch: true */ './en-US.json'),
  'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR", webpackPrefetch: true */ './fr-FR.json'),
};

/**
 * How long after the first catalog the others are loaded: once the first page has rendered, out of its way.
 * Before then, the copy the browser prefetched into its cache serves.
 */
export const OTHER_CATALOGS_DELAY_MS = 2000;

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
        if (loadedCatalogs.size === 0) setTimeout(loadOtherCatalogs, OTHER_CATALOGS_DELAY_MS, locale);
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

function loadOtherCatalogs(shown: Locale): void {
  for (const locale of Object.keys(catalogImports) as Locale[]) {
    // A failure here is forgotten: choosing the language later downloads it again.
    if (locale !== shown) loadCatalog(locale).catch(() => undefined);
  }
}

// The production build ships the catalogs parsed (scripts/messageCatalogs/loader.js) and no ICU parser: each
// parsed message must be the very tree that react-intl would have parsed from the text in the browser.
import { IntlMessageFormat } from 'intl-messageformat';
import { parsedCatalog } from '../../../scripts/messageCatalogs/loader';
import { catalogs } from '../../../src/i18n/catalogs';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locales';

describe.each(SUPPORTED_LOCALES.map((locale) => [locale]))('the %s catalog parsed at build time', (locale) => {
  const catalog = catalogs[locale];
  const parsed = parsedCatalog(catalog);

  it('holds every message of the catalog, and nothing else', () => {
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(catalog).sort());
  });

  it('gives each message the tree the browser would have parsed', () => {
    for (const [id, text] of Object.entries(catalog)) {
      expect({ id, tree: parsed[id] }).toEqual({ id, tree: new IntlMessageFormat(text, locale).getAst() });
    }
  });
});

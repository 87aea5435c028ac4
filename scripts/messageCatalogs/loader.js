// webpack loader for the message catalogs (src/i18n/*.json): each ICU message parsed at build time into the
// syntax tree react-intl formats from. The browser then never parses a message, and the build leaves out the
// ICU parser itself (webpack.config.js points its imports at the parser-less entry of the same package).
// The catalogs' test holds every message to valid ICU, so a message the parser refuses fails the build.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** @param {Readonly<Record<string, string>>} catalog @returns {Record<string, unknown>} */
function parsedCatalog(catalog) {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)]));
}

/** @this {import('webpack').LoaderContext<unknown>} @param {string} source */
function messageCatalogLoader(source) {
  return JSON.stringify(parsedCatalog(JSON.parse(source)));
}

module.exports = messageCatalogLoader;
module.exports.parsedCatalog = parsedCatalog;

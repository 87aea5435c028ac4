// The language of a visitor the server knows nothing else of (no account): the first of the browser's
// languages, by their Accept-Language weights, that the interface speaks; English when none is.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract';

/** `fr` and `fr-CA` read French, `en-GB` English: the interface has one variant of each language. */
const LOCALE_BY_LANGUAGE: ReadonlyMap<string, Locale> = new Map(LOCALES.map((locale) => [locale.split('-')[0] ?? locale, locale]));

export function visitorLocale(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      // RFC 9110's weights (0 to 1, three decimals at most); an unreadable one counts as none given.
      const weight = parameters.map((parameter) => /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.split('-')[0]?.toLowerCase() ?? '', quality: weight === undefined ? 1 : Number(weight) };
    })
    .filter(({ quality }) => quality > 0)
    // Array.prototype.sort is stable: equal weights keep the browser's order.
    .sort((a, b) => b.quality - a.quality);
  for (const { language } of ranked) {
    const locale = LOCALE_BY_LANGUAGE.get(language);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
}

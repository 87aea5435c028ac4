// The first Intl object of a kind that a page makes has V8 list every locale the browser holds data for: more
// than ten milliseconds of main thread on a phone, spent by react-intl's provider in the middle of the first
// render (it checks that the locale is supported). Asked for here first, in a task of its own while the app's
// downloads travel, that work no longer holds up the render.
import type { Locale } from './locales';

export function loadLocaleData(locale: Locale): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}

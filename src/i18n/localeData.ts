// The first Intl number or date format that a page makes has V8 list every locale the browser holds data for:
// 25-35 ms of main thread in desktop Chromium here, several times that on a phone, spent by react-intl's provider
// in the middle of the first render (it checks that the locale is supported). Asked for here first, in a task of
// its own while the app's downloads travel, that work no longer holds up the render.
import type { Locale } from './locales';

export function loadLocaleData(locale: Locale): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}

// antd's date pickers take their texts from ConfigProvider but their month and weekday names, and the first
// day of the week, from dayjs's global locale: this keeps that locale on the interface language.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { Locale } from './locales';

const DAYJS_LOCALES: Readonly<Record<Locale, string>> = {
  'en-US': 'en',
  'fr-FR': 'fr',
};

export function applyDayjsLocale(locale: Locale): void {
  // Set while rendering, not in an effect: the pickers below read it in this same render. Setting a global to
  // the same value again is harmless, which keeps this safe under StrictMode's double render.
  dayjs.locale(DAYJS_LOCALES[locale]);
}

// What a person reads in each language: the app's own message catalogs, looked up by message id, so a test
// asserts on the text of the interface language without copying it.
import enUS from '../../src/i18n/en-US.json';
import frFR from '../../src/i18n/fr-FR.json';
import { createIntl } from 'react-intl';
import type { Locale } from './accountApi';

const CATALOGS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { 'en-US': enUS, 'fr-FR': frFR };

/** The text of message `id` in `locale`, with its simple `{name}` arguments filled in (no plurals). */
export function messageText(locale: Locale, id: string, values: Readonly<Record<string, string>> = {}): string {
  const text = CATALOGS[locale][id];
  if (text === undefined) throw new Error(`no message ${id} in the ${locale} catalog`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`message ${id} needs a value for {${name}}`);
    return value;
  });
}

/** The text of message `id` in `locale` formatted as the app formats it, ICU plurals and numbers included. */
export function formattedText(locale: Locale, id: string, values: Readonly<Record<string, string | number>> = {}): string {
  const messages = CATALOGS[locale];
  if (messages[id] === undefined) throw new Error(`no message ${id} in the ${locale} catalog`);
  return createIntl({ locale, messages }).formatMessage({ id }, values);
}

// Gives the whole tree the current locale: react-intl messages, antd's own texts and date pickers, and <html lang>.
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdFrFR from 'antd/locale/fr_FR';
import { Suspense, use, useDeferredValue, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from './localeSlice';
import { loadCatalog, loadedCatalog } from './catalogLoader';
import { applyDayjsLocale } from './dayjsLocale';
import { DEFAULT_LOCALE, type Locale } from './locales';

const antdLocales: Readonly<Record<Locale, ConfigProviderProps['locale']>> = {
  'en-US': antdEnUS,
  'fr-FR': antdFrFR,
};

/**
 * antd's description text (Typography `secondary`, hints, empty states) is 45 % black, 3.4:1 on white: below
 * WCAG AA's 4.5:1 for body text. 65 % black (#595959, 7:1) keeps it quieter than body text and readable.
 */
const readableTheme: ConfigProviderProps['theme'] = { token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)' } };

export interface LocaleProviderProps {
  readonly children: ReactNode;
}

/**
 * Shows nothing until the first catalog has arrived; after a change of language, the page stays in the former
 * language until the new catalog has arrived (useDeferredValue), instead of blanking.
 */
export function LocaleProvider({ children }: LocaleProviderProps) {
  return (
    <Suspense fallback={null}>
      <LocalizedTree>{children}</LocalizedTree>
    </Suspense>
  );
}

function LocalizedTree({ children }: LocaleProviderProps) {
  const locale = useDeferredValue(useAppSelector(selectLocale));
  const messages = loadedCatalog(locale) ?? use(loadCatalog(locale));
  applyDayjsLocale(locale);

  useEffect(() => {
    // Screen readers, spell checkers and hyphenation read the page language from here.
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ConfigProvider locale={antdLocales[locale]} theme={readableTheme}>
        {/* antd's App gives message and notification their context; notifications sit at the bottom for
            5 s (spec section 9). */}
        <AntApp notification={{ placement: 'bottom', duration: 5 }}>{children}</AntApp>
      </ConfigProvider>
    </IntlProvider>
  );
}

// Gives the whole tree the current locale: react-intl messages, antd's own texts and date pickers, and <html lang>.
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdFrFR from 'antd/locale/fr_FR';
import { Suspense, use, useDeferredValue, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { appTheme } from '../app/theme';
import { selectLocale } from './localeSlice';
import { loadCatalog, loadedCatalog } from './catalogLoader';
import { applyDayjsLocale } from './dayjsLocale';
import { DEFAULT_LOCALE, type Locale } from './locales';

const antdLocales: Readonly<Record<Locale, ConfigProviderProps['locale']>> = {
  'en-US': antdEnUS,
  'fr-FR': antdFrFR,
};

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
      <ConfigProvider locale={antdLocales[locale]} theme={appTheme}>
        {/* antd's App gives message and notification their context; notifications sit at the bottom for
            5 s (spec section 9). */}
        <AntApp notification={{ placement: 'bottom', duration: 5 }}>{children}</AntApp>
      </ConfigProvider>
    </IntlProvider>
  );
}

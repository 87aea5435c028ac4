// Gives the whole tree the current locale: react-intl messages and <html lang>. antd's own texts follow it where
// antd is used (src/app/AntdScope.tsx).
import { Suspense, use, useDeferredValue, useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from './localeSlice';
import { loadCatalog, loadedCatalog } from './catalogLoader';
import { DEFAULT_LOCALE } from './locales';

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

  useEffect(() => {
    // Screen readers, spell checkers and hyphenation read the page language from here.
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

// antd's context for the parts of the app drawn with antd: the theme follows the colour scheme shown (light or
// dark: colorScheme.ts), antd's own texts and the date pickers' language the interface language, and antd's
// motion the system's reduced-motion setting. The frame and the layouts around every page, the sign-in page and
// the applications list are drawn without antd (src/common/components/plain.css), so antd's code and stylesheet
// come with the first part that needs them: another page, the menu or the captcha.
import 'antd/dist/antd.css';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdFrFR from 'antd/locale/fr_FR';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { applyDayjsLocale } from '../i18n/dayjsLocale';
import type { Locale } from '../i18n/locales';
import { useColorScheme } from './colorScheme';
import { antdThemeFor } from './theme';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const antdLocales: Readonly<Record<Locale, ConfigProviderProps['locale']>> = {
  'en-US': antdEnUS,
  'fr-FR': antdFrFR,
};

export interface AntdScopeProps {
  readonly children: ReactNode;
}

export function AntdScope({ children }: AntdScopeProps) {
  // The language react-intl speaks right now: during a change of language, the one whose catalog is there.
  const locale = useIntl().locale as Locale;
  const reducedMotion = usePrefersReducedMotion();
  const scheme = useColorScheme();
  applyDayjsLocale(locale);
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={antdThemeFor(scheme, reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}

import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { SegmentedRadios } from '../common/components/SegmentedRadios';
import { localeChosen, selectLocale } from './localeSlice';
import type { Locale } from './locales';
import { localeMessages } from './messages';

const languages: readonly { readonly value: Locale; readonly message: MessageDescriptor }[] = [
  { value: 'en-US', message: localeMessages.english },
  { value: 'fr-FR', message: localeMessages.french },
];

export interface LanguageSwitchProps {
  /** The id of a visible label naming the switch (the settings page's); without one, it is named for screen readers alone. */
  readonly labelledBy?: string;
}

/**
 * Two segments, English and Français (SegmentedRadios), in the header of every page and on the settings page.
 * Each label carries `language-option-<locale>` so a browser test clicks it directly.
 */
export function LanguageSwitch({ labelledBy }: LanguageSwitchProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <SegmentedRadios<Locale>
      testId="language-switch"
      labelledBy={labelledBy}
      label={intl.formatMessage(localeMessages.switchLabel)}
      value={locale}
      onChange={(value) => dispatch(localeChosen(value))}
      options={languages.map(({ value, message }) => ({
        value,
        label: intl.formatMessage(message),
        testId: `language-option-${value}`,
        lang: value,
      }))}
    />
  );
}

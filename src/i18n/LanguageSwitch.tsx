import { Segmented } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { localeChosen, selectLocale } from './localeSlice';
import type { Locale } from './locales';
import { localeMessages } from './messages';

const languages: readonly { readonly value: Locale; readonly message: MessageDescriptor }[] = [
  { value: 'en-US', message: localeMessages.english },
  { value: 'fr-FR', message: localeMessages.french },
];

/**
 * Two segments, English and Français. Each label carries `language-option-<locale>` so a browser test
 * clicks it directly.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);

  const options = languages.map(({ value, message }) => ({
    value,
    label: (
      <span data-testid={`language-option-${value}`} lang={value}>
        {intl.formatMessage(message)}
      </span>
    ),
  }));

  return (
    <Segmented<Locale>
      data-testid="language-switch"
      aria-label={intl.formatMessage(localeMessages.switchLabel)}
      options={options}
      value={locale}
      onChange={(value) => dispatch(localeChosen(value))}
    />
  );
}

import { useId } from 'react';
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
 * Two segments, English and Français: native radio buttons (arrow keys move between them), drawn as antd's
 * Segmented (plain.css), as the switch sits in the header of every page. Each label carries
 * `language-option-<locale>` so a browser test clicks it directly.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  // One group per switch rendered, so that two switches never share their radio buttons.
  const groupName = useId();

  return (
    <div
      role="radiogroup"
      data-testid="language-switch"
      className="app-segmented"
      aria-label={intl.formatMessage(localeMessages.switchLabel)}
    >
      {languages.map(({ value, message }) => (
        <label key={value}>
          <input
            type="radio"
            className="app-visually-hidden"
            name={groupName}
            value={value}
            checked={value === locale}
            onChange={() => dispatch(localeChosen(value))}
          />
          <span data-testid={`language-option-${value}`} lang={value}>
            {intl.formatMessage(message)}
          </span>
        </label>
      ))}
    </div>
  );
}

import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { chooseColorScheme, type ColorSchemePreference, useColorSchemePreference } from './colorScheme';
import { themeMessages } from './messages';

const options: readonly { readonly value: ColorSchemePreference; readonly message: MessageDescriptor }[] = [
  { value: 'system', message: themeMessages.system },
  { value: 'light', message: themeMessages.light },
  { value: 'dark', message: themeMessages.dark },
];

/**
 * The theme switch of the menu, under a visible "Theme" label: three segments, System, Light and Dark, drawn as
 * antd's Segmented (plain.css) like the language switch. Native radio buttons: Tab reaches the chosen one, the
 * arrow keys move between them and pick as they go, as in any radio group. Each segment carries
 * `theme-option-<preference>` so a browser test clicks it directly.
 */
export function ThemeSwitch() {
  const intl = useIntl();
  const preference = useColorSchemePreference();
  const groupName = useId();
  const labelId = useId();

  return (
    <div className="app-theme-switch">
      <span id={labelId}>{intl.formatMessage(themeMessages.label)}</span>
      <div role="radiogroup" data-testid="theme-switch" className="app-segmented" aria-labelledby={labelId}>
        {options.map(({ value, message }) => (
          <label key={value}>
            <input
              type="radio"
              className="app-visually-hidden"
              name={groupName}
              value={value}
              checked={value === preference}
              onChange={() => {
                chooseColorScheme(value);
              }}
            />
            <span data-testid={`theme-option-${value}`}>{intl.formatMessage(message)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

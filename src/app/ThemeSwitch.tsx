import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SegmentedRadios } from '../common/components/SegmentedRadios';
import { chooseColorScheme, type ColorSchemePreference, useColorSchemePreference } from './colorScheme';
import { themeMessages } from './messages';

const options: readonly { readonly value: ColorSchemePreference; readonly message: MessageDescriptor }[] = [
  { value: 'system', message: themeMessages.system },
  { value: 'light', message: themeMessages.light },
  { value: 'dark', message: themeMessages.dark },
];

/**
 * The theme switch of the menu and of the settings page, under a visible "Theme" label: three segments, System,
 * Light and Dark (SegmentedRadios). Each segment carries `theme-option-<preference>` so a browser test clicks
 * it directly.
 */
export function ThemeSwitch() {
  const intl = useIntl();
  const preference = useColorSchemePreference();
  const labelId = useId();

  return (
    <div className="app-theme-switch">
      <span id={labelId}>{intl.formatMessage(themeMessages.label)}</span>
      <SegmentedRadios<ColorSchemePreference>
        testId="theme-switch"
        labelledBy={labelId}
        value={preference}
        onChange={chooseColorScheme}
        options={options.map(({ value, message }) => ({ value, label: intl.formatMessage(message), testId: `theme-option-${value}` }))}
      />
    </div>
  );
}

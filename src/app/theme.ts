// The antd theme of the whole app: antd's default colours with the ones too pale for text darkened until they
// reach WCAG AA (4.5:1 for body text) on white and on the grey page background (#f5f5f5), as axe-core checks
// in the accessibility tests (e2e/support/accessibilityChecks.ts). antd's defaults are 3.3:1 to 4.1:1 for
// links, primary buttons, danger buttons, secondary texts and placeholders, and under 2.5:1 for success and
// warning texts.
import type { ThemeConfig } from 'antd';

/** antd's blue-7: 6.2:1 on white (its blue-6 default is 4.1:1), 5.7:1 on the page background. */
const PRIMARY = '#0958d9';
/** antd's blue-8, for hover and press: white text on it keeps 9:1 (the derived lighter hover was 4.2:1). */
const PRIMARY_DARKER = '#003eb3';

export const appTheme: ThemeConfig = {
  // antd's components take their rules from antd's prebuilt stylesheet (imported by src/index.tsx) instead of
  // generating them in the browser: that generation was the largest single piece of the first load's main-thread
  // work. The stylesheet draws every colour and size from CSS variables, which antd still writes at run time from
  // the tokens below, so the theme applies unchanged. The class names carry no hash, as the stylesheet's rules
  // have none, and the variables' class has a fixed name.
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: 'app-theme' },
  token: {
    colorPrimary: PRIMARY,
    colorPrimaryHover: PRIMARY_DARKER,
    // antd draws its keyboard focus ring (:focus-visible) in this colour: 4.2:1 on white, where the default
    // light blue (#91caff) was 1.9:1, under the 3:1 WCAG asks of a focus indicator.
    colorPrimaryBorder: '#2e7ae6',
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_DARKER,
    // A link in a sentence must not be told from the text by its colour alone (axe's link-in-text-block).
    linkDecoration: 'underline',
    linkHoverDecoration: 'underline',
    linkFocusDecoration: 'underline',
    // antd's red-7: danger buttons' text and form errors, 5.6:1 on white (the default #ff4d4f is 3.3:1).
    colorError: '#cf1322',
    // Description texts (Typography `secondary`, hints, empty states) and the tertiary texts (labels of
    // descriptions, helper lines) at 60-65 % black: quieter than body text, 5.6:1 or more on both backgrounds.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // A placeholder is read before anything is typed: 5.7:1 instead of antd's 25 % black (1.8:1).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
};

/** The same theme without antd's motion, for people whose system asks for reduced motion. */
export const reducedMotionTheme: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };

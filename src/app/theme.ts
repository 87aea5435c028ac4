// The antd themes of the whole app, light and dark (src/app/colorScheme.ts says which one shows). Every text
// they draw reaches WCAG AA (4.5:1 for body text) on its backgrounds, as axe-core checks in both schemes in the
// accessibility tests (e2e/support/accessibilityChecks.ts); the keyboard's focus ring reaches 3:1.
//
// Light: antd's default colours with the ones too pale for text darkened, on white and on the grey page
// background (#f5f5f5). antd's defaults are 3.3:1 to 4.1:1 for links, primary buttons, danger buttons,
// secondary texts and placeholders, and under 2.5:1 for success and warning texts.
//
// Dark: antd's dark algorithm (page #000, surfaces #141414, dialogs and drawers #1f1f1f), with the colours
// that fall short on those surfaces made lighter. antd's blue there (#1668dc) is 3.2:1 to 4.1:1 as a link, and
// its placeholders and tertiary texts 2.2:1 and 4.4:1. The primary colour is both a text colour (links, the
// menu's current entry, the active tab, spinners' captions) and the fill of primary buttons and selected dates
// under `colorTextLightSolid`: on surfaces this dark no colour gets 4.5:1 both ways with white, so the dark
// theme's primary is a light blue and the text on it dark, as in Material's dark theme.
import { theme, type ThemeConfig } from 'antd';
import type { ColorScheme } from './colorScheme';

/** antd's blue-7: 6.2:1 on white (its blue-6 default is 4.1:1), 5.7:1 on the page background. */
const PRIMARY = '#0958d9';
/** antd's blue-8, for hover and press: white text on it keeps 9:1 (the derived lighter hover was 4.2:1). */
const PRIMARY_DARKER = '#003eb3';

/**
 * antd's blue-4 as the dark theme's seed: the dark algorithm mixes it with the surface into #5c99dc, 5.5:1 to
 * 7.1:1 on the three dark surfaces, with 6.3:1 for the dark text on it.
 */
const DARK_PRIMARY_SEED = '#69b1ff';
/** The dark theme's lighter hover (the algorithm's, #85b8e8): 7.9:1 or more as a link's colour. */
const DARK_PRIMARY_LIGHTER = '#85b8e8';

// antd's components take their rules from antd's prebuilt stylesheet (imported by src/app/AntdScope.tsx)
// instead of generating them in the browser: that generation was the largest single piece of the first load's
// main-thread work. The stylesheet draws every colour and size from CSS variables, which antd still writes at
// run time from the tokens below, so the theme applies unchanged, and a change of scheme rewrites the
// variables alone. The class names carry no hash, as the stylesheet's rules have none, and the variables'
// class has a fixed name.
const prebuiltStylesheet: ThemeConfig = { zeroRuntime: true, hashed: false, cssVar: { key: 'app-theme' } };

// A link in a sentence must not be told from the text by its colour alone (axe's link-in-text-block).
const underlinedLinks: ThemeConfig['token'] = {
  linkDecoration: 'underline',
  linkHoverDecoration: 'underline',
  linkFocusDecoration: 'underline',
};

export const appTheme: ThemeConfig = {
  ...prebuiltStylesheet,
  token: {
    colorPrimary: PRIMARY,
    colorPrimaryHover: PRIMARY_DARKER,
    // antd draws its keyboard focus ring (:focus-visible) in this colour: 4.2:1 on white, where the default
    // light blue (#91caff) was 1.9:1, under the 3:1 WCAG asks of a focus indicator.
    colorPrimaryBorder: '#2e7ae6',
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_DARKER,
    ...underlinedLinks,
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

export const darkAppTheme: ThemeConfig = {
  ...prebuiltStylesheet,
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: DARK_PRIMARY_SEED,
    colorLink: DARK_PRIMARY_SEED,
    // The algorithm's link hover is a dark blue (#3a5b7e, 2.3:1 to 3:1).
    colorLinkHover: DARK_PRIMARY_LIGHTER,
    ...underlinedLinks,
    // The text on primary and danger fills (buttons, the selected date): the light theme's text colour, 6.3:1
    // on the primary and 5.7:1 on the danger colour.
    colorTextLightSolid: 'rgba(0, 0, 0, 0.88)',
    // Tooltips, which draw that dark text too, on a light grey: antd's light theme inverted (85 % black).
    colorBgSpotlight: 'rgba(255, 255, 255, 0.85)',
    // The focus ring: antd's dark blue-7, 4.7:1 to 5.9:1 on the three surfaces (the algorithm's was 1.2:1).
    colorPrimaryBorder: '#3c89e8',
    // The menu's current entry and a select's chosen option: the primary text on antd's darkest blue, 5.8:1
    // (on the algorithm's #2e435b it was 3.4:1).
    controlItemBgActive: '#111a2c',
    controlItemBgActiveHover: '#112545',
    // antd's red-4 as the seed, mixed into #dc6966: 4.9:1 to 6.3:1 (antd's dark red was 3.9:1 on dialogs).
    colorError: '#ff7875',
    // The same quieter texts as the light theme's, in white: 6.7:1 or more (antd's 45 % white is 4.4:1 on
    // dialogs, its 25 % white placeholders 2.2:1).
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    // The purple tags' text (an application with an offer): antd's dark purple-8, 5.7:1 on the tag's
    // purple-1 (its purple-7 is 3.4:1).
    purple7: '#ab7ae0',
  },
  components: {
    // The menu lies in the drawer, whose dark surface (#1f1f1f) is lighter than the menu's own (#141414): it
    // takes the drawer's, as it does in the light theme, where both are white.
    Menu: { itemBg: 'transparent' },
  },
};

/** The same theme without antd's motion, for people whose system asks for reduced motion. */
function withoutMotion(config: ThemeConfig): ThemeConfig {
  return { ...config, token: { ...config.token, motion: false } };
}

/** The theme of each scheme, with and without motion: made once, as antd keys its cache on the object. */
const themes: Readonly<Record<ColorScheme, { readonly motion: ThemeConfig; readonly reducedMotion: ThemeConfig }>> = {
  light: { motion: appTheme, reducedMotion: withoutMotion(appTheme) },
  dark: { motion: darkAppTheme, reducedMotion: withoutMotion(darkAppTheme) },
};

export function antdThemeFor(scheme: ColorScheme, reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? themes[scheme].reducedMotion : themes[scheme].motion;
}

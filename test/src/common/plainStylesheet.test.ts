// The plain components (src/common/components/plain.css) draw antd's look without antd's code: each of their
// --app-* variables must hold the value antd gives the token of the same name under the app's theme, so that the
// plain pages and the pages drawn with antd keep one look when the theme changes: the light theme's under :root,
// the dark theme's under :root[data-theme='dark'] (or under :root where both themes agree).
import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import postcss from 'postcss';
import { appTheme, darkAppTheme } from '../../../src/app/theme';

const stylesheet = fs.readFileSync(path.resolve(__dirname, '../../../src/common/components/plain.css'), 'utf8');

/** antd's tokens that are plain numbers in CSS; every other number is a length in pixels. */
const UNITLESS_TOKENS = new Set(['lineHeight', 'lineHeightSM', 'lineHeightHeading2', 'lineHeightHeading4', 'fontWeightStrong', 'zIndexPopupBase']);

const DARK_SELECTOR = ":root[data-theme='dark']";

function rootVariables(selector = ':root'): Map<string, string> {
  const variables = new Map<string, string>();
  postcss.parse(stylesheet).walkRules(selector, (rule) => {
    rule.walkDecls(/^--app-/, (declaration) => {
      variables.set(declaration.prop, declaration.value);
    });
  });
  return variables;
}

/** antd's size suffixes, which its token names write in capitals (`paddingXS`, `controlHeightLG`). */
const SIZE_SUFFIXES = new Set(['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl']);

/** `--app-color-bg-layout` → `colorBgLayout`; `--app-padding-xs` → `paddingXS`. */
function tokenNameOf(variable: string): string {
  const [first = '', ...rest] = variable.slice('--app-'.length).split('-');
  return first + rest.map((word) => (SIZE_SUFFIXES.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/**
 * Spacing differs between antd's text and the stylesheet's (line breaks, spaces after commas), and antd writes
 * some of its computed alphas with floating-point noise (0.010000000000000002).
 */
function normalized(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .replace(/\d*\.\d{5,}/g, (number) => String(Number(Number(number).toFixed(4))))
    .trim();
}

/** The variable's value in the stylesheet's text for that token: `px` added to antd's lengths. */
function expectedValue(variable: string, token: unknown): string {
  return typeof token === 'number' && !UNITLESS_TOKENS.has(tokenNameOf(variable)) ? `${String(token)}px` : String(token);
}

describe('the plain stylesheet', () => {
  const tokens = theme.getDesignToken(appTheme) as unknown as Record<string, unknown>;
  const variables = rootVariables();

  it('declares the tokens the plain components use', () => {
    expect(variables.size).toBeGreaterThan(40);
    expect(variables.get('--app-color-primary')).toBe('#0958d9');
  });

  it.each([...rootVariables().keys()])('gives %s the value of antd’s token', (variable) => {
    const token = tokens[tokenNameOf(variable)];
    expect(token).toBeDefined();
    expect(normalized(variables.get(variable) ?? '')).toBe(normalized(expectedValue(variable, token)));
  });

  describe('in the dark theme', () => {
    const darkTokens = theme.getDesignToken(darkAppTheme) as unknown as Record<string, unknown>;
    const darkVariables = rootVariables(DARK_SELECTOR);

    it('declares the dark values of the colours', () => {
      expect(darkVariables.get('--app-color-bg-container')).toBe('#141414');
      expect([...darkVariables.keys()].filter((variable) => !variables.has(variable))).toEqual([]);
    });

    // Every variable, so that one added later for the light theme alone fails here until it has its dark value.
    it.each([...rootVariables().keys()])('gives %s the value of antd’s dark token', (variable) => {
      const token = darkTokens[tokenNameOf(variable)];
      expect(token).toBeDefined();
      const value = darkVariables.get(variable) ?? variables.get(variable) ?? '';
      expect(normalized(value)).toBe(normalized(expectedValue(variable, token)));
    });
  });

  it('uses no variable it does not declare', () => {
    const used = new Set([...stylesheet.matchAll(/var\((--app-[\w-]+)\)/g)].map((match) => match[1]));
    expect([...used].filter((variable) => variable !== undefined && !variables.has(variable))).toEqual([]);
  });

  it('puts the live notifications at the bottom of the screen, above the page (spec section 9)', () => {
    const declarations = new Map<string, string>();
    postcss.parse(stylesheet).walkRules('.app-live-notices', (rule) => {
      rule.walkDecls((declaration) => {
        declarations.set(declaration.prop, declaration.value);
      });
    });
    expect(declarations.get('position')).toBe('fixed');
    expect(declarations.get('bottom')).toBe('var(--app-margin-lg)');
    expect(declarations.has('top')).toBe(false);
  });
});

import { act, render } from '@testing-library/react';
import { theme } from 'antd';
import { IntlProvider } from 'react-intl';
import { AntdScope } from '../../../src/app/AntdScope';
import { chooseColorScheme } from '../../../src/app/colorScheme';
import { fakeSystemColorScheme, type SystemColorScheme } from '../testUtils/systemColorScheme';

/** A MediaQueryList stand-in whose reduced-motion answer a test sets, telling its listeners as a browser does. */
function systemMotionSetting(initiallyReduced: boolean) {
  let reduced = initiallyReduced;
  const listeners = new Set<() => void>();
  const jsdomMatchMedia = window.matchMedia.bind(window);
  Object.assign(window, {
    matchMedia: (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? {
            media: query,
            get matches() {
              return reduced;
            },
            addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
          }
        : jsdomMatchMedia(query),
  });
  return {
    set(reduce: boolean): void {
      reduced = reduce;
      for (const listener of listeners) listener();
    },
    restore(): void {
      Object.assign(window, { matchMedia: jsdomMatchMedia });
    },
  };
}

/** Renders the scope and answers what `read` found in antd's tokens at each render of its content. */
function renderTokens<T>(read: (token: ReturnType<typeof theme.useToken>['token']) => T): T[] {
  const seen: T[] = [];
  function Probe() {
    seen.push(read(theme.useToken().token));
    return null;
  }
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <AntdScope>
        <Probe />
      </AntdScope>
    </IntlProvider>,
  );
  return seen;
}

/** Whether antd's motion was on at each render. */
function renderMotion(): boolean[] {
  return renderTokens((token) => token.motion);
}

describe("AntdScope's motion", () => {
  let setting: ReturnType<typeof systemMotionSetting> | undefined;
  afterEach(() => {
    setting?.restore();
  });

  it('keeps antd motion when the system has no preference', () => {
    setting = systemMotionSetting(false);
    expect(renderMotion()).toEqual([true]);
  });

  it('turns antd motion off from the first render when the system asks for reduced motion', () => {
    setting = systemMotionSetting(true);
    expect(renderMotion()).toEqual([false]);
  });

  it('follows the setting while the page is open', () => {
    setting = systemMotionSetting(false);
    const seen = renderMotion();
    act(() => {
      setting?.set(true);
    });
    act(() => {
      setting?.set(false);
    });
    expect(seen).toEqual([true, false, true]);
  });
});

describe("AntdScope's colours", () => {
  let system: SystemColorScheme | undefined;
  afterEach(() => {
    chooseColorScheme('system');
    system?.restore();
    localStorage.clear();
  });

  /** The surface colour of antd's components at each render: #ffffff in the light theme, #141414 in the dark. */
  const renderSurfaces = () => renderTokens((token) => token.colorBgContainer);

  it('are light or dark as the system says from the first render, and follow its changes', () => {
    system = fakeSystemColorScheme(true);
    const seen = renderSurfaces();
    expect(seen).toEqual(['#141414']);
    act(() => {
      system?.set(false);
    });
    expect(seen).toEqual(['#141414', '#ffffff']);
  });

  it('follow the pick in the theme switch over the system’s setting', () => {
    system = fakeSystemColorScheme(false);
    const seen = renderSurfaces();
    act(() => {
      chooseColorScheme('dark');
    });
    act(() => {
      system?.set(true);
      system?.set(false);
    });
    act(() => {
      chooseColorScheme('light');
    });
    expect(seen).toEqual(['#ffffff', '#141414', '#ffffff']);
  });

  it('keep the reduced motion in the dark theme', () => {
    system = fakeSystemColorScheme(true);
    const motion = systemMotionSetting(true);
    try {
      expect(renderTokens((token) => [token.colorBgContainer, token.motion])).toEqual([['#141414', false]]);
    } finally {
      motion.restore();
    }
  });
});

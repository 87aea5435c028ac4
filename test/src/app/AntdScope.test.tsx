import { act, render } from '@testing-library/react';
import { theme } from 'antd';
import { IntlProvider } from 'react-intl';
import { AntdScope } from '../../../src/app/AntdScope';

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

/** Renders the scope and answers whether antd's motion was on at each render of its content. */
function renderMotion(): boolean[] {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(theme.useToken().token.motion);
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

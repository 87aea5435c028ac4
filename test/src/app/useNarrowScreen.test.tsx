import { act, render } from '@testing-library/react';
import { theme } from 'antd';
import { SCREEN_MD_PX, useNarrowScreen } from '../../../src/app/useNarrowScreen';
import { appTheme } from '../../../src/app/theme';

/** Renders the hook and answers what each render saw. */
function renderNarrowScreen(): boolean[] {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useNarrowScreen());
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('useNarrowScreen', () => {
  const desktopWidth = window.innerWidth;
  const jsdomMatchMedia = window.matchMedia.bind(window);

  afterEach(() => {
    Object.assign(window, { innerWidth: desktopWidth, matchMedia: jsdomMatchMedia });
  });

  it("knows a phone's width from the first render, so no desktop layout is drawn first", () => {
    Object.assign(window, { innerWidth: 360 });
    expect(renderNarrowScreen()).toEqual([true]);
  });

  it("knows a desktop's width from the first render", () => {
    Object.assign(window, { innerWidth: 1280 });
    expect(renderNarrowScreen()).toEqual([false]);
  });

  it('follows the window past the breakpoint', () => {
    const listeners = new Set<() => void>();
    Object.assign(window, {
      innerWidth: 1280,
      matchMedia: (query: string) => ({
        media: query,
        // The live answer, as a real MediaQueryList's.
        get matches() {
          return jsdomMatchMedia(query).matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }),
    });
    const seen = renderNarrowScreen();
    act(() => {
      Object.assign(window, { innerWidth: 600 });
      for (const listener of listeners) listener();
    });
    expect(seen).toEqual([false, true]);
  });

  it("breaks where antd's md breakpoint does, under the app's theme", () => {
    expect(SCREEN_MD_PX).toBe(theme.getDesignToken(appTheme).screenMD);
  });
});

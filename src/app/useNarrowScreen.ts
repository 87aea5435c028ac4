// Whether the screen is narrower than antd's `md` breakpoint (a phone), right from the first render.
//
// antd's Grid.useBreakpoint() knows nothing on its first render (its screens are filled by a layout effect),
// so a page that chose its layout from it drew the desktop one first, then the phone one at once: on a phone the
// applications list built, measured and threw away a whole table before its first paint. matchMedia answers
// synchronously, and useSyncExternalStore keeps the answer current as the window is resized or turned.
import { useSyncExternalStore } from 'react';

/**
 * antd's `screenMD` token, the width from which a screen is not a phone; written here so that the list, drawn
 * without antd, need not load antd to know it (test/src/app/useNarrowScreen.test.tsx checks it against antd's).
 */
export const SCREEN_MD_PX = 768;

/** antd's own query for `md` and up. */
const WIDE_QUERY = `(min-width: ${String(SCREEN_MD_PX)}px)`;

function subscribe(onChange: () => void): () => void {
  const wide = window.matchMedia(WIDE_QUERY);
  wide.addEventListener('change', onChange);
  return () => {
    wide.removeEventListener('change', onChange);
  };
}

/** Whether the screen is a phone's right now (outside React: a module deciding what to download). */
export function isNarrowScreen(): boolean {
  return !window.matchMedia(WIDE_QUERY).matches;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrowScreen);
}

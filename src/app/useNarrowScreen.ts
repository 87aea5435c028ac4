// Whether the screen is narrower than antd's `md` breakpoint (a phone), right from the first render.
//
// antd's Grid.useBreakpoint() knows nothing on its first render (its screens are filled by a layout effect),
// so a page that chose its layout from it drew the desktop one first, then the phone one at once: on a phone the
// applications list built, measured and threw away a whole table before its first paint. matchMedia answers
// synchronously, and useSyncExternalStore keeps the answer current as the window is resized or turned.
import { theme } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';

export function useNarrowScreen(): boolean {
  const { token } = theme.useToken();
  // antd's own query for `md` and up.
  const wideQuery = `(min-width: ${String(token.screenMD)}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const wide = window.matchMedia(wideQuery);
      wide.addEventListener('change', onChange);
      return () => {
        wide.removeEventListener('change', onChange);
      };
    },
    [wideQuery],
  );
  return useSyncExternalStore(subscribe, () => !window.matchMedia(wideQuery).matches);
}

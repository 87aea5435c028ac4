// Whether the person asked their system for less motion (`prefers-reduced-motion: reduce`): antd's transitions
// (dialogs zooming, drawers sliding, messages dropping in) are then turned off, as the app's own stylesheet
// already does for its spinner, skeletons and notices. The answer follows the setting while the page is open.
import { useSyncExternalStore } from 'react';

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const reduce = window.matchMedia(REDUCE_QUERY);
  reduce.addEventListener('change', onChange);
  return () => {
    reduce.removeEventListener('change', onChange);
  };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCE_QUERY).matches;
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}

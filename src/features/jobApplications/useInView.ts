import { useEffect, type RefObject } from 'react';

export interface InViewOptions {
  /** How near the viewport counts as in view. */
  readonly rootMargin?: string;
  /**
   * Without IntersectionObserver: whether the element counts as in view at once (a row that must load its
   * data) or never (a sentinel whose button does the same job, which would otherwise show every page in turn).
   */
  readonly withoutObserver?: 'inView' | 'never';
}

/**
 * Calls `onEnter` each time the element comes into view (or near it, within `rootMargin`), so a list loads
 * its rows as they are scrolled to. A new `onEnter` observes the element afresh, which calls it again at once
 * if the element is still in view.
 */
export function useInView(
  ref: RefObject<Element | null>,
  onEnter: () => void,
  { rootMargin = '200px', withoutObserver = 'inView' }: InViewOptions = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      if (withoutObserver === 'inView') onEnter();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEnter();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, onEnter, rootMargin, withoutObserver]);
}

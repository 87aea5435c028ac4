import { useEffect, type RefObject } from 'react';

/**
 * Calls `onEnter` each time the element comes into view (or near it, within `rootMargin`), so a list loads
 * its rows as they are scrolled to. Without IntersectionObserver every element counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, onEnter: () => void, rootMargin = '200px'): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      onEnter();
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
  }, [ref, onEnter, rootMargin]);
}

// After a change of page, the focus must not be left on nothing: the focused control went with the former
// page (a sign-in button, a link of a list), and the browser would start the next Tab from wherever that
// control stood. The main landmark takes the focus then, so the next Tab goes to the new page's first control
// and a screen reader reads the new page from its start. A page that puts the focus somewhere itself (a form's
// first field) keeps it, and the first page of a visit leaves the focus alone, so its first Tab is the skip link.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useFocusMainWhenLost(mainId: string): void {
  const { pathname } = useLocation();
  // The path the visit started on, until the first change of page (then null). Compared, not counted: React's
  // strict mode runs the effect of the first render twice.
  const startPath = useRef<string | null>(pathname);

  useEffect(() => {
    if (pathname === startPath.current) return;
    startPath.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}

import { useEffect, useRef } from 'react';

/**
 * After a client-side page change, moves focus to the main landmark so screen
 * readers start reading the new page, and shows its top (or its #anchor).
 * Nothing happens on the first page load.
 * (Scroll position restoration per path belongs to the scroll machine of the
 * site-wide behaviours issue, which replaces the scrolling part here.)
 */
export function useNavigationFocus(path: string) {
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(path);
  useEffect(() => {
    if (previousPath.current === path) return;
    previousPath.current = path;
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [path]);
  return mainRef;
}

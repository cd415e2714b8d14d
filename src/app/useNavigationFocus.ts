import { useEffect, useRef } from 'react';
import { moveFocus } from '../lib/moveFocus';

/**
 * After a client-side page change, moves focus to the main landmark so screen
 * readers start reading the new page (without scrolling: where the page opens
 * is the scroll restoration machine's decision). Nothing happens on the first
 * page load.
 */
export function useNavigationFocus(path: string) {
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(path);
  useEffect(() => {
    if (previousPath.current === path) return;
    previousPath.current = path;
    moveFocus(mainRef.current, 'navigation: to the main content', { preventScroll: true });
  }, [path]);
  return mainRef;
}

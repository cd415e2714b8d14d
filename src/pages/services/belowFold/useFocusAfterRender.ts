import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus for a machine's focus action (the advisor's next question, the quote's
 * step heading): the action runs while the machine takes the event, before
 * React has rendered what the new state shows. It names the element's id; the
 * element is focused after the next commit of the component that calls this
 * hook, which re-renders on that state change. No timer, so a page's fake
 * clock in the browser tests does not hold it back.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (id === null) return;
    pending.current = null;
    document.getElementById(id)?.focus();
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}

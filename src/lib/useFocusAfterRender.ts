import { useCallback, useEffect, useRef } from 'react';

type Focus = (element: HTMLElement | null) => void;

/**
 * Focus for a machine's focus action (the advisor's next question, the quote's
 * step heading, the contact form's send button after sending): the action runs while the machine takes the event, before
 * React has rendered what the new state shows. It names the element's id and
 * how to focus it (`(element) => moveFocus(element, purpose)`); that runs after
 * the next commit of the component that calls this hook, which must re-render
 * on that state change. No timer, so a page's fake clock in the browser tests
 * does not hold it back.
 */
export function useFocusAfterRender(): (id: string, focus: Focus) => void {
  const pending = useRef<{ id: string; focus: Focus } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (target === null) return;
    pending.current = null;
    target.focus(document.getElementById(target.id));
  });
  return useCallback((id: string, focus: Focus) => {
    pending.current = { id, focus };
  }, []);
}

/**
 * The one DOM effect of the FAQ: collapsed answers use `hidden="until-found"`,
 * so the browser's find-in-page (and links to a text fragment) can reach text in
 * a collapsed answer. The browser then fires `beforematch`, and the accordion
 * opens that item. React 19 renders `hidden` only as a boolean, so the value is
 * set here, after React has rendered `hidden=""`, and by the prerender in the
 * HTML (elements marked `data-hidden-until-found`, scripts/prerender.mjs), so
 * find-in-page reaches them before the accordion has hydrated too; browsers
 * without support treat it as plain `hidden`.
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useHiddenUntilFound(ref: RefObject<HTMLElement | null>, collapsed: boolean, onFound: () => void): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (collapsed) element.setAttribute('hidden', 'until-found');
    element.addEventListener('beforematch', onFound);
    return () => element.removeEventListener('beforematch', onFound);
  }, [ref, collapsed, onFound]);
}

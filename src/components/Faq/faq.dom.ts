/**
 * Collapsed parts (the process timeline's steps, the video transcripts; the FAQ
 * itself is `<details>`, see below) use `hidden="until-found"`, so the browser's
 * find-in-page (and links to a text fragment) can reach text in a collapsed part.
 * The browser then fires `beforematch`, and the part opens. React 19 renders
 * `hidden` only as a boolean, so the value is set here, after React has rendered
 * `hidden=""`, and by the prerender in the HTML (elements marked
 * `data-hidden-until-found`, scripts/prerender.mjs), so find-in-page reaches them
 * before the part has hydrated too; browsers without support treat it as plain `hidden`.
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

/**
 * What the FAQ reads from the page. The accordion is `<details name>` markup,
 * so the browser opens answers itself before the code arrives (a tap) and at
 * any time (find-in-page or a link to a text fragment reaches text in a closed
 * answer and opens its `<details>`). The accordion asks the page which item
 * that left open when it hydrates.
 */

/** The attribute that names an item's id on its `<details>`. */
export const faqItemIdAttribute = 'data-item-id';

/** The id of the item the page shows open inside `container` (the browser keeps at most one open per name), or null. */
export function openItemInPage(container: HTMLElement | null): string | null {
  return container?.querySelector(`details[open][${faqItemIdAttribute}]`)?.getAttribute(faqItemIdAttribute) ?? null;
}

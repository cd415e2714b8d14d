/**
 * Clicks on a deferred part's controls that come before the part has hydrated
 * (its code still on the way). React drops those; the page keeps them here and
 * the part claims them when it has hydrated. A control takes part by carrying
 * `data-early-click` and an id.
 */
const clickedEarly = new Set<string>();
const hydrated = new Set<string>();

/** Called once in the browser, before hydration. */
export function recordEarlyClicks(target: Document): void {
  target.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[data-early-click][id]') : null;
      if (control && !hydrated.has(control.id)) clickedEarly.add(control.id);
    },
    true,
  );
}

/** Called by the part once it has hydrated: true if its control was clicked before. */
export function claimEarlyClick(id: string): boolean {
  hydrated.add(id);
  return clickedEarly.delete(id);
}

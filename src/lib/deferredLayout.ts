/**
 * Deferred layout of a long page, opt-in per page (the services pages: issue 28, docs/decisions.md
 * "Deferred layout: opt-in for the services pages").
 *
 * A page opts in by marking its sections (`deferredLayout` props, given by Section inside
 * `DeferredLayoutSections`). The prerender sees the marks (`layoutAttributeFor`) and writes
 * `<html data-layout="deferrable">`; the boot script, inline in <head>, turns that into "deferred"
 * before the body is parsed. While the page loads, a marked section then has
 * `content-visibility: auto` (src/styles/global.css): the browser lays out only what is near the
 * viewport, instead of the whole page in one long task after the first paint. Once the page has
 * hydrated, `layOutGradually` (./layOutGradually.ts, started by `DeferredLayoutSections`, so only
 * that page's code carries it) lays the sections out one per task, top to bottom, and marks the
 * document complete. From there on the page is plain CSS again, so page height, anchors, the
 * reading progress and axe's contrast checks see the real layout. Code that scrolls to a measured
 * position calls `layOutNow` first. Without JavaScript nothing is deferred: the estimated heights
 * of skipped sections would put anchors in the wrong place. Every other page never carries the
 * attribute and never waits.
 *
 * Browser-only, but for `layoutAttributeFor` (the prerender's): call these from effects, actions
 * or the boot script, never during render.
 */

const DEFERRED_ATTRIBUTE = 'data-deferred-layout';
/** Marks an element whose layout may wait; it needs an id (the step rules name it). */
export const deferredLayout = { [DEFERRED_ATTRIBUTE]: '' } as const;

export const DEFERRED_SELECTOR = `[${DEFERRED_ATTRIBUTE}]`;
/**
 * `<html data-layout>`: "deferrable" in the HTML of a page that opts in, "deferred" once the boot
 * script has run, "complete" once every deferred element is laid out (a hook for CSS and tests).
 */
export const LAYOUT_DEFERRABLE = 'deferrable';
const LAYOUT_DEFERRED = 'deferred';
export const LAYOUT_COMPLETE = 'complete';

/** For the prerender: the attribute `<html>` carries for a page with this markup (empty unless it opts in). */
export const layoutAttributeFor = (html: string): string => (html.includes(` ${DEFERRED_ATTRIBUTE}=""`) ? ` data-layout="${LAYOUT_DEFERRABLE}"` : '');

/**
 * From the boot script, before the body is parsed: a page that opts in defers its sections' layout,
 * but not when its address names a place on the page (a link to #faq): the browser scrolls there
 * on the real layout, where an estimate above it would put the section a screen or more below the
 * top. A link within the page tapped before the code came lays the page out before the browser
 * follows it, for the same reason. (Not a `:has(:target)` rule: a `:has()` on <html> restyles the
 * whole document at every change of the page, which cost the services page's taps 15-50 ms at 4x.)
 */
export function deferLayout(doc: Document, hash = doc.location?.hash ?? ''): void {
  const root = doc.documentElement;
  if (root.dataset.layout !== LAYOUT_DEFERRABLE) return;
  if (hash) {
    root.dataset.layout = LAYOUT_COMPLETE;
    return;
  }
  root.dataset.layout = LAYOUT_DEFERRED;
  doc.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[href^="#"]')) layOutNow(doc);
  }, true);
}

/** Whether the page's sections are waiting for their layout. */
export const isLayoutDeferred = (doc: Document = document): boolean => doc.documentElement.dataset.layout === LAYOUT_DEFERRED;

/** Lays out every deferred element at once (one layout): from code that measures or scrolls the page. */
export function layOutNow(doc: Document = document): void {
  if (isLayoutDeferred(doc)) doc.documentElement.dataset.layout = LAYOUT_COMPLETE;
}

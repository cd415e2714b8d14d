import type { RevealEvent } from '../../machines/scrollReveal';

/**
 * One IntersectionObserver for every revealed element. It turns observations
 * into the machine's events: the first report of an element is REVEAL.MEASURE
 * (has the visitor reached it: on the screen, or above it), and every report of it within
 * `enterMargin` below the viewport or in it is REVEAL.ENTER.
 *
 * Why not the spec's "10 % visible, -50 px margin" (issue 26): 10 % of a
 * section's content block 3,000 px tall is 300 px, so half a screen stayed
 * blank while scrolling, and a part stopped within 50 px of the edge stayed
 * invisible. Entering a little before it is in view, the fade is already
 * running when the visitor sees it.
 *
 * Elements entering in the same report are numbered in document order, which
 * is the stagger: a row of cards appears one after the other, whichever row it is.
 */
type Report = (event: RevealEvent) => void;

/** Starts the reveal while the element is still 10 % of the viewport's height below it (top, right, bottom, left). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin, not text
const enterMargin = '0px 0px 10% 0px';
const reports = new Map<Element, Report>();
const measured = new WeakSet<Element>();
let observer: IntersectionObserver | undefined;

interface Viewport {
  width: number;
  height: number;
}

/**
 * Whether the visitor has reached the element: any part of it on screen, or above the screen. One
 * scrolled past before its code arrived (a fast fling while its part hydrated) stays visible: hidden,
 * it would only fade in on the way back up, and meanwhile be invisible text the browser's
 * find-in-page still finds.
 */
function isReached({ boundingClientRect: rect }: IntersectionObserverEntry, viewport: Viewport): boolean {
  return rect.top < viewport.height && rect.right > 0 && rect.left < viewport.width;
}

const inDocumentOrder = (a: IntersectionObserverEntry, b: IntersectionObserverEntry) =>
  a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function onReport(entries: IntersectionObserverEntry[]): void {
  let order = 0;
  // The viewport's size, read at most once per report and only when an element is measured (later
  // reports, while scrolling, need none): each report restyles its element, and reading the size
  // after a restyle makes the browser lay the page out again, once per element (long tasks on a
  // slow phone).
  let viewport: Viewport | undefined;
  // The browser lists entries in the order elements were first observed; the stagger follows the page.
  for (const entry of [...entries].sort(inDocumentOrder)) {
    const report = reports.get(entry.target);
    if (!report) continue;
    if (!measured.has(entry.target)) {
      measured.add(entry.target);
      viewport ??= { width: window.innerWidth, height: window.innerHeight };
      report({ type: 'REVEAL.MEASURE', reached: isReached(entry, viewport) });
    }
    if (entry.isIntersecting) report({ type: 'REVEAL.ENTER', order: order++ });
  }
}

/** Watches an element until the returned function is called. Browser only. */
export function observeReveal(element: Element, report: Report): () => void {
  observer ??= new IntersectionObserver(onReport, { threshold: 0, rootMargin: enterMargin });
  reports.set(element, report);
  measured.delete(element);
  observer.observe(element);
  return () => {
    reports.delete(element);
    observer?.unobserve(element);
  };
}

import type { RevealEvent } from '../../machines/scrollReveal';

/**
 * One IntersectionObserver for every revealed element (spec: 10 % visible,
 * -50 px margin). It turns observations into the machine's events:
 * the first report of an element is REVEAL.MEASURE (is any part of it on the
 * screen right now, margin or not), and every report with 10 % in view is
 * REVEAL.ENTER. Elements entering in the same report are numbered in document order,
 * which is the stagger: a row of cards appears one after the other, whichever
 * row it is.
 */
type Report = (event: RevealEvent) => void;

const threshold = 0.1;
const reports = new Map<Element, Report>();
const measured = new WeakSet<Element>();
let observer: IntersectionObserver | undefined;

function isOnScreen({ boundingClientRect: rect }: IntersectionObserverEntry): boolean {
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

const inDocumentOrder = (a: IntersectionObserverEntry, b: IntersectionObserverEntry) =>
  a.target.compareDocumentPosition(b.target) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function onReport(entries: IntersectionObserverEntry[]): void {
  let order = 0;
  // The browser lists entries in the order elements were first observed; the stagger follows the page.
  for (const entry of [...entries].sort(inDocumentOrder)) {
    const report = reports.get(entry.target);
    if (!report) continue;
    if (!measured.has(entry.target)) {
      measured.add(entry.target);
      report({ type: 'REVEAL.MEASURE', onScreen: isOnScreen(entry) });
    }
    // (ratio a hair under the threshold: Chromium reports the crossing with rounding)
    if (entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99) report({ type: 'REVEAL.ENTER', order: order++ });
  }
}

/** Watches an element until the returned function is called. Browser only. */
export function observeReveal(element: Element, report: Report): () => void {
  observer ??= new IntersectionObserver(onReport, { threshold, rootMargin: '-50px' });
  reports.set(element, report);
  measured.delete(element);
  observer.observe(element);
  return () => {
    reports.delete(element);
    observer?.unobserve(element);
  };
}

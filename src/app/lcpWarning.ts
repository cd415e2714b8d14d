/**
 * Spec section 8, console-only: "LCP exceeds 2.5s threshold" as a warning when
 * the page's largest contentful paint comes later than 2.5 s (Google's limit
 * for a good LCP). Production only; started with the background tasks, after
 * hydration, so it costs no request of its own (src/app/backgroundTasks.ts).
 * The observer is buffered: the paints before it started are reported too.
 */
export const LCP_THRESHOLD_MS = 2500;
export const LCP_WARNING = 'LCP exceeds 2.5s threshold';

/** What the check reads of a `largest-contentful-paint` entry. */
export interface LcpCandidate {
  /** When it was painted (its render time, or its load time where that is hidden), ms since navigation. */
  startTime: number;
  element?: Element | null;
}

/** Told the first candidate past the threshold. */
export type LcpWarn = (late: LcpCandidate) => void;

/** The warning on the console: the spec's text, the time, and the element (clickable in the browser's console). */
export const warnOnConsole: LcpWarn = ({ startTime, element }) =>
  console.warn(`${LCP_WARNING}: ${(startTime / 1000).toFixed(2)} s`, ...(element ? [element] : []));

/**
 * The decision, apart from the browser. LCP candidates arrive in time order,
 * each larger than the one before, and the page's LCP is the last one: once a
 * candidate is past the threshold, the final LCP is too, so the first such
 * candidate warns, once. Returns whether it has warned (and watching can stop).
 */
export function createLcpCheck(warn: LcpWarn): (entries: readonly LcpCandidate[]) => boolean {
  let warned = false;
  return (entries) => {
    if (warned) return true;
    const late = entries.find((entry) => entry.startTime > LCP_THRESHOLD_MS);
    if (!late) return false;
    warned = true;
    warn(late);
    return true;
  };
}

interface ObserverLike {
  observe(options: { type: string; buffered: boolean }): void;
  disconnect(): void;
}
type ObserverConstructor = {
  new (callback: (list: { getEntries(): LcpCandidate[] }) => void): ObserverLike;
  readonly supportedEntryTypes?: readonly string[];
};

/** Watches the page's LCP and warns on the console when it is late. Nothing where the browser does not report LCP. */
export function watchLargestContentfulPaint(
  Observer: ObserverConstructor | undefined = globalThis.PerformanceObserver as ObserverConstructor | undefined,
  warn: LcpWarn = warnOnConsole,
): void {
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  const check = createLcpCheck(warn);
  const observer = new Observer((list) => {
    if (check(list.getEntries())) observer.disconnect();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

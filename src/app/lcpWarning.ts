/**
 * Spec section 8, console-only: "LCP exceeds 2.5s threshold" as a warning when
 * the page's largest contentful paint comes later than 2.5 s (Google's limit
 * for a good LCP). Production only; started with the background tasks, after
 * hydration, so it costs no request of its own (src/app/backgroundTasks.ts),
 * only a few bytes at load. The observer is buffered: the paints before it
 * started are reported too.
 */
export const LCP_THRESHOLD_MS = 2500;
export const LCP_WARNING = 'LCP exceeds 2.5s threshold';
const LCP = 'largest-contentful-paint';

/** What the check reads of a `largest-contentful-paint` entry: when it was painted, ms since navigation. */
export interface LcpCandidate {
  startTime: number;
}

/** Told the first candidate past the threshold. */
export type LcpWarn = (late: LcpCandidate) => void;

/** The warning on the console: the spec's text and the time. */
export const warnOnConsole: LcpWarn = ({ startTime }) => console.warn(`${LCP_WARNING}: ${Math.round(startTime)} ms`);

interface ObserverLike {
  observe(options: { type: string; buffered: boolean }): void;
  disconnect(): void;
}
type ObserverConstructor = {
  new (callback: (list: { getEntries(): LcpCandidate[] }) => void): ObserverLike;
  readonly supportedEntryTypes?: readonly string[];
};

/**
 * Watches the page's LCP and warns when it is late; nothing where the browser
 * does not report LCP. Candidates arrive in time order, each larger than the
 * one before, and the page's LCP is the last one: once a candidate is past the
 * threshold the final LCP is too, so the first such candidate warns and
 * watching stops (so it warns once).
 */
export function watchLargestContentfulPaint(
  Observer: ObserverConstructor | undefined = globalThis.PerformanceObserver as ObserverConstructor | undefined,
  warn: LcpWarn = warnOnConsole,
): void {
  if (!Observer?.supportedEntryTypes?.includes(LCP)) return;
  const observer = new Observer((list) => {
    const late = list.getEntries().find((entry) => entry.startTime > LCP_THRESHOLD_MS);
    if (!late) return;
    observer.disconnect();
    warn(late);
  });
  observer.observe({ type: LCP, buffered: true });
}

/**
 * Messages from the page to the service worker. Page loads are saved by the
 * worker as they happen; pages opened by client-side navigation never reach it
 * as a request, so the page reports them, and the worker saves them too.
 */
export interface PageVisitedMessage {
  type: 'PAGE.VISITED';
  /** The path of the page, without query or hash. */
  path: string;
}

export function pageVisited(path: string): PageVisitedMessage {
  return { type: 'PAGE.VISITED', path };
}

/** The absolute URL of a reported page, or null for anything that is not a same-origin page report. */
export function visitedPageUrl(data: unknown, origin: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as Partial<PageVisitedMessage>;
  if (type !== 'PAGE.VISITED' || typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.origin}${url.pathname}` : null;
}

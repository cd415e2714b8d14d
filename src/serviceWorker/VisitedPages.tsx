import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { resolvePath } from '../routing/resolve';

/**
 * Reports every page the visitor opens by client-side navigation to the
 * service worker, which saves it for offline use. Renders nothing (also on the
 * server, so the prerendered and the hydrated tree have the same shape).
 */
export function VisitedPages() {
  const [location] = useLocation();
  useEffect(() => {
    // Production only, like the worker itself (see entry-client.tsx).
    if (!import.meta.env.PROD) return;
    // Redirecting paths are reported once they have become the canonical one.
    // The registration module is loaded after the page anyway (see entry-client.tsx).
    if (resolvePath(location).kind !== 'redirect') void import('./register').then(({ reportVisitedPage }) => reportVisitedPage(location));
  }, [location]);
  return null;
}

import type { I18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import type { PageMeta } from '../seo/head';
import { when } from '../islands/when';

/**
 * Keeps the head right on client-side navigation. The prerendered HTML already
 * carries the first page's head, so nothing renders here, and the code that
 * builds a head (its own chunk, with each page's structured data behind it) loads
 * only when the visitor goes to another page.
 */
export function DocumentHead({ path, i18n, meta }: { path: string; i18n: I18n; meta: PageMeta }) {
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    if (first && prerenderedHeadIsFor(path)) return;
    return when().load(
      () => import('../seo/applyPageHead'),
      ({ applyPageHead }) => void applyPageHead(path, i18n, meta),
      (error) => console.warn('The page head could not be updated:', error),
    );
  }, [path, i18n, meta]);
  return null;
}

/**
 * Whether the head in the document is already this path's: its canonical link
 * names the path. A host without redirects may serve another page's HTML (the
 * 404 page for an alias the app then redirects), and a 404 head has no
 * canonical link; both get their head built.
 */
function prerenderedHeadIsFor(path: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical !== null && new URL(canonical.href).pathname === path;
}

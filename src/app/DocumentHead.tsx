import type { I18n } from '@lingui/core';
import { useEffect, useRef } from 'react';
import type { PageMeta } from '../seo/head';

/**
 * Keeps the head right on client-side navigation. The prerendered HTML already
 * carries the first page's head, so nothing renders here, and the code that
 * builds a head (its own chunk) loads only when the visitor goes to another page.
 */
export function DocumentHead({ path, i18n, meta }: { path: string; i18n: I18n; meta: PageMeta }) {
  const firstPath = useRef(path);
  useEffect(() => {
    if (path === firstPath.current && document.title !== '') return; // the prerendered head is this page's
    firstPath.current = '';
    let current = true;
    import('../seo/applyPageHead')
      .then(({ applyPageHead }) => (current ? applyPageHead(path, i18n, meta) : undefined))
      .catch((error: unknown) => console.warn('The page head could not be updated:', error));
    return () => {
      current = false;
    };
  }, [path, i18n, meta]);
  return null;
}

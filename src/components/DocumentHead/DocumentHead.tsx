import type { I18n } from '@lingui/core';
import { useEffect } from 'react';
import type { PageModule } from '../../pages/registry';

/**
 * Keeps the head right on client-side navigation. The prerendered HTML already
 * carries the first page's head, so nothing renders here, and the code that
 * builds a head loads only after the page is interactive.
 */
export function DocumentHead({ path, i18n, page }: { path: string; i18n: I18n; page: PageModule }) {
  useEffect(() => {
    let current = true;
    import('../../seo/applyPageHead')
      .then(({ applyPageHead }) => {
        if (current) applyPageHead(path, i18n, page);
      })
      .catch((error: unknown) => console.warn('The page head could not be updated:', error));
    return () => {
      current = false;
    };
  }, [path, i18n, page]);
  return null;
}

import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo } from 'react';

/**
 * Gives the page's i18n to Lingui's hooks and components. Each page and
 * language has its own i18n that never changes (src/app/pageRegistry.ts), so
 * the context follows the instance passed in. Lingui's own I18nProvider keeps
 * its first instance until the locale changes, so a client-side move to
 * another page in the same language would render that page's text with the
 * previous page's catalog: message IDs instead of words.
 */
export function PageI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { translate } from '../../i18n/translate';
import { Hero } from '../Hero/Hero';
import type { LegalPageContent } from './legalContent';

/**
 * The shape shared by privacy, imprint, terms and accessibility: the hero, then the body (each
 * page's `LegalBody` in an island of its own, with its own catalog: static text, hydrated only
 * when touched, so the page's first load carries only the hero's words).
 */
export function LegalPage({ content, children }: { content: LegalPageContent; children: ReactNode }) {
  const { i18n } = useLingui();
  const values = content.values(i18n);
  return (
    <>
      <Hero
        badge={translate(i18n, content.hero.badge, values)}
        badgeLang={content.hero.badgeLang}
        title={translate(i18n, content.hero.title, values)}
        description={translate(i18n, content.hero.description, values)}
        tone="document"
      />
      {children}
    </>
  );
}

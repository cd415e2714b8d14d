import { useLingui } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';
import { translate } from '../../i18n/translate';
import type { LegalPageId } from '../../routing/routes';
import { legalHeroes } from './heroes';
import { LegalBodyIsland } from './LegalBodyIsland';

/**
 * The route component of the four legal pages (privacy, imprint, terms, accessibility): the page's
 * hero (heroes.ts, in the page catalog), then its body (belowFold/{page}.ts) in an island with its
 * own catalog: static text, hydrated only when touched (a click, a focus; its links work before),
 * so the page's first load carries only the hero's words.
 */
export function LegalPage({ page }: { page: LegalPageId }) {
  const { i18n } = useLingui();
  const { hero, values: valuesFor } = legalHeroes[page];
  const values = valuesFor(i18n);
  return (
    <>
      <Hero
        badge={translate(i18n, hero.badge, values)}
        badgeLang={hero.badgeLang}
        title={translate(i18n, hero.title, values)}
        description={translate(i18n, hero.description, values)}
        tone="document"
      />
      <LegalBodyIsland page={page} hydrate="interaction" />
    </>
  );
}

import { createElement } from 'react';
import type { LegalPageId } from '../../routing/routes';
import type { PageModule } from '../pageModule';
import { legalHeroes } from './heroes';
import { LegalPage } from './LegalPage';

const legalPage = (page: LegalPageId): PageModule => ({ default: () => createElement(LegalPage, { page }), meta: legalHeroes[page].meta });

/** The four legal pages as the page registry loads them: one route component, each page's text as data. */
export const legalPages: Record<LegalPageId, PageModule> = {
  privacy: legalPage('privacy'),
  imprint: legalPage('imprint'),
  terms: legalPage('terms'),
  accessibility: legalPage('accessibility'),
};

import { island } from '../../../islands/island';

/** The quick quote wizard as an island: step 1 is prerendered; the wizard (and, once used, its sending code) loads near the viewport. */
export const QuickQuoteIsland = island(() => import('./QuickQuote').then((module) => module.QuickQuote));

import { islandText } from '../../../i18n/islandText';
import { pageCatalog } from '../../../i18n/pageCatalogs';
import { island } from '../../../islands/island';

/**
 * The responsive preview as an island: hydrated near the viewport, with the
 * home page's catalog (the same file the home page loads), since it shows the
 * home page's hero in the home page's words.
 */
export const ResponsivePreviewIsland = island(() => import('./ResponsivePreview').then((module) => module.ResponsivePreview), {
  text: islandText(pageCatalog('home')),
});

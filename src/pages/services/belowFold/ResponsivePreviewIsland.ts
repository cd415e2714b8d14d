import type { Messages } from '@lingui/core';
import { islandText } from '../../../i18n/islandText';
import { island } from '../../../islands/island';

/**
 * The responsive preview as an island: hydrated near the viewport, with the
 * home page's catalog (the same file the home page loads), since it shows the
 * home page's hero in the home page's words.
 */
export const ResponsivePreviewIsland = island(() => import('./ResponsivePreview').then((module) => module.ResponsivePreview), {
  text: islandText(import.meta.glob<{ messages: Messages }>('../../../locales/*/pages/home.po')),
});

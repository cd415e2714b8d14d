import type { I18n, Messages } from '@lingui/core';
import { type IslandText, islandText } from './islandText';

/**
 * The text of the part of a page below its first screen: the code in
 * src/pages/{page}/belowFold/ is one island whose catalog is
 * src/locales/{locale}/belowFold/{page}.po (lingui.config.ts). A visitor who
 * never scrolls down loads neither; the page's own catalog carries only what
 * the first screen shows.
 */
const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*/belowFold/*.po');

const texts = new Map<string, IslandText>();

/** The below-the-fold text of a page folder (its name under src/pages/), one instance per page. */
export function belowFoldText(page: string): IslandText {
  let text = texts.get(page);
  if (!text) {
    const suffix = `/belowFold/${page}.po`;
    text = islandText(Object.fromEntries(Object.entries(catalogFiles).filter(([file]) => file.endsWith(suffix))));
    texts.set(page, text);
  }
  return text;
}

/** The page's i18n with its below-the-fold text added: for code outside the island that quotes it (structured data). */
export async function withBelowFoldText(page: string, pageI18n: I18n): Promise<I18n> {
  const text = belowFoldText(page);
  return text.i18nFor(pageI18n, await text.load(pageI18n.locale));
}

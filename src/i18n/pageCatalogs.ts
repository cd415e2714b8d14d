import type { Messages } from '@lingui/core';
import type { CatalogFiles } from './islandText';

/**
 * Each page's text: one catalog per page folder and language (src/locales/{locale}/pages/{folder}.po),
 * each its own chunk. The page registry loads a page's with its code (src/app/pageRegistry.ts); a
 * part that quotes another page's text loads that one (the services page's preview of the home
 * page, the offline outbox's toasts in the contact page's words).
 */
const pageCatalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*/pages/*.po');

/** A page folder's catalog files, one per language: an island's own text (islandText). */
export function pageCatalog(folder: string): CatalogFiles {
  const suffix = `/pages/${folder}.po`;
  return Object.fromEntries(Object.entries(pageCatalogFiles).filter(([file]) => file.endsWith(suffix)));
}

/** A page folder's messages in one language (none where it has no catalog). */
export async function pageMessages(locale: string, folder: string): Promise<Messages> {
  const load = pageCatalogFiles[`../locales/${locale}/pages/${folder}.po`];
  return load ? (await load()).messages : {};
}

import type { I18n } from '@lingui/core';
import { resolvePath } from '../routing/resolve';
import { applyHead } from './applyHead';
import type { PageMeta } from './head';
import { pageHeadFor } from './pageHeadFor';

/**
 * Computes a page's head and puts it into the document (client-side navigation).
 * Its own chunk: the first page's head is already in the prerendered HTML, so
 * the head and structured-data code is not needed before the page is interactive.
 */
export async function applyPageHead(path: string, i18n: I18n, meta: PageMeta): Promise<void> {
  const resolution = resolvePath(path);
  if (resolution.kind !== 'redirect') applyHead(await pageHeadFor(resolution, i18n, meta));
}

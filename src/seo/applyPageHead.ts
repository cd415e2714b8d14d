import type { I18n } from '@lingui/core';
import type { PageModule } from '../pages/registry';
import { resolvePath } from '../routing/resolve';
import { applyHead } from './applyHead';
import { pageHeadFor } from './pageHeadFor';

/**
 * Computes a page's head and puts it into the document (client-side navigation).
 * Its own chunk: the first page's head is already in the prerendered HTML, so
 * the head and structured-data code is not needed before the page is interactive.
 */
export function applyPageHead(path: string, i18n: I18n, page: PageModule): void {
  const resolution = resolvePath(path);
  if (resolution.kind !== 'redirect') applyHead(pageHeadFor(resolution, i18n, page));
}

import type { I18n } from '@lingui/core';
import type { PageModule } from '../pages/registry';
import type { Resolution } from '../routing/resolve';
import { type HeadData, notFoundHead, pageHead } from './head';

/** The head of whatever a resolved URL shows: the same call on the server and in the browser. */
export function pageHeadFor(resolution: Resolution, i18n: I18n, module: PageModule): HeadData {
  return resolution.kind === 'page'
    ? pageHead(i18n, resolution.locale, resolution.page, module.meta)
    : notFoundHead(i18n, resolution.locale, module.meta);
}

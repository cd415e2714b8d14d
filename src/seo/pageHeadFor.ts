import type { I18n } from '@lingui/core';
import type { Resolution } from '../routing/resolve';
import { pathFor } from '../routing/routes';
import { type HeadData, type PageMeta, notFoundHead, pageHead } from './head';
import { absoluteUrl } from './siteUrl';

/** The head of whatever a resolved URL shows: the same call on the server and in the browser. */
export async function pageHeadFor(resolution: Resolution, i18n: I18n, meta: PageMeta): Promise<HeadData> {
  if (resolution.kind !== 'page') return notFoundHead(i18n, resolution.locale, meta);
  const { locale, page } = resolution;
  const build = await meta.structuredData?.();
  const extra = (await build?.({ i18n, locale, url: absoluteUrl(pathFor(page, locale)) })) ?? [];
  return pageHead(i18n, locale, page, meta, extra);
}

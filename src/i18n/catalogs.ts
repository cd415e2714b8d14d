import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createResourceCache } from '../lib/resource';
import type { Locale } from './locales';

// One chunk per language: a page downloads only its own language's catalog.
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

/**
 * One i18n instance per language instead of one global instance that is
 * re-activated: rendering never mutates shared state, on the server or in the browser.
 */
export const i18nCatalogs = createResourceCache<Locale, I18n>(async (locale) => {
  const { messages } = await catalogLoaders[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
});

import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createResourceCache } from '../lib/resource';

/** A catalog's files by path, one per language, as `import.meta.glob` returns them for `src/locales/{all}/sections/home.po`. */
export type CatalogFiles = Record<string, () => Promise<{ messages: Messages }>>;

/**
 * The text an island brings with its code: a catalog of its own (for example
 * the sections below a page's first screen, src/locales/{locale}/sections/),
 * so the page's catalog, loaded by every visitor, holds only what the first
 * screen shows. The island renders with an i18n holding the surrounding
 * page's messages and its own; each is made once and never changed, so
 * loading never emits a change into a part still waiting to hydrate.
 */
export interface IslandText {
  /** The messages of one language (loaded once). */
  load(locale: string): Promise<Messages>;
  /** The i18n for the part: `outer`'s messages and the island's. */
  i18nFor(outer: I18n, messages: Messages): I18n;
  /** Drops a failed load, so the next trigger tries again. */
  forgetFailure(locale: string): void;
  /** The catalog file of one language as the glob names it, without its leading `../` (`locales/en/belowFold/services.po`): the prerender finds its chunk. */
  source(locale: string): string | undefined;
}

export function islandText(files: CatalogFiles): IslandText {
  const fileOf = (locale: string) => Object.entries(files).find(([filePath]) => filePath.includes(`/${locale}/`));
  const catalogs = createResourceCache<string, Messages>(async (locale) => {
    const file = fileOf(locale);
    if (!file) throw new Error(`No ${locale} catalog among ${Object.keys(files).join(', ')}`);
    return (await file[1]()).messages;
  });
  const merged = new WeakMap<I18n, I18n>();
  return {
    load: (locale) => catalogs.load(locale),
    forgetFailure: (locale) => catalogs.forgetFailure(locale),
    source: (locale) => fileOf(locale)?.[0].replace(/^(\.\.?\/)+/, ''),
    i18nFor(outer, messages) {
      let i18n = merged.get(outer);
      if (!i18n) {
        i18n = setupI18n({ locale: outer.locale, messages: { [outer.locale]: { ...outer.messages, ...messages } } });
        merged.set(outer, i18n);
      }
      return i18n;
    },
  };
}

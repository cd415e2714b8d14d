import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { existsSync, readdirSync } from 'node:fs';

// English is the language the code is written in; German is the site's default
// language. Every locale, the source one included, is a PO file a translator edits.
/** Lead code outside src/pages/contact (rules, runtime, machines): its text belongs to the contact catalog, not to every page's. */
const contactCode = ['<rootDir>/src/contact/**', '<rootDir>/src/leads/**', '<rootDir>/src/machines/contactForm.ts', '<rootDir>/src/machines/contactSender.ts'];

/** Shared components that only one page's below-the-fold part shows: their text is in that part's catalog, not in every page's first one. */
const componentsBelowFold: Record<string, string[]> = { home: ['TestimonialCarousel'] };

/** Page folders with a below-the-fold part (src/pages/{page}/belowFold/). */
const pagesDir = new URL('./src/pages/', import.meta.url);
const belowFoldPages = readdirSync(pagesDir).filter((page) => existsSync(new URL(`${page}/belowFold/`, pagesDir)));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en', 'fr'],
  catalogs: [
    // The shell (header, footer, shared components, head): loaded on every page.
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/pages/**', ...contactCode, ...Object.values(componentsBelowFold).flat().map((name) => `<rootDir>/src/components/${name}/**`)],
    },
    // The contact page with its form, sender and outbox code, which live outside the page folder
    // (the service worker and every page's outbox use them too); the outbox loads this catalog
    // itself when it confirms a delivery on another page.
    {
      path: '<rootDir>/src/locales/{locale}/pages/contact',
      include: ['<rootDir>/src/pages/contact/', ...contactCode],
      exclude: ['<rootDir>/src/pages/contact/belowFold/**'],
    },
    // One catalog per page folder: a page loads only its own text...
    {
      path: '<rootDir>/src/locales/{locale}/pages/{name}',
      include: ['<rootDir>/src/pages/{name}/'],
      exclude: ['<rootDir>/src/pages/contact/**', '<rootDir>/src/pages/*/belowFold/**'],
    },
    // ...and the part below its first screen (one island, src/i18n/belowFoldText.ts) its own, loaded with it.
    // Listed from the folders: Lingui's {name} stands only for the last folder of a path.
    ...belowFoldPages.map((page) => ({
      path: `<rootDir>/src/locales/{locale}/belowFold/${page}`,
      include: [`<rootDir>/src/pages/${page}/belowFold/`, ...(componentsBelowFold[page] ?? []).map((name) => `<rootDir>/src/components/${name}/`)],
    })),
  ],
  // File names (not line numbers) as origins: translators see where a text is used,
  // and moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});

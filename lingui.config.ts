import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the language the code is written in; German is the site's default
// language. Every locale, the source one included, is a PO file a translator edits.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en', 'fr'],
  catalogs: [
    // The shell (header, footer, shared components, head): loaded on every page.
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/pages/**'],
    },
    // One catalog per page folder: a page loads only its own text.
    {
      path: '<rootDir>/src/locales/{locale}/pages/{name}',
      include: ['<rootDir>/src/pages/{name}/'],
    },
  ],
  // File names (not line numbers) as origins: translators see where a text is used,
  // and moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});

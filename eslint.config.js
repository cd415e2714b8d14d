import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'src/locales'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Machine actions declare their typed params as `_params` and are implemented by components.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui: pluginLingui },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...pluginLingui.configs['flat/recommended'].rules,
      // Every visible string, aria-label and meta text goes through Lingui.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // identifiers, CSS values, URLs, file names, ISO dates, schema.org types, ids
            '^(?![A-Z])\\S+$',
            '^[A-Z][a-zA-Z]+Page$',
            '^(WebSite|WebPage|ProfessionalService|Person|PostalAddress|City|OpeningHoursSpecification)$',
            '^https?://',
            '^[A-Z_]+(\\.[A-Z_]+)?$',
            '^[A-Z]{2}$',
            '^\\(.*\\)$', // media queries
            '^(no)?index, (no)?follow$', // robots directives
          ],
          ignoreNames: [
            { regex: { pattern: '^(className|id|type|href|hrefLang|lang|rel|src|srcSet|sizes|role|key|as|name|method|autoComplete|inputMode|target|fetchPriority|loading|decoding|data-.*|aria-(controls|describedby|labelledby|current|live|hidden|expanded|haspopup|modal))$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '^(@type|@id|@context|street|postalCode|city|region|country|personName|brandName|phone|phoneDisplay|email|accessibilityEmail|opens|closes|days|path|page|variant)$' } },
          ],
          ignoreFunctions: ['*.querySelector', '*.querySelectorAll', 'console.*', 'Error', 'Symbol', 'document.querySelector', 'document.getElementById', 'URLSearchParams', 'window.matchMedia', 'new Error', 'Intl.*'],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.has', 'Headers.get'],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
    },
  },
  {
    // Data and file formats, not prose: proper names, addresses, slugs, XML and robots.txt.
    files: ['src/business/**', 'src/routing/routes.ts', 'src/i18n/locales.ts', 'src/seo/siteUrl.ts', 'src/seo/searchEngineFiles.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // The service worker runs in its own global scope and shows no text (HTTP status texts and logs only).
    files: ['src/serviceWorker/worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

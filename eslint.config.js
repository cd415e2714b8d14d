import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Names a machine must not use: see the src/machines/** block below. */
function machineRestrictedGlobals() {
  const timers = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'setImmediate', 'clearImmediate'];
  // Side effects that Node shares with browsers, so globals['shared-node-browser'] would let them through.
  const shared = ['localStorage', 'sessionStorage', 'navigator', 'fetch', 'performance', 'PerformanceObserver', 'crypto', 'BroadcastChannel', 'WebSocket', 'MessageChannel'];
  const allowed = new Set([...Object.keys(globals['shared-node-browser']), ...Object.keys(globals.es2025)]);
  const browserOnly = Object.keys(globals.browser).filter((name) => !allowed.has(name));
  const timerMessage = 'Machines stay pure: use a delayed transition (after) or an invoked actor, so tests and the inspector control time.';
  const message = 'Machines stay pure: browser APIs belong in the component, which sends events or provides the action/actor.';
  return [
    ...timers.map((name) => ({ name, message: timerMessage })),
    ...[...new Set([...shared, ...browserOnly, 'globalThis'])].map((name) => ({ name, message })),
  ];
}

/**
 * The layers of src/, low to high: a file imports its own layer and the layers
 * below it, never one above (docs/decisions.md, "Imports only point down").
 * Every file under src/ belongs to one of them.
 * tests/unit/lintLayers.test.ts plants upward imports to prove the rule bites.
 */
export const layers = [
  // Data, rules and helpers that know no machine, component or page.
  { name: 'base', folders: ['business', 'content', 'contact', 'routing', 'i18n', 'lib', 'accessibility', 'devtools', 'assets', 'locales', 'styles'] },
  // Pure machines (see the src/machines/** block below).
  { name: 'machines', folders: ['machines'] },
  // What runs the page around the machines, without drawing it.
  { name: 'runtime', folders: ['islands', 'leads', 'seo', 'floating', 'boot', 'serviceWorker'] },
  { name: 'view', folders: ['components'] },
  { name: 'pages', folders: ['pages'] },
  // src/entry-client.tsx and src/entry-server.tsx beside src/app/ are the top too: nothing imports them.
  { name: 'app', folders: ['app'] },
];

/**
 * The places that load code late themselves: the page registry (a page's code and catalog), the
 * catalog loaders in src/i18n and the development-only inspector. Everywhere else, `import()` is
 * written only as the code handed to `island(…)` or `when(…)` (src/islands/), and `import.meta.glob`
 * not at all (docs/architecture.md, "Loading code late").
 * tests/unit/lintLateLoads.test.ts plants late loads to prove the rule bites.
 */
export const lateLoadPlaces = ['src/app/pageRegistry.ts', 'src/i18n/**', 'src/devtools/inspector.ts'];

/** The rule for every other file of src/ (see lateLoadPlaces). */
function lateLoadRule() {
  const handedTo = (callee) => `CallExpression[${callee}] > ArrowFunctionExpression ImportExpression`;
  return {
    files: ['src/**/*.{ts,tsx}'],
    ignores: lateLoadPlaces,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression:not(${handedTo("callee.name='island'")}, ${handedTo("callee.object.callee.name='when'")})`,
          message: "Code loads late through island(() => import('./X')…) or when(trigger).load/get(() => import('./x')…) (src/islands/when.ts), written inside the call.",
        },
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='glob']",
          message: 'import.meta.glob belongs to the catalog loaders in src/i18n or the page registry (src/app/pageRegistry.ts).',
        },
      ],
    },
  };
}

/** The plugin's settings and rules that enforce the layers (eslint-plugin-boundaries). */
function layerRules() {
  const elements = layers.flatMap(({ name, folders }) => folders.map((folder) => ({ type: name, pattern: `src/${folder}`, partialMatch: false })));
  const policies = layers.map(({ name }, index) => ({
    from: { element: { type: name } },
    allow: { to: { element: { types: { anyOf: layers.slice(0, index + 1).map((layer) => layer.name) } } } },
  }));
  return {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // An import of a file in no layer (scripts/, tests/, an entry point, a folder missing above) is refused too.
          checkUnknownLocals: true,
          message: `Imports only point down: the {{from.element.type}} layer may not import {{#if to.element.type}}from the {{to.element.type}} layer{{else}}a file outside the layers{{/if}}. Layers, low to high: ${layers.map((layer) => layer.name).join(' < ')} (eslint.config.js).`,
          policies,
        },
      ],
      // Every file in a folder of src/ is in a layer: a new folder is placed in the table above.
      'boundaries/no-unknown-files': 'error',
    },
  };
}

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
            { regex: { pattern: '^(className|id|type|href|hrefLang|lang|rel|src|srcSet|sizes|role|key|as|name|method|autoComplete|inputMode|target|fetchPriority|loading|decoding|timeZone|data-.*|aria-(controls|describedby|labelledby|current|live|hidden|expanded|haspopup|modal))$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '^(@type|@id|@context|street|postalCode|city|region|country|personName|brandName|phone|phoneDisplay|email|accessibilityEmail|opens|closes|days|path|page|variant)$' } },
          ],
          // console.* and moveFocus (its purpose goes into a console warning): text for developers, not visitors
          ignoreFunctions: ['*.querySelector', '*.querySelectorAll', 'console.*', 'moveFocus', 'Error', 'Symbol', 'document.querySelector', 'document.getElementById', 'URLSearchParams', 'window.matchMedia', 'new Error', 'Intl.*', '*.addEventListener', '*.removeEventListener'],
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
    // The boot script (inline in <head>) applies settings and requests scripts: it shows no text.
    files: ['src/boot/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // Machines stay pure (src/machines/**): they decide, components and provided
    // actions/actors do. No browser globals (everything only a browser has, plus
    // storage, network, clocks and timers that Node shares with it) and no React,
    // so a machine runs unchanged in Vitest, the model tests and the inspector.
    // tests/unit/lintMachines.test.ts plants violations to prove the rule bites.
    files: ['src/machines/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...machineRestrictedGlobals()],
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', '@xstate/react'].map((name) => ({ name, message: 'Machines stay pure: React belongs in the component that runs the actor.' })),
          patterns: [{ group: ['react/*', 'react-dom/*', '@xstate/react/*'], message: 'Machines stay pure: React belongs in the component that runs the actor.' }],
        },
      ],
    },
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
  layerRules(),
  lateLoadRule(),
  {
    // The entry points beside src/app/ are the app layer's top; nothing imports them.
    files: ['src/*.{ts,tsx}'],
    rules: { 'boundaries/no-unknown-files': 'off' },
  },
);

/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Rolldown, Visitor, defineConfig, loadEnv } from 'vite';
import { bootScript } from './scripts/boot-script-plugin.mjs';
import { feColorMatrixValues } from './src/accessibility/colorBlindFilters.ts';
import { mailConfigFromEnv } from './src/contact/mailConfig.ts';
import { responsiveImages } from './scripts/images/vite-plugin.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The chunks: rolldown's default (the entry with what it imports statically; each dynamic import,
 * i.e. each page, island, piece of late code and catalog, a chunk of its own; what several of them
 * share, a common chunk) plus this table. A group takes the modules it matches, with what they
 * import that no group of a higher `priority` took. It serves the budget of scripts at load
 * (scripts/load-scripts.mjs), which a new page part can break: `npm run size` tells.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // What the entry imports statically (rolldown's `$initial`: React, the router, Lingui, XState, src/app, the islands runtime); the chunk keeps the entry's name.
  { name: 'index', tags: ['$initial'], priority: 3 },
  // What two or more chunks share of the parts pages render at load (sections, hero, island declarations, class names, facts): one chunk, not one per set of pages.
  { name: 'shell', minShareCount: 2, priority: 2, test: /[\\/]src[\\/]((business|content)[\\/]|i18n[\\/]belowFoldText|components[\\/](.+(Island\.ts|\.module\.css)|\w+[\\/](Section|Hero|IntroSplit|Reveal|ParticleBackground)\.tsx)$)/ },
  // Island code that other island code imports goes with it: the hero's image and counters (with LazyImage and CountUp), the phone menu (with the icons).
  { name: 'Hero', priority: 1, test: /[\\/]src[\\/]components[\\/](Hero[\\/]Hero(Image|Stats)|CountUp[\\/]CountUp|LazyImage[\\/]LazyImage)\.tsx$/ },
  { name: 'MobileMenu', priority: 1, test: /[\\/]src[\\/]components[\\/](MobileMenu[\\/]MobileMenu|Icon[\\/]Icon)\.tsx$/ },
  // What every page loads once it has hydrated: the background tasks (src/app/backgroundTasks.ts) with the outbox's names they share with the sending code, one request.
  { name: 'afterHydration', priority: 1, test: /[\\/]src[\\/](app[\\/]backgroundTasks|leads[\\/]outboxNames)\.ts$/ },
];

/** The preload helper every dynamic import of the build goes through (plugin `plain-dynamic-imports`). */
const lateImportHelper = `export const __vitePreload = (load) => load().catch((error) => {
  if (typeof window === 'undefined') throw error;
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // Lingui's macros (Trans, useLingui, msg) are Babel macros; plugin-react 6 no
    // longer runs Babel, so the Rolldown Babel plugin does it for them.
    babel({
      include: /(src|tests)\/.*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    lingui(),
    // Also puts the colour-blind filters (computed here, at build time) into index.html.
    bootScript({
      colorBlindFilterValues: {
        protanopia: feColorMatrixValues('protanopia'),
        deuteranopia: feColorMatrixValues('deuteranopia'),
        tritanopia: feColorMatrixValues('tritanopia'),
      },
    }),
    // Source images in src/assets/images/ → responsive WebP files under /images/.
    responsiveImages(),
    // Compiles the service worker into sw.js after the client build; the precache list follows the prerender.
    serviceWorker(),
    // Each island names the module it loads (src/islands/islandCode.ts): `island(() => import('./X')`
    // becomes `islandAt('src/…/X.tsx', () => import('./X')`, so the prerender can list its files.
    // The calls are found in the syntax tree (rolldown's parser), not by a pattern over the text.
    // In the server render only, the one that writes the name: the browser's code carries none.
    {
      name: 'island-modules',
      enforce: 'pre',
      async transform(code: string, id: string, options?: { ssr?: boolean }) {
        if (!options?.ssr || !/\.tsx?$/.test(id) || !code.includes('island(') || id.includes(`${path.sep}src${path.sep}islands${path.sep}`)) return null;
        // Each `island(() => import('./X')…)` call: its callee, its loader's start and the module the loader imports.
        const calls: { callee: { start: number; end: number }; load: number; specifier: string }[] = [];
        new Visitor({
          CallExpression(call) {
            const load = call.arguments[0];
            if (call.callee.type !== 'Identifier' || call.callee.name !== 'island' || load?.type !== 'ArrowFunctionExpression') return;
            let imported = load.body; // `import('./X')`, or the import that `.then(…)` calls continue
            while (imported.type === 'CallExpression' && imported.callee.type === 'MemberExpression') imported = imported.callee.object;
            if (imported.type === 'ImportExpression' && imported.source.type === 'Literal' && typeof imported.source.value === 'string') {
              calls.push({ callee: call.callee, load: load.start, specifier: imported.source.value });
            }
          },
        }).visit(this.parse(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }));
        if (calls.length === 0) return null;
        let out = code;
        for (const { callee, load, specifier } of calls.reverse()) {
          const resolved = await this.resolve(specifier, id);
          if (!resolved) throw new Error(`island-modules: cannot resolve ${specifier} from ${id}`);
          const module = path.relative(projectRoot, resolved.id).split(path.sep).join('/');
          out = `${out.slice(0, callee.start)}islandAt${out.slice(callee.end, load)}${JSON.stringify(module)}, ${out.slice(load)}`;
        }
        // Imports are hoisted: appended, it leaves every line where it was (no source map needed).
        return { code: `${out}\nimport { islandAt } from ${JSON.stringify(path.join(projectRoot, 'src/islands/island.tsx'))};\n`, map: null };
      },
    },
    // Which chunk each module went into (the manifest names only entries and dynamic imports, not a
    // component's group chunk): the prerender finds an island's files with it (scripts/prerender.mjs).
    {
      name: 'module-chunks',
      apply: (_config: unknown, { isSsrBuild }: { isSsrBuild?: boolean }) => !isSsrBuild,
      generateBundle(_options: unknown, bundle: Record<string, { type: string; fileName: string; moduleIds?: string[] }>) {
        const chunks: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const id of output.moduleIds ?? []) if (id.startsWith(projectRoot)) chunks[path.relative(projectRoot, id).split(path.sep).join('/')] = output.fileName;
        }
        this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(chunks) });
      },
    },
    // Vite wraps every dynamic import in its preload helper even with modulePreload off; with no
    // dependency lists left to preload, the helper (700 bytes in the shell) only calls the import
    // and, as Vite's own does, reports a failure as a cancelable `vite:preloadError` on the window:
    // the one signal the page's recovery listens to (src/machines/pageRecovery.ts).
    {
      name: 'plain-dynamic-imports',
      enforce: 'pre',
      load: (id: string) => (id === '\0vite/preload-helper.js' ? lateImportHelper : null),
    },
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The mail provider configuration from VITE_EMAILJS_* (README, Configuration).
    __MAIL_CONFIG__: JSON.stringify(mailConfigFromEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env })),
  },
  build: {
    // One stylesheet for the whole site: prerendered pages are styled before any
    // script runs, whichever page chunk they need.
    cssCodeSplit: false,
    // No preload helper around every dynamic import (it and its dependency lists cost every page
    // about 1 KB): the prerender preloads the first page's chunks, and a page's chunks are
    // requested on hover or focus of a link to it, long before they are needed.
    modulePreload: false,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // rolldown's default and a folder table: chunkGroups above.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  resolve: {
    // React 19 has useSyncExternalStore; the shim that wouter and @xstate/react import only re-exports it.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStoreShim.ts', import.meta.url)) }],
  },
  css: {
    modules: {
      // Stable class names, identical in the client and SSR builds: readable while
      // developing; short in production, where every class name is also a string in
      // the page's JavaScript and counts against the script budget.
      generateScopedName: mode === 'production' ? '_[hash:base64:6]' : '[name]__[local]__[hash:base64:5]',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
}));

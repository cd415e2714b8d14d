/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { bootScript } from './scripts/boot-script-plugin.mjs';
import { feColorMatrixValues } from './src/accessibility/colorBlindFilters.ts';
import { mailConfigFromEnv } from './src/contact/mailConfig.ts';
import { responsiveImages } from './scripts/images/vite-plugin.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';

/**
 * How the client build is cut into chunks. The rule follows the folder layout and the import
 * graph; no list of files or packages is kept by hand (docs/decisions.md, "One way to load code
 * late, chunks from the import graph" (issue 28)):
 * 1. `shell`: what the entry imports statically (src/entry-client.tsx and everything it reaches
 *    without a dynamic import, packages included: React, the router, Lingui, XState, src/app, the
 *    islands runtime, the routing); every module from outside a page's own folder that at least
 *    SHELL_FROM_PAGES pages import statically (the sections, the hero, the facts every page
 *    states), except a feature's own rules and machines (featureFolders); the island declarations
 *    of src/components/ that several chunks share. The browser requests the shell on every page anyway.
 * 2. A component's island code is one chunk named after its folder (src/components/{Name}/); island
 *    code that another component's island code imports statically goes with that one (the hero's
 *    counters and image take CountUp and LazyImage along).
 * 3. The rest is rolldown's default: a page's folder is that page's chunk (the page registry imports
 *    it dynamically), each island of a page (src/pages/{page}/belowFold/), each piece of late code
 *    (src/islands/when.ts) and each language's catalog is its own chunk with what only it uses,
 *    and what a few chunks share is a chunk of its own.
 * A library that only one island uses (the mail SDK) therefore stays in that island's chunk.
 */
/** Code size (characters, comments not counted) under which a module that several late chunks share goes into the shell. */
const SMALL_SHARED_CHARS = 450;
/** How many pages must need a module at load for it to be in the shell. */
const SHELL_FROM_PAGES = 2;
/** A feature's own rules and machines: they go with the chunks of the parts that use them. */
const featureFolders = /[\\/]src[\\/](contact|leads|machines|seo)[\\/]/;

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const entryModule = fileURLToPath(new URL('./src/entry-client.tsx', import.meta.url));
const pagesDir = fileURLToPath(new URL('./src/pages/', import.meta.url));
const pageModules = readdirSync(pagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(pagesDir, entry.name, 'index.ts'));

type ModuleGraph = {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/** The modules `from` reaches through static imports (itself included), and through dynamic ones too with `late`. */
function staticClosure(from: string, graph: ModuleGraph, late = false): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    info?.importedIds.forEach(visit);
    if (late && !id.endsWith('.po')) info?.dynamicallyImportedIds.forEach(visit);
  };
  visit(from);
  return reached;
}

let shellModules: Set<string> | null = null;
/** Decided once per build, on the first call (rolldown calls `name` after the module graph is complete). */
function inShell(id: string, graph: ModuleGraph): boolean {
  if (!shellModules) {
    const shell = staticClosure(entryModule, graph);
    // Every chunk's first module: the pages and everything else behind a dynamic import.
    const lateEntries = [...staticClosure(entryModule, graph, true)].filter((module) => !module.endsWith('.po') && (graph.getModuleInfo(module)?.dynamicImporters.length ?? 0) > 0);
    const chunksUsing = new Map<string, number>();
    for (const late of lateEntries) for (const reached of staticClosure(late, graph)) chunksUsing.set(reached, (chunksUsing.get(reached) ?? 0) + 1);
    const pagesNeeding = new Map<string, number>();
    for (const page of pageModules) {
      for (const reached of staticClosure(page, graph)) {
        if (!reached.startsWith(path.dirname(page)) && !featureFolders.test(reached)) pagesNeeding.set(reached, (pagesNeeding.get(reached) ?? 0) + 1);
      }
    }
    for (const [reached, pages] of pagesNeeding) {
      // Needed at load by several pages, or a component's island declaration other chunks share (a hundred bytes, else a request).
      if (pages >= SHELL_FROM_PAGES || (componentFolder(reached) && declaresIsland(reached, graph) && (chunksUsing.get(reached) ?? 0) > 1)) shell.add(reached);
    }
    // A small piece several late chunks share (with what it imports, if that is small too) would be a
    // request of its own for a few hundred bytes, on every page that uses two of them: the shell carries it.
    for (const [reached, chunks] of chunksUsing) {
      if (chunks < 2 || shell.has(reached) || reached.endsWith('.po')) continue;
      const closure = [...staticClosure(reached, graph)].filter((module) => !shell.has(module));
      const size = closure.reduce((sum, module) => sum + codeSize(graph.getModuleInfo(module)?.code), 0);
      if (size <= SMALL_SHARED_CHARS) closure.forEach((module) => shell.add(module));
    }
    shellModules = shell;
  }
  // The entry module itself stays the entry chunk (the manifest's entry, a few hundred bytes).
  return id !== entryModule && shellModules.has(id);
}

/** A module's code without its comments: what it costs in the bundle, roughly (comments are documentation, not bytes). */
const codeSize = (code: string | null | undefined) => (code == null ? Infinity : code.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '').length);

const componentFolder = (id: string) => /[\\/]src[\\/]components[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
const declaresIsland = (id: string, graph: ModuleGraph) => graph.getModuleInfo(id)?.importedIds.some((imported) => /[\\/]src[\\/]islands[\\/]island\.tsx$/.test(imported)) ?? false;

/**
 * The chunk of a component's island code: the component's folder, or, when another component's
 * island code imports it statically (the hero's counters use CountUp), that component's folder.
 */
function componentIslandChunk(id: string, graph: ModuleGraph, seen = new Set<string>()): string | null {
  const folder = componentFolder(id);
  const info = graph.getModuleInfo(id);
  if (!folder || !info || seen.has(id)) return null;
  seen.add(id);
  for (const importer of info.importers) {
    const outer = componentIslandChunk(importer, graph, seen);
    if (outer) return outer;
  }
  return info.dynamicImporters.some((importer) => declaresIsland(importer, graph)) ? `${folder}` : null;
}


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
    // In the server render only, the one that writes the name: the browser's code carries none.
    {
      name: 'island-modules',
      enforce: 'pre',
      async transform(code: string, id: string, options?: { ssr?: boolean }) {
        if (!options?.ssr || !/\.tsx?$/.test(id) || !code.includes('island(') || id.includes(`${path.sep}src${path.sep}islands${path.sep}`)) return null;
        const calls = [...code.matchAll(/\bisland\((\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2)/g)];
        if (calls.length === 0) return null;
        let out = code;
        for (const call of calls.reverse()) {
          const resolved = await this.resolve(call[3]!, id);
          if (!resolved) throw new Error(`island-modules: cannot resolve ${call[3]} from ${id}`);
          const module = path.relative(projectRoot, resolved.id).split(path.sep).join('/');
          out = `${out.slice(0, call.index)}islandAt(${JSON.stringify(module)}, ${call[1]}${out.slice(call.index + call[0].length)}`;
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
        // The shell and the rest by folder and import graph: see SHELL_SHARE_OF_PAGES above.
        codeSplitting: {
          groups: [
            // First the shell, so a component's chunk (which takes its imports along) leaves the shell's modules alone.
            { debugName: 'shell', name: (id, graph) => (!id.endsWith('.po') && inShell(id, graph) ? 'shell' : null), priority: 2 },
            { debugName: 'components', name: componentIslandChunk, priority: 1 },
          ],
        },
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

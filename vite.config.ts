/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { bootScript } from './scripts/boot-script-plugin.mjs';
import { feColorMatrixValues } from './src/accessibility/colorBlindFilters.ts';
import { mailConfigFromEnv } from './src/contact/mailConfig.ts';
import { responsiveImages } from './scripts/images/vite-plugin.mjs';
import { serviceWorker } from './scripts/service-worker.mjs';

/** Modules of the shell chunk (see build.rolldownOptions below). */
const shellPackages = [
  'react',
  'react-dom',
  'scheduler',
  'wouter',
  'regexparam',
  'use-sync-external-store',
  '@lingui/core',
  '@lingui/react',
  '@lingui/message-utils',
  '@babel/runtime',
  'xstate',
  '@xstate/react',
  'use-isomorphic-layout-effect',
];
const shellModules = new RegExp(
  [
    `node_modules/(${shellPackages.join('|')})/`,
    'rolldown/runtime',
    // Small app modules that the entry and most pages share: one request instead of a handful.
    'src/(devtools|routing|lib|content|islands)/',
    // The facts every page states (years, projects, sample clients): two requests of 0.2 KB each otherwise.
    'src/business/(claims|sampleClients)\\.ts',
    'src/components/[^/]+/[A-Za-z]+Island\\.ts',
    'src/assets/images/',
    'src/i18n/(locales|format|translate|useLocale)\\.ts',
    'src/accessibility/(documentAttributes|settings|motionPreference)\\.ts',
    'src/components/(Section|Reveal)/',
    'src/components/Hero/Hero\\.',
    'src/machines/scrollReveal\\.ts',
  ].join('|'),
);

/**
 * Small islands that appear together on the same pages (a hero's counters and image, an about
 * page's portrait and counters) share one chunk: fewer requests at load for a few hundred bytes.
 */
const islandGroups = [
  // Not the icons: the services page draws them in its first screen, its counters only further down.
  { name: 'widgets', test: /src\/(components\/(CountUp\/|LazyImage\/|Hero\/Hero(Stats|Image))|machines\/(countUp|lazyImage)\.ts)/ },
];

/** The background tasks of every page (src/app/backgroundTasks.ts, the LCP warning with them) in one chunk. */
const backgroundGroup = { name: 'background', test: /src\/(app\/(backgroundTasks|lcpWarning)|components\/ViewportZoom\/|machines\/viewportZoom)/ };

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
        // The shell chunk: an allow-list of the packages every page runs before it is interactive
        // (React, the router, Lingui, XState for the scroll and toast machines), plus the devtools
        // hook and the settings modules the entry shares with islands. A library that only one
        // island uses (the mail SDK, anything a services widget adds) stays in that island's chunk.
        codeSplitting: {
          groups: [{ name: 'shell', test: shellModules }, ...islandGroups, backgroundGroup],
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
      // the page's JavaScript and counts against the 112 KB budget.
      generateScopedName: mode === 'production' ? '_[hash:base64:6]' : '[name]__[local]__[hash:base64:5]',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
}));

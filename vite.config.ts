/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { accessibilityBootScript } from './scripts/accessibility-boot-plugin.mjs';
import { mailConfigFromEnv } from './scripts/mail-config.mjs';
import { feColorMatrixValues } from './src/accessibility/colorBlindFilters.ts';
import { responsiveImages } from './scripts/images/vite-plugin.mjs';

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
    accessibilityBootScript({
      colorBlindFilterValues: {
        protanopia: feColorMatrixValues('protanopia'),
        deuteranopia: feColorMatrixValues('deuteranopia'),
        tritanopia: feColorMatrixValues('tritanopia'),
      },
    }),
    // Source images in src/assets/images/ → responsive WebP files under /images/.
    responsiveImages(),
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
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry shares with lazily loaded code (libraries, devtools hook, the settings
        // modules) in one chunk. Without this group, lazy chunks (accessibility panel, deferred parts)
        // make the bundler split the entry into several common chunks, which costs more than they save.
        // The mail SDK stays out: only the contact form loads it.
        codeSplitting: {
          groups: [{ name: 'shell', test: /node_modules(?!\/@emailjs)|src\/devtools|src\/accessibility\/(documentAttributes|settings)\.ts/ }],
        },
      },
    },
  },
  css: {
    modules: {
      // Stable class names, identical in the client and SSR builds: readable while
      // developing; short in production, where every class name is also a string in
      // the page's JavaScript and counts against the 110 KB budget.
      generateScopedName: mode === 'production' ? '_[hash:base64:6]' : '[name]__[local]__[hash:base64:5]',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
}));

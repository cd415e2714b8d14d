/// <reference lib="webworker" />
/**
 * The service worker, compiled by vite-plugin-pwa (injectManifest mode, vite.config.ts)
 * into dist/sw.js, one classic script at the site root; after the prerender,
 * scripts/inject-precache-manifest.mjs writes the precache list in place of
 * `self.__WB_MANIFEST`. It may import any module under src/ that does not touch
 * the DOM. Each feature is a module that adds its own listeners to the worker
 * scope; this file only composes them.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { mailConfig } from '../../contact/bakedMailConfig';
import { imageSet } from './build';
import { registerCaching } from './caching';
import { registerContactSync } from './contactSync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

registerCaching(self, { precache: self.__WB_MANIFEST, imageSet });

// Further features register their listeners here, one line each.
registerContactSync(self, mailConfig);

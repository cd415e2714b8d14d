/// <reference lib="webworker" />
/**
 * The service worker, bundled by scripts/build-service-worker.mjs into dist/sw.js
 * (one classic script; it may import any module under src/ that does not touch
 * the DOM). Each feature is a module that adds its own listeners to the worker
 * scope; this file only composes them.
 */
import { build } from './build';
import { registerCaching } from './caching';

declare const self: ServiceWorkerGlobalScope;

registerCaching(self, build);

// Further features register their listeners here, one line each, e.g. the
// contact form's background sync (`sync` event, tag 'contact-form').

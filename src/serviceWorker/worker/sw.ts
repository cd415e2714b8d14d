/// <reference lib="webworker" />
/**
 * The service worker, bundled by scripts/build-service-worker.mjs into dist/sw.js
 * (one classic script; it may import any module under src/ that does not touch
 * the DOM). Each feature is a module that adds its own listeners to the worker
 * scope; this file only composes them.
 */
import { mailConfig } from '../../contact/mailConfig';
import { build } from './build';
import { registerCaching } from './caching';
import { registerContactSync } from './contactSync';

declare const self: ServiceWorkerGlobalScope;

registerCaching(self, build);

// Further features register their listeners here, one line each.
registerContactSync(self, mailConfig);

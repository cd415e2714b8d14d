// After the prerender: writes the precache list (pages, code, shell) into dist/sw.js,
// which the client build compiled (scripts/service-worker.mjs has both steps and why).
import { injectPrecacheManifest } from './service-worker.mjs';
import { distDir } from './site-files.mjs';

await injectPrecacheManifest(distDir);

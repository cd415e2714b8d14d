import type { PrecacheEntry } from 'workbox-precaching';

/** Defined when vite-plugin-pwa compiles the worker (vite.config.ts): the hash of this build's /images/ files. */
declare const __IMAGE_SET__: string;

export interface BuildInfo {
  /**
   * What install saves: the pages, the offline pages, every hashed script,
   * stylesheet and font, the web manifest and favicons, each with its revision
   * (scripts/inject-precache-manifest.mjs writes the list after the prerender).
   */
  precache: (PrecacheEntry | string)[];
  /** The hash of the image set, naming its run-time cache. */
  imageSet: string;
}

export const imageSet = __IMAGE_SET__;

/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** Public origin used for canonical, hreflang and Open Graph URLs. */
  readonly VITE_SITE_URL?: string;
}

/** The calendar year the site was built in (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;

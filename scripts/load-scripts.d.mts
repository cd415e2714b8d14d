import type { Page } from '@playwright/test';

export declare const LOAD_JS_BUDGET_BYTES: number;
export declare const LOAD_SCRIPT_REQUEST_BUDGET: number;
export declare const PHONE_VIEWPORT: { width: number; height: number };
export declare const DESKTOP_VIEWPORT: { width: number; height: number };
export declare const LOAD_VIEWPORTS: { name: string; viewport: { width: number; height: number } }[];
export declare const DISPLAY_FONT_BUDGET_BYTES: number;
export declare const DISPLAY_FONT_FILE: RegExp;
export declare function gzipSizeOf(urlPath: string): number;
export declare function fileSizeOf(urlPath: string): number;
export declare function scriptsRequestedAtLoad(
  page: Page,
  url: string,
): Promise<{ files: string[]; count: number; bytes: number; displayFont: { files: string[]; bytes: number } }>;

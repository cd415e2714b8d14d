// Finds a Chromium for the browser tests without downloading one:
// 1. CHROMIUM_PATH (explicit override), 2. Playwright's own browser cache if a
// matching build happens to be there, 3. the system's Chromium.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

/** Flags for running as root in a container without GPU and without phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {{ path: string, source: string } | null} */
export function findChromium() {
  const override = process.env.CHROMIUM_PATH;
  if (override) return existsSync(override) ? { path: override, source: 'CHROMIUM_PATH' } : null;
  try {
    const cached = chromium.executablePath();
    if (cached && existsSync(cached)) return { path: cached, source: "Playwright's browser cache" };
  } catch {
    // no cached Playwright build for this version
  }
  const system = systemChromiumPaths.find((candidate) => existsSync(candidate));
  return system ? { path: system, source: 'system' } : null;
}

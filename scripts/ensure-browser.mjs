// Makes sure the browser tests have a Chromium. Finds one (see find-browser.mjs);
// where there is none and we are root with apt-get, installs Debian's chromium.
// Never uses Playwright's own download, which this kind of machine cannot reach.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-browser.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

/**
 * The display face's fallback is metric-matched to Arial (src/styles/fonts.css); Liberation Sans
 * has Arial's metrics, so with it the browser tests see a visitor's fallback (tests/e2e/displayFace.spec.ts:
 * the headings do not move when the face arrives). Installed where we can (root with apt-get).
 */
function ensureFallbackFonts() {
  const listed = spawnSync('fc-list', [':family=Liberation Sans'], { encoding: 'utf8' });
  if (listed.status === 0 && listed.stdout.trim() !== '') return;
  if (!isRoot || !hasApt) {
    console.warn('Liberation Sans (Debian: fonts-liberation) is not installed: the display face\'s fallback test needs it.');
    return;
  }
  console.log("Installing Debian's fonts-liberation (Arial's metrics, for the display face's fallback)…");
  if (run(['install', '-y', '--no-install-recommends', 'fonts-liberation']).status !== 0) {
    if (run(['update']).status !== 0 || run(['install', '-y', '--no-install-recommends', 'fonts-liberation']).status !== 0) {
      console.error('apt-get could not install fonts-liberation.');
      process.exit(1);
    }
  }
}

const found = findChromium();
if (found) {
  ensureFallbackFonts();
  console.log(`Chromium for browser tests: ${found.path} (${found.source})`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`);
  process.exit(1);
}

if (!isRoot || !hasApt) {
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install one and run the tests again, for example:',
      '  sudo apt-get install chromium        (Debian/Ubuntu)',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary:',
      '  CHROMIUM_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

console.log("No Chromium found: installing Debian's chromium package with apt-get…");
if (run(['update']).status !== 0 || run(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core', 'fonts-liberation']).status !== 0) {
  console.error('apt-get could not install chromium. Install it by hand or set CHROMIUM_PATH.');
  process.exit(1);
}
const installed = findChromium();
if (!installed) {
  console.error('chromium was installed but not found at the expected paths; set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Chromium for browser tests: ${installed.path}`);

import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-browser.mjs';

// The contact form's tests also need the local mail provider (scripts/mail-server.mjs)
// and a build configured against it; dist/ stays the default, unconfigured build.
import { mailServerPort, mailSitePort, sitePort as port } from './tests/e2e/ports';

const browser = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The service worker answers from its cache what page.route would hold or fail (an island's chunk
    // requested after it has taken over). The offline tests, which are about it, allow it.
    serviceWorkers: 'block',
    launchOptions: {
      // Found (or installed) by scripts/ensure-browser.mjs; never Playwright's download.
      executablePath: browser?.path,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node scripts/mail-server.mjs',
      url: `http://127.0.0.1:${mailServerPort}/__local/messages`,
      env: { MAIL_SERVER_PORT: String(mailServerPort), MAIL_OUTBOX_FILE: 'test-results/local-mail/outbox.jsonl' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node scripts/build-local-mail.mjs --if-older-than-dist && node scripts/serve.mjs',
      url: `http://127.0.0.1:${mailSitePort}/`,
      env: { PORT: String(mailSitePort), MAIL_SERVER_PORT: String(mailServerPort), SITE_DIST_DIR: 'dist-e2e-mail' },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-browser.mjs';
import { quarantinePattern } from './scripts/quarantine.mjs';

// The contact form's tests also need the local mail provider (scripts/mail-server.mjs)
// and a build configured against it; dist/ stays the default, unconfigured build.
import type { SiteFixtures } from './tests/e2e/fixtures';
import { mailServerPort, mailSitePort, nginxMailSitePort, nginxMailSiteUrl, nginxSitePort, nginxSiteUrl, sitePort as port } from './tests/e2e/ports';

const browser = findChromium();
// Every server below stops itself when this run ends, also when it is killed
// (scripts/test-runner-watch.mjs); the config is read in the runner first, so this is its pid.
const runnerPid = process.env.TEST_RUNNER_PID ?? String(process.pid);
process.env.TEST_RUNNER_PID = runnerPid;

export default defineConfig<SiteFixtures>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI or not: a test that fails once has found something (a flaky product, or a
  // test that waits for the wrong thing). One that cannot yet be made stable goes into
  // tests/e2e/quarantine.json: left out here, run on its own and reported by scripts/quarantine.mjs
  // (npm run test:quarantine, part of npm test).
  retries: 0,
  grepInvert: process.env.QUARANTINE_RUN ? undefined : (quarantinePattern() ?? undefined),
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace doubles a test's time on 2 cores (every action snapshots the page), so none
    // by default; to look into a failure, run its spec with `--trace retain-on-failure`.
    trace: 'off',
    // The service worker answers from its cache what page.route would hold or fail (an island's chunk
    // requested after it has taken over). The offline tests, which are about it, allow it.
    serviceWorkers: 'block',
    launchOptions: {
      // Found (or installed) by scripts/ensure-browser.mjs; never Playwright's download.
      executablePath: browser?.path,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ['nginx.spec.ts', 'testServers.spec.ts'] },
    // The tests tagged @served again, against nginx with the generated deployment config
    // (scripts/nginx-config.mjs): routing and redirects, 404 pages, headers and compression,
    // offline, contact delivery.
    {
      name: 'nginx',
      grep: /@served/,
      use: { ...devices['Desktop Chrome'], baseURL: nginxSiteUrl, mailSite: nginxMailSiteUrl },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port), TEST_RUNNER_PID: runnerPid },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node scripts/mail-server.mjs',
      url: `http://127.0.0.1:${mailServerPort}/__local/messages`,
      env: { MAIL_SERVER_PORT: String(mailServerPort), MAIL_OUTBOX_FILE: 'test-results/local-mail/outbox.jsonl', TEST_RUNNER_PID: runnerPid },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node scripts/build-local-mail.mjs --if-older-than-dist && node scripts/serve.mjs',
      url: `http://127.0.0.1:${mailSitePort}/`,
      env: { PORT: String(mailSitePort), MAIL_SERVER_PORT: String(mailServerPort), SITE_DIST_DIR: 'dist-e2e-mail', TEST_RUNNER_PID: runnerPid },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // After the entry above, which builds dist-e2e-mail when it is older than dist.
      command: `node scripts/nginx-test-server.mjs dist=${nginxSitePort} dist-e2e-mail=${nginxMailSitePort}`,
      url: `${nginxMailSiteUrl}/`,
      env: { TEST_RUNNER_PID: runnerPid },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});

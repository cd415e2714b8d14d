// Makes sure the tests have nginx with the brotli modules (the deployment's web server,
// scripts/nginx-config.mjs). Where one is missing and we are root with apt-get, installs
// Debian's packages, as ensure-browser.mjs does for Chromium, without letting the package
// start its default site on port 80: the tests run their own nginx with their own config.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { findNginx } from './nginx-config.mjs';

// openssl: the unit test of the deployment's site.conf makes a throwaway certificate for nginx -t.
const packages = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', 'openssl'];
const hasOpenssl = () => spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;

const found = hasOpenssl() ? findNginx() : null;
if (found) {
  console.log(`nginx for the tests: ${found.binary} (brotli modules in ${found.modulesDir})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    ['No nginx with the brotli modules (or no openssl) found for the tests. Install them and run the tests again:', `  sudo apt-get install ${packages.join(' ')}`].join('\n'),
  );
  process.exit(1);
}

console.log(`No nginx with brotli (or no openssl) found: installing ${packages.join(', ')} with apt-get…`);
// Debian's maintainer scripts start a service they install unless policy-rc.d forbids it
// (exit 101): the default site must never start listening on port 80 here.
const policy = '/usr/sbin/policy-rc.d';
const ownPolicy = !existsSync(policy);
if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
try {
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run(['install', '-y', '--no-install-recommends', ...packages]).status !== 0) {
    if (run(['update']).status !== 0 || run(['install', '-y', '--no-install-recommends', ...packages]).status !== 0) {
      console.error('apt-get could not install nginx. Install it by hand.');
      process.exit(1);
    }
  }
} finally {
  if (ownPolicy) rmSync(policy, { force: true });
}
const installed = hasOpenssl() ? findNginx() : null;
if (!installed) {
  console.error('nginx (or openssl) was installed but it or its brotli modules are not where expected.');
  process.exit(1);
}
console.log(`nginx for the tests: ${installed.binary}`);

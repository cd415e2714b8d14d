// What the benchmarks share: the site server the browser benchmarks measure against
// (scripts/serve.mjs of a checkout over its dist/ on a free loopback port), and waiting for the
// machine to be nearly idle before a run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A loopback port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The site's own server (scripts/serve.mjs of the checkout measured) over its dist/. */
export async function startSite(site) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(site, 'scripts', 'serve.mjs')], { cwd: site, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, dir: site, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${site}/scripts/serve.mjs did not answer`);
}

/** The machine's idle and total CPU time so far (Linux /proc/stat), or null where there is none. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is nearly idle (under 15 % busy over half a second), for 15 s at
 * most: the previous run's browser still shutting down would otherwise count as the next
 * page's main-thread time, which simulated throttling multiplies by 4.
 */
export async function untilQuiet() {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const before = cpuTimes();
    if (!before) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = cpuTimes();
    const total = after.total - before.total;
    if (total > 0 && 1 - (after.idle - before.idle) / total < 0.15) return;
  }
}

// The site server the browser benchmarks measure against: scripts/serve.mjs of a checkout over
// its dist/ on a free loopback port (the first-interaction and the INP benchmark share it).
import { spawn } from 'node:child_process';
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

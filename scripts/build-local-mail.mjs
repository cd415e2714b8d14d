// Builds the site configured against the local mail provider
// (scripts/mail-server.mjs) into its own folder, so the default build in dist/
// stays unconfigured. Used by `npm run site` and by the browser tests.
//   MAIL_SERVER_PORT   where the local provider listens (default 4390)
//   SITE_DIST_DIR      output folder (default dist-local-mail; the server build goes to <folder>-ssr)
//   --if-older-than-dist  skip the build when the folder is newer than dist/ (the browser
//                         tests: they test dist/, so a mail build made after it is current)
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { DEFAULT_MAIL_SERVER_PORT } from './mail-server.mjs';

const port = Number(process.env.MAIL_SERVER_PORT ?? DEFAULT_MAIL_SERVER_PORT);
const outDir = process.env.SITE_DIST_DIR || 'dist-local-mail';
const env = {
  ...process.env,
  SITE_DIST_DIR: outDir,
  VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${port}`,
  VITE_EMAILJS_SERVICE_ID: process.env.VITE_EMAILJS_SERVICE_ID || 'local_service',
  VITE_EMAILJS_TEMPLATE_ID: process.env.VITE_EMAILJS_TEMPLATE_ID || 'local_template',
  VITE_EMAILJS_PUBLIC_KEY: process.env.VITE_EMAILJS_PUBLIC_KEY || 'local-public-key',
};
const builtAt = (dir) => statSync(`${dir}/index.html`, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// the content policy in index.html names the mail origin the build sends to
const sendsTo = (dir) => (builtAt(dir) ? readFileSync(`${dir}/index.html`, 'utf8').includes(env.VITE_EMAILJS_ORIGIN) : false);
if (process.argv.includes('--if-older-than-dist') && builtAt(outDir) > builtAt('dist') && builtAt('dist') > 0 && sendsTo(outDir)) {
  console.log(`${outDir}/ is newer than dist/ and sends to ${env.VITE_EMAILJS_ORIGIN}: not rebuilt`);
  process.exit(0);
}
const run = (command, args) => {
  try {
    execFileSync(command, args, { env, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(error.stderr ?? '');
    throw error;
  }
};
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir]);
run('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`]);
run('node', ['scripts/prerender.mjs']);
run('node', ['scripts/inject-precache-manifest.mjs']);
run('node', ['scripts/deploy-files.mjs']);
console.log(`Built ${outDir}/ against the local mail provider at ${env.VITE_EMAILJS_ORIGIN}`);

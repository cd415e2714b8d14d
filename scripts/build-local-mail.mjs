// Builds the site configured against the local mail provider
// (scripts/mail-server.mjs) into its own folder, so the default build in dist/
// stays unconfigured. Used by `npm run site` and by the browser tests.
//   MAIL_SERVER_PORT   where the local provider listens (default 4390)
//   SITE_DIST_DIR      output folder (default dist-local-mail; the server build goes to <folder>-ssr)
import { execFileSync } from 'node:child_process';
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
run('node', ['scripts/build-service-worker.mjs']);
console.log(`Built ${outDir}/ against the local mail provider at ${env.VITE_EMAILJS_ORIGIN}`);

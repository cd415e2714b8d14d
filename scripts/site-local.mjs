// `npm run site`: the local mail provider and the site built against it
// (scripts/build-local-mail.mjs), in one process group. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { DEFAULT_MAIL_SERVER_PORT, startMailServer } from './mail-server.mjs';

const mailPort = Number(process.env.MAIL_SERVER_PORT ?? DEFAULT_MAIL_SERVER_PORT);
await startMailServer({ port: mailPort });
const site = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, SITE_DIST_DIR: process.env.SITE_DIST_DIR || 'dist-local-mail' },
  stdio: 'inherit',
});
site.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => site.kill(signal));

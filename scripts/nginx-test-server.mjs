// Serves builds with nginx on loopback ports, with the deployment's rules
// (scripts/nginx-config.mjs), in the foreground: the browser tests' nginx.
//   node scripts/nginx-test-server.mjs dist=4478 dist-e2e-mail=4479
// Nothing outlives it: nginx runs in the foreground as its child and is stopped with it
// (SIGTERM, SIGINT, or the end of the test run that started it: test-runner-watch.mjs);
// an nginx left by a run killed with kill -9 is found by its pid file and stopped first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeSite } from './deploy-files.mjs';
import { findNginx, testConfig } from './nginx-config.mjs';
import { builtScriptHashes, securityHeadersFor } from './security-headers.mjs';
import { buildFolders, loadServerBuild } from './site-files.mjs';
import { stopWithTestRunner } from './test-runner-watch.mjs';

const nginx = findNginx();
if (!nginx) {
  console.error('nginx with the brotli modules is missing: run "node scripts/ensure-nginx.mjs".');
  process.exit(1);
}
const sites = process.argv.slice(2).map((argument) => {
  const [name, port] = argument.split('=');
  if (!name || !Number(port)) throw new Error(`Expected <build folder>=<port>, got "${argument}"`);
  return { name, port: Number(port) };
});
if (sites.length === 0) throw new Error('Usage: node scripts/nginx-test-server.mjs dist=4478 [dist-e2e-mail=4479]');

const servers = [];
for (const { name, port } of sites) {
  const { distDir, ssrDir } = buildFolders(name);
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}`);
  const server = await loadServerBuild(ssrDir);
  const headers = securityHeadersFor(server.mailConfig.origin, builtScriptHashes(distDir));
  servers.push({ site: describeSite(server, headers), root: distDir, port });
}

const runDir = path.join(tmpdir(), `site-nginx-${sites[0].port}`);
const pidFile = path.join(runDir, 'nginx.pid');
const configFile = path.join(runDir, 'nginx.conf');

/** Stops an nginx a killed run left behind: the pid file's process, if it runs this config. */
function stopLeftover() {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  let commandLine = '';
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return; // gone already
  }
  if (!commandLine.includes('nginx') || !commandLine.includes(configFile)) return;
  console.error(`Stopping the nginx (${pid}) a previous test run left on port ${sites[0].port}`);
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (existsSync(`/proc/${pid}`) && Date.now() < deadline) spawnSync('sleep', ['0.1']);
}

mkdirSync(runDir, { recursive: true });
stopLeftover();
rmSync(pidFile, { force: true });
// Workers started by root run as nobody, who may not read the checkout: keep them root here.
const user = process.getuid?.() === 0 ? 'root' : undefined;
writeFileSync(configFile, testConfig(servers, { runDir, modules: nginx.modules, user }));

const check = spawnSync(nginx.binary, ['-t', '-q', '-c', configFile, '-p', runDir, '-e', 'stderr'], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(check.stderr);
  process.exit(1);
}
const child = spawn(nginx.binary, ['-c', configFile, '-p', runDir, '-e', 'stderr'], { stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
stopWithTestRunner(stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)));
console.log(sites.map(({ name, port }) => `nginx serves ${name}/ at http://127.0.0.1:${port}/`).join('\n'));

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// The servers the browser tests start do not outlive the run, also when it is killed
// (kill -9 of the runner: scripts/test-runner-watch.mjs), and an nginx left behind by a
// killed wrapper is stopped by the next start (its pid file). Runs with the nginx project.
test.describe('test servers', { tag: '@served' }, () => {
  const started: ChildProcess[] = [];
  let dir = '';
  test.beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-servers-'));
  });
  test.afterEach(() => {
    for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
  const answers = async (port: number) => {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return true;
    } catch {
      return false;
    }
  };
  const running = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  const nginxPid = (port: number) => Number(readFileSync(path.join(tmpdir(), `site-nginx-${port}`, 'nginx.pid'), 'utf8'));

  test('a test run killed with kill -9 leaves neither nginx nor the mail server running', async () => {
    test.setTimeout(60_000);
    const [sitePort, mailPort] = [await freePort(), await freePort()];
    // A stand-in for Playwright: starts the servers in their own process groups, as Playwright does.
    const runner = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('node:child_process');
         const env = { ...process.env, TEST_RUNNER_PID: String(process.pid) };
         spawn(process.execPath, ['scripts/nginx-test-server.mjs', 'dist=${sitePort}'], { env, stdio: 'ignore', detached: true });
         spawn(process.execPath, ['scripts/mail-server.mjs'], { env: { ...env, MAIL_SERVER_PORT: '${mailPort}', MAIL_OUTBOX_FILE: ${JSON.stringify(path.join(dir, 'outbox.jsonl'))} }, stdio: 'ignore', detached: true });
         setInterval(() => {}, 1000);`,
      ],
      { stdio: 'ignore' },
    );
    started.push(runner);
    await expect.poll(() => answers(sitePort), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => answers(mailPort), { timeout: 20_000 }).toBe(true);
    const nginx = nginxPid(sitePort);
    expect(running(nginx)).toBe(true);

    runner.kill('SIGKILL');
    await expect.poll(() => answers(sitePort), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => answers(mailPort), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => running(nginx), { timeout: 10_000 }).toBe(false);
  });

  test('an nginx whose wrapper was killed is stopped by the next start on its port', async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    const start = () => {
      const wrapper = spawn(process.execPath, ['scripts/nginx-test-server.mjs', `dist=${port}`], { stdio: 'ignore' });
      started.push(wrapper);
      return wrapper;
    };
    const first = start();
    await expect.poll(() => answers(port), { timeout: 20_000 }).toBe(true);
    const leftover = nginxPid(port);
    first.kill('SIGKILL');
    await expect.poll(() => first.exitCode !== null || first.signalCode !== null).toBe(true);
    // The wrapper alone is gone: its nginx still holds the port.
    expect(running(leftover)).toBe(true);
    expect(await answers(port)).toBe(true);

    const second = start();
    await expect.poll(() => running(leftover), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => answers(port), { timeout: 20_000 }).toBe(true);
    const replacement = nginxPid(port);
    expect(replacement).not.toBe(leftover);
    second.kill('SIGTERM');
    await expect.poll(() => running(replacement), { timeout: 10_000 }).toBe(false);
    expect(await answers(port)).toBe(false);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PREVIOUS_ASSETS_KEPT_SECONDS, releaseScript } from '../../scripts/nginx-config.mjs';

/**
 * The nginx site's deploy.sh (issue 38): each deployment is a new release folder, the previous
 * deployments' hashed files stay reachable for a day after they were replaced (an open page still
 * asks for them), older releases go, and `current` switches in one rename.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
const root = path.join(dir, 'www');
const script = path.join(dir, 'deploy.sh');
writeFileSync(script, releaseScript(root));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build whose only chunk is `chunk` and whose page names it. */
function build(chunk: string): string {
  const folder = path.join(dir, `build-${chunk}`);
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), `<script src="/assets/${chunk}"></script>`);
  writeFileSync(path.join(folder, 'assets', chunk), chunk);
  return folder;
}

function deploy(folder: string, now: number) {
  const result = spawnSync('sh', [script, folder], { env: { ...process.env, DEPLOY_NOW: String(now) }, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

const served = (file: string) => path.join(root, 'current', file);
const day = PREVIOUS_ASSETS_KEPT_SECONDS;

describe('deploy.sh for nginx', () => {
  it('serves the newest build and keeps the replaced builds’ assets for a day after each was replaced', () => {
    const start = 1_800_000_000;
    deploy(build('a-1.js'), start);
    expect(readFileSync(served('index.html'), 'utf8')).toContain('a-1.js');

    deploy(build('b-2.js'), start + 3600);
    expect(readlinkSync(path.join(root, 'current'))).toBe(`releases/${start + 3600}`);
    expect(readFileSync(served('index.html'), 'utf8')).toContain('b-2.js');
    expect(existsSync(served('assets/a-1.js')), 'the page opened before still finds its chunk').toBe(true);

    // A day and a bit after b replaced a: a's files go; b was replaced just now and stays.
    deploy(build('c-3.js'), start + 3600 + day + 60);
    expect(existsSync(served('assets/c-3.js'))).toBe(true);
    expect(existsSync(served('assets/b-2.js'))).toBe(true);
    expect(existsSync(served('assets/a-1.js'))).toBe(false);
    expect(existsSync(path.join(root, 'releases', String(start))), 'a release replaced over a day ago is removed').toBe(false);
  });

  it('refuses a folder without a build and leaves the site as it was', () => {
    const before = readlinkSync(path.join(root, 'current'));
    const result = spawnSync('sh', [script, path.join(dir, 'nothing')], { env: { ...process.env, DEPLOY_NOW: '1900000000' }, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(readlinkSync(path.join(root, 'current'))).toBe(before);
  });
});

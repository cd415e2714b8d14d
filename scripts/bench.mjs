// Lighthouse mobile benchmark of the production build: figures, not a pass/fail test.
// Builds the site (unless --no-build), serves it as deployed: nginx with the generated
// configuration on a free loopback port (scripts/nginx-test-server.mjs: the files brotli-
// and gzip-compressed at build time, the security headers; scripts/ensure-nginx.mjs installs
// nginx), and runs Lighthouse's performance, accessibility, best-practices and SEO categories
// with its defaults (mobile form factor, simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4x CPU
// slowdown) N times per page, each run in a fresh headless Chromium (scripts/find-browser.mjs;
// scripts/ensure-browser.mjs installs one).
// Runs go round the pages (page 1..n, then again) so a busy moment of the machine
// does not land on one page only, and each starts once the machine is nearly idle (the
// previous run's browser shutting down is not the next page's main-thread time).
//
// Prints per page the median and, where runs differ, the min–max of: the performance,
// accessibility, best-practices and SEO scores, FCP, LCP, the gap between LCP and FCP as the trace saw them (unthrottled: 0 when the LCP
// element painted with the first paint; the simulated LCP also counts every request started
// before that paint, e.g. a low-priority image), TBT, CLS, JavaScript transferred by the page (network-requests audit:
// resourceType Script, transferSize; requests of the service worker are counted apart),
// the page's JavaScript requests and all its requests; then, for the run with the median
// score, the LCP element and its phases, the long tasks and the scripts costing most
// main-thread time (bootup-time); under the table, the worst median of each column. Writes
// the medians (and each run's figures) to bench-results.json.
// Simulated throttling scales the main-thread work Chromium measured on this machine:
// TBT and the bootup times move with the machine's load (see "benchmark index").
//
//   npm run bench [-- /path /other-path | --all] [--runs N] [--no-build]
//   npm run bench -- --all            every URL of the route table (30), 3 runs each
//   node scripts/bench.mjs --no-build --runs 1 /
//   npm run bench -- --devtools /en/   Lighthouse's throttling applied for real instead of simulated
//   npm run bench -- --interactions    the first-interaction benchmark (scripts/bench-interactions.mjs)
//   npm run bench -- --inp             each interaction's latency once loaded and idle (scripts/bench-inp.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { untilQuiet } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './find-browser.mjs';
import { loadServerBuild } from './site-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const defaultPages = ['/', '/leistungen', '/eigene-webanwendung-erstellen-lassen', '/ueber-mich', '/kontakt', '/datenschutz', '/sitemap'];
const resultsFile = path.join(root, 'bench-results.json');

function usage(message) {
  if (message) console.error(message);
  console.error('Usage: npm run bench [-- /path /other-path | --all] [--runs N] [--no-build] [--devtools] | -- --interactions | -- --inp');
  process.exit(2);
}

function parseArguments(args) {
  const options = { build: true, runs: 3, pages: [], all: false, devtools: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--devtools') options.devtools = true;
    else if (arg === '--all') options.all = true;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? args[(index += 1)] : arg.slice('--runs='.length);
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1) usage(`--runs needs a whole number of at least 1, not "${value}".`);
    } else if (arg === '--help' || arg === '-h') usage();
    else if (arg.startsWith('/')) options.pages.push(arg);
    else usage(`Unknown argument "${arg}" (pages start with "/").`);
  }
  if (options.all && options.pages.length > 0) usage('Either --all or pages, not both.');
  return options;
}

// The first-interaction benchmark is a sibling script (issue 25).
if (process.argv.includes('--interactions')) {
  await import('./bench-interactions.mjs');
  process.exit(0);
}
// So is the responsiveness benchmark (issue 36).
if (process.argv.includes('--inp')) {
  await import('./bench-inp.mjs');
  process.exit(process.exitCode ?? 0);
}

const options = parseArguments(process.argv.slice(2));

// Lighthouse and chrome-launcher (a dependency of Lighthouse, resolved from it).
const lighthouseEntry = import.meta.resolve('lighthouse');
const { default: lighthouse } = await import(lighthouseEntry);
const { launch } = await import(pathToFileURL(createRequire(lighthouseEntry).resolve('chrome-launcher')).href);
const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

if (options.build) {
  console.log('> npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; nothing measured.');
    process.exit(1);
  }
}

// Every URL of the route table, from the server build the build step has just written.
options.pages = options.all ? (await loadServerBuild()).allPagePaths().map((entry) => entry.path) : options.pages.length ? options.pages : defaultPages;

if (spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-nginx.mjs')], { stdio: 'inherit' }).status !== 0) process.exit(1);

let browser = findChromium();
if (!browser) {
  spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-browser.mjs')], { stdio: 'inherit' });
  browser = findChromium();
}
if (!browser) {
  console.error('No Chromium found (see scripts/ensure-browser.mjs).');
  process.exit(1);
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts nginx with the deployment's rules over dist/ on a free loopback port; resolves with its origin. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'nginx-test-server.mjs'), `dist=${port}`], {
    cwd: root,
    // It stops itself if this process is killed (scripts/test-runner-watch.mjs).
    env: { ...process.env, TEST_RUNNER_PID: String(process.pid) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`scripts/nginx-test-server.mjs exited with code ${code}`)));
  });
  return { child, origin };
}

/** Waits until the server answers, and checks it sends brotli (precompressed at build time). */
async function checkServer(origin) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const home = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'br' } });
      await home.arrayBuffer();
      const encoding = home.headers.get('content-encoding') ?? 'identity';
      if (encoding !== 'br') console.warn(`Warning: the server sent "/" with ${encoding}, not br.`);
      return;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The figures of one Lighthouse result (loadAverage: the machine's before the run). */
function figuresOf(lhr, loadAverage = null) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const fromPage = requests.filter((request) => request.sessionTargetType !== 'worker');
  const fromWorker = requests.filter((request) => request.sessionTargetType === 'worker');
  const scripts = fromPage.filter((request) => request.resourceType === 'Script');
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const score = lhr.categories.performance.score;
  const categoryScore = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  // The unthrottled trace's own paints: the LCP element painted with the first paint when the gap is 0.
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const observedGap =
    observed.observedLargestContentfulPaint != null && observed.observedFirstContentfulPaint != null
      ? observed.observedLargestContentfulPaint - observed.observedFirstContentfulPaint
      : null;
  return {
    score: score === null ? null : Math.round(score * 100),
    accessibility: categoryScore('accessibility'),
    bestPractices: categoryScore('best-practices'),
    seo: categoryScore('seo'),
    fcp: audit('first-contentful-paint')?.numericValue ?? null,
    lcp: audit('largest-contentful-paint')?.numericValue ?? null,
    observedGap,
    tbt: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    speedIndex: audit('speed-index')?.numericValue ?? null,
    jsTransferBytes: sum(scripts),
    jsRequests: scripts.length,
    requests: fromPage.length,
    transferBytes: sum(fromPage),
    workerRequests: fromWorker.length,
    workerTransferBytes: sum(fromWorker),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    loadAverage,
  };
}

const shortUrl = (url, origin) => (typeof url === 'string' ? url.replace(origin, '') || '/' : String(url));

/** What made the run slow: LCP element and phases, long tasks, costly scripts. */
function detailsOf(lhr, origin) {
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = lcpElement?.type === 'list' ? lcpElement.items : lcpElement ? [lcpElement] : [];
  const node = tables.find((table) => table.items?.[0]?.node)?.items[0].node;
  const phases = tables.find((table) => table.items?.[0]?.phase)?.items ?? [];
  const allLongTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const longTasks = allLongTasks
    .slice()
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => ({ url: shortUrl(task.url, origin), startTime: Math.round(task.startTime), duration: Math.round(task.duration) }));
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((item) => ({
      url: shortUrl(item.url, origin),
      total: Math.round(item.total),
      scripting: Math.round(item.scripting),
      parseCompile: Math.round(item.scriptParseCompile),
    }));
  const renderBlocking = (lhr.audits['render-blocking-insight']?.details?.items ?? lhr.audits['render-blocking-resources']?.details?.items ?? [])
    .map((item) => shortUrl(item.url, origin))
    .filter((url) => url !== 'undefined');
  return {
    lcpElement: node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : null,
    lcpPhases: phases.map((phase) => ({ phase: phase.phase, ms: Math.round(phase.timing) })),
    longTaskCount: allLongTasks.length,
    longTasks,
    bootup,
    renderBlocking,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Lighthouse's errors that ask to run it again (a trace recorded badly on a busy machine), not faults of the page. */
const transientErrors = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_FCP']);
const attemptsPerRun = 3;

async function measure(url, attempt = 1) {
  const chrome = await launch({ chromePath: browser.path, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  let error;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, ...(options.devtools ? { throttlingMethod: 'devtools' } : {}) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    error = result.lhr.runtimeError;
    if (!error) return result.lhr;
  } finally {
    chrome.kill();
  }
  if (transientErrors.has(error.code) && attempt < attemptsPerRun) {
    console.log(`  ${error.code} on ${url}: Lighthouse asks to run again (attempt ${attempt + 1} of ${attemptsPerRun})`);
    return measure(url, attempt + 1);
  }
  throw new Error(`${error.code}: ${error.message}`);
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const present = (values) => values.filter((value) => value !== null);
const minimum = (values) => (present(values).length ? Math.min(...present(values)) : null);
const maximum = (values) => (present(values).length ? Math.max(...present(values)) : null);

// higherIsBetter: which end of a column is its worst.
const columns = [
  { key: 'score', title: 'perf', format: (value) => value.toFixed(0), higherIsBetter: true },
  { key: 'accessibility', title: 'a11y', format: (value) => value.toFixed(0), higherIsBetter: true },
  { key: 'bestPractices', title: 'BP', format: (value) => value.toFixed(0), higherIsBetter: true },
  { key: 'seo', title: 'SEO', format: (value) => value.toFixed(0), higherIsBetter: true },
  { key: 'fcp', title: 'FCP s', format: (value) => (value / 1000).toFixed(2) },
  { key: 'lcp', title: 'LCP s', format: (value) => (value / 1000).toFixed(2) },
  { key: 'observedGap', title: 'LCP-FCP seen ms', format: (value) => value.toFixed(0) },
  { key: 'tbt', title: 'TBT ms', format: (value) => value.toFixed(0) },
  { key: 'cls', title: 'CLS', format: (value) => value.toFixed(3) },
  { key: 'jsTransferBytes', title: 'JS kB', format: (value) => (value / 1000).toFixed(1) },
  { key: 'jsRequests', title: 'JS req', format: (value) => value.toFixed(0) },
  { key: 'requests', title: 'requests', format: (value) => value.toFixed(0) },
];

/** "median" or "median (min–max)" when the runs differ. */
function cell(column, values) {
  const middle = median(values);
  if (middle === null) return '–';
  const low = column.format(minimum(values));
  const high = column.format(maximum(values));
  const text = column.format(middle);
  return low === high ? text : `${text} (${low}–${high})`;
}

function printTable(rows) {
  const header = ['page', ...columns.map((column) => column.title)];
  const body = rows.map(({ page, runs }) => [page, ...columns.map((column) => cell(column, runs.map((run) => run[column.key])))]);
  // The worst page median of each column.
  const worst = columns.map((column) => {
    const medians = present(rows.map(({ runs }) => median(runs.map((run) => run[column.key]))));
    if (medians.length === 0) return '–';
    return column.format(column.higherIsBetter ? Math.min(...medians) : Math.max(...medians));
  });
  const widths = header.map((title, index) => Math.max(title.length, index === 0 ? 5 : 0, ...body.map((row) => row[index].length)));
  const line = (row) => row.map((text, index) => (index === 0 ? text.padEnd(widths[index]) : text.padStart(widths[index]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of body) console.log(line(row));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  console.log(line(['worst', ...worst]));
}

function printDetails(rows) {
  for (const { page, runs, details } of rows) {
    const workerRequests = median(runs.map((run) => run.workerRequests));
    const workerBytes = median(runs.map((run) => run.workerTransferBytes));
    console.log(`\n${page}  (run with the median score)`);
    if (details.lcpElement) console.log(`  LCP element: ${details.lcpElement.replace(/\s+/g, ' ').slice(0, 110)}`);
    if (details.lcpPhases.length) console.log(`  LCP phases:  ${details.lcpPhases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(', ')}`);
    if (details.renderBlocking.length) console.log(`  render-blocking: ${details.renderBlocking.join(', ')}`);
    console.log(
      `  long tasks:  ${
        details.longTasks.length
          ? `${details.longTaskCount}${details.longTaskCount >= 20 ? '+' : ''}, longest ${details.longTasks.map((task) => `${task.duration} ms at ${task.startTime} ms (${task.url})`).join('; ')}`
          : 'none'
      }`,
    );
    console.log(
      `  bootup-time: ${
        details.bootup.length
          ? details.bootup.map((item) => `${item.url} ${item.total} ms (script ${item.scripting}, parse ${item.parseCompile})`).join('; ')
          : 'none'
      }`,
    );
    if (workerRequests) console.log(`  service worker: ${workerRequests} request${workerRequests === 1 ? '' : 's'}, ${(workerBytes / 1000).toFixed(1)} kB (not in the table)`);
    for (const warning of details.warnings) console.log(`  warning: ${warning}`);
  }
}

function gitState() {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: git(['rev-parse', '--short', 'HEAD']) || null, uncommittedChanges: git(['status', '--porcelain', '--', 'src', 'index.html', 'public']) !== '' };
}

const server = await startServer();
const stopServer = () => server.child.kill();
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

try {
  const origin = await server.origin;
  await checkServer(origin);
  const git = gitState();
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile, ${options.devtools ? 'throttling applied for real (devtools)' : 'simulated throttling (defaults)'}, ${categories.join(', ')}; ` +
      `${options.runs} run${options.runs === 1 ? '' : 's'} per page; ${browser.path}; nginx at ${origin} (brotli, precompressed)`,
  );

  /** @type {Map<string, object[]>} */
  const lhrs = new Map(options.pages.map((page) => [page, []]));
  /** @type {Map<string, number[]>} load average (1 min) before each run */
  const loads = new Map(options.pages.map((page) => [page, []]));
  for (let round = 1; round <= options.runs; round += 1) {
    for (const page of options.pages) {
      await untilQuiet();
      const started = Date.now();
      const load = Math.round(loadavg()[0] * 10) / 10;
      const lhr = await measure(`${origin}${page}`);
      lhrs.get(page).push(lhr);
      loads.get(page).push(load);
      const figures = figuresOf(lhr, load);
      console.error(
        `  run ${round}/${options.runs} ${page}: score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(figures.tbt)} ms (${((Date.now() - started) / 1000).toFixed(0)} s, load ${load})`,
      );
    }
  }

  const rows = options.pages.map((page) => {
    const pageLhrs = lhrs.get(page);
    const runs = pageLhrs.map((lhr, index) => figuresOf(lhr, loads.get(page)[index]));
    const middleScore = median(runs.map((run) => run.score));
    const representative = runs.reduce((best, run, index) => (Math.abs(run.score - middleScore) < Math.abs(runs[best].score - middleScore) ? index : best), 0);
    return { page, runs, details: detailsOf(pageLhrs[representative], origin) };
  });

  console.log(`\nMedian of ${options.runs} run${options.runs === 1 ? '' : 's'} (min–max where they differ); JS and requests: the page's own (not the service worker's)`);
  printTable(rows);
  printDetails(rows);
  const benchmarkIndexes = rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex));
  const loadAverages = rows.flatMap((row) => row.runs.map((run) => run.loadAverage));
  const cpus = availableParallelism();
  console.log(
    `\nThis machine: Lighthouse benchmark index median ${median(benchmarkIndexes)} (${minimum(benchmarkIndexes)}–${maximum(benchmarkIndexes)}); ` +
      `load average (1 min) before the runs median ${median(loadAverages)} (${minimum(loadAverages)}–${maximum(loadAverages)}) on ${cpus} CPUs`,
  );
  if (median(loadAverages) > cpus) {
    console.log(
      'Warning: the machine was busy with other work. Simulated throttling multiplies the main-thread time Chromium measured here,\n' +
        'so TBT, the long tasks, bootup times and (through them) LCP and the score are inflated and vary; byte and request counts are not affected.',
    );
  }

  const keys = Object.keys(rows[0].runs[0]);
  const summarise = (runs, reduce) => Object.fromEntries(keys.map((key) => [key, reduce(runs.map((run) => run[key]))]));
  const results = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    settings: { formFactor: 'mobile', throttling: options.devtools ? 'devtools (applied)' : 'simulated (Lighthouse defaults)', categories, server: 'nginx (generated configuration, brotli_static)' },
    runsPerPage: options.runs,
    ...git,
    units: { fcp: 'ms', lcp: 'ms', tbt: 'ms', speedIndex: 'ms', jsTransferBytes: 'bytes', transferBytes: 'bytes', workerTransferBytes: 'bytes' },
    pages: Object.fromEntries(
      rows.map(({ page, runs, details }) => [
        page,
        { median: summarise(runs, median), min: summarise(runs, minimum), max: summarise(runs, maximum), runs, details },
      ]),
    ),
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Medians written to ${path.relative(process.cwd(), resultsFile) || resultsFile}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  stopServer();
}

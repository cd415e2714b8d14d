// Responsiveness benchmark (issue 36): how long each interaction of the site takes to answer on a
// slow phone once the page is loaded and idle, as Interaction to Next Paint counts it. Figures,
// not a pass/fail test.
//
// Each run is a fresh browser context (no cache, service worker blocked) at 375 x 812 with touch,
// the CPU 4x slower through the DevTools protocol (Emulation.setCPUThrottlingRate) from the start.
// The page loads, hydrates and lays itself out; the part is scrolled into view, and the islands
// around it (not those that wait for an interaction) have hydrated; then the bench waits until
// the main thread has had no long task for a second and the machine is nearly idle (15 s at most),
// and acts as a visitor does: raw touch and key input through the protocol (page.touchscreen and
// page.keyboard; not locator.tap(), see tap below).
//
// The figure of an interaction is what web-vitals counts towards INP: a PerformanceObserver of
// type 'event' (durationThreshold 16, in an init script) collects the Event Timing entries, they
// are grouped by interactionId, and an interaction's latency is its longest entry (input delay +
// processing + presentation, rounded by the browser to 8 ms). Typing is one interaction per key:
// its figure is the slowest key. An interaction faster than 16 ms has no entry ("<16").
// Median of N runs (3 by default); ✓ at most 100 ms. For the median run, the worst entry's parts:
// input delay / processing / presentation (until the next paint).
//
//   npm run bench -- --inp [--runs N] [--no-build] [--site DIR] [--only "package,faq"] [--trace DIR] [--cpu]
//   (--only: interactions whose name starts with one of the given names, case-insensitive;
//    --trace: writes a DevTools performance trace of each run's interaction into DIR, to open in
//    Chrome's Performance panel; tracing costs time of its own, so its runs' figures are higher;
//    --cpu: traces each run and adds the renderer main thread's own time (thread time, 4x throttling
//    included) in the tasks from the slowest entry's input to its paint: time the thread waited for
//    a CPU while other processes ran is not in it, so it is the figure to compare builds by on a busy
//    machine; these runs do not wait for a quiet machine)
/* global document, window, requestAnimationFrame -- in the page */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startSite, untilQuiet } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const GOAL_MS = 100;
/** Idle: no long task on the main thread for this long. */
const QUIET_MS = 1000;
/** After the last input, time for the next paint and the observer's report. */
const REPORT_MS = 1000;

function parseArguments(args) {
  const options = { runs: 3, site: root, build: true, trace: null, only: null, cpu: false };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--inp') continue;
    if (arg === '--no-build') options.build = false;
    else if (arg === '--runs') options.runs = Number(args[(index += 1)]);
    else if (arg === '--site') options.site = path.resolve(args[(index += 1)]);
    else if (arg === '--only') options.only = args[(index += 1)].split(',').map((name) => name.trim().toLowerCase());
    else if (arg === '--trace') options.trace = path.resolve(args[(index += 1)]);
    else if (arg === '--cpu') options.cpu = true;
    else {
      console.error('Usage: npm run bench -- --inp [--runs N] [--no-build] [--site DIR] [--only "package,faq"] [--trace DIR] [--cpu]');
      process.exit(2);
    }
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error('--runs needs a whole number of at least 1.');
    process.exit(2);
  }
  return options;
}

/**
 * A touch at the centre of the control, as raw input through the protocol. Not locator.tap():
 * its actionability check listens to the page's pointer and touch events and hit-tests there
 * (elementsFromPoint), main-thread work of the bench's own that Event Timing would count.
 */
async function tap(page, selector) {
  const box = await page.locator(selector).first().boundingBox({ timeout: 15_000 });
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
/** An interaction that is one tap on its control. */
const tapping = (name, page, target) => ({ name, page, target, act: (tab) => tap(tab, target) });

/**
 * The interactions. `target`: the control, scrolled into view before the page is left to go
 * idle; `launcher` (optional): the id of the section whose launcher (a `<details>`, issue 36)
 * hides the tool until the visitor opens it; `prepare` (optional): what a visitor did before (not
 * measured; the page goes idle again after it); `act`: the measured interaction(s).
 */
const interactions = [
  tapping('menu', '/en/', '#mobile-menu-toggle'),
  {
    // The menu's island loads at the first interaction: this is its machine opening it.
    name: 'menu, second opening',
    page: '/en/',
    target: '#mobile-menu-toggle',
    prepare: async (page) => {
      await tap(page, '#mobile-menu-toggle');
      await page.locator('#mobile-menu-toggle').and(page.locator('[aria-expanded="true"]')).waitFor();
      await page.waitForFunction(() => document.querySelector('#mobile-menu-toggle')?.closest('[data-hydrated]'));
      await page.keyboard.press('Escape');
      await page.locator('#mobile-menu-toggle[aria-expanded="false"]').waitFor();
    },
    act: (page) => tap(page, '#mobile-menu-toggle'),
  },
  tapping('FAQ answer (home)', '/en/', '#faq [data-part="faq-item"] summary'),
  tapping('carousel next', '/en/', '[data-part="carousel"] [data-part="next"]'),
  {
    // Its island loads at the first interaction (focus here), as a visitor's first tap loads it.
    name: 'accessibility panel',
    page: '/en/',
    target: '#accessibility-button',
    prepare: async (page) => {
      await page.locator('#accessibility-button').focus();
      await page.waitForFunction(() => document.querySelector('#accessibility-button')?.closest('[data-hydrated]'));
      await page.locator('#accessibility-button').blur();
    },
    act: (page) => tap(page, '#accessibility-button'),
  },
  tapping('package tab', '/en/services', '[data-part="package-tabs"] [role="tab"] >> nth=1'),
  { ...tapping('advisor answer', '/en/services', '[data-part="service-advisor"] input[type="radio"] >> nth=0'), launcher: 'service-advisor' },
  {
    name: 'ROI typing',
    page: '/en/services',
    launcher: 'roi-calculator',
    target: '#roi-monthlyRevenue',
    prepare: async (page) => {
      await tap(page, '#roi-monthlyRevenue');
      await page.keyboard.press('ControlOrMeta+a');
    },
    act: (page) => page.keyboard.type('12500'),
  },
  { ...tapping('ROI calculate', '/en/services', '[data-part="roi-calculate"]'), launcher: 'roi-calculator' },
  {
    name: 'quick quote typing',
    page: '/en/services',
    target: '#quote-name',
    prepare: (page) => tap(page, '#quote-name'),
    act: (page) => page.keyboard.type('Anna Schmidt'),
  },
  tapping('FAQ answer (services)', '/en/services', '#faq [data-part="faq-item"] summary'),
  {
    name: 'section nav: open the list',
    page: '/en/services',
    target: '#section-nav-toggle',
    scrollTo: '#service-advisor',
    act: (page) => tap(page, '#section-nav-toggle'),
  },
  {
    name: 'section nav: go to a section',
    page: '/en/services',
    target: '#section-nav-toggle',
    scrollTo: '#service-advisor',
    prepare: async (page) => {
      await tap(page, '#section-nav-toggle');
      await page.locator('#section-nav-list a[href="#service-comparison"]').waitFor({ state: 'visible' });
    },
    act: (page) => tap(page, '#section-nav-list a[href="#service-comparison"]'),
  },
];

/** In the page from its first byte: the Event Timing entries and the end of the last long task. */
function observe() {
  window.__inp = { entries: [], lastLongTaskEnd: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__inp.entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__inp.lastLongTaskEnd = Math.max(window.__inp.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Resolves once the main thread has had no long task for QUIET_MS (page time), at most 20 s. */
async function untilIdle(page) {
  await page.waitForFunction(
    (quiet) => performance.now() - window.__inp.lastLongTaskEnd > quiet && new Promise((resolve) => requestAnimationFrame(() => resolve(true))),
    QUIET_MS,
    { timeout: 20_000, polling: 250 },
  );
}

/** The page is loaded: hydrated, and laid out (the services page lays its sections out gradually). */
async function untilLoaded(page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'hydrated' && !/deferr/.test(document.documentElement.dataset.layout ?? ''), null, {
    timeout: 60_000,
    polling: 100,
  });
}

/** Opens the launcher of the section with this id, as a visitor does: a tap on its summary. */
async function openLauncher(page, id) {
  const summary = `#${id} > details > summary`;
  await page.locator(summary).scrollIntoViewIfNeeded();
  await tap(page, summary);
  await page.waitForFunction((selector) => document.querySelector(selector)?.open, `#${id} > details`, { timeout: 15_000, polling: 100 });
}

/** The part is on screen and every island around it that loads without an interaction has hydrated. */
async function untilPartReady(page, interaction) {
  if (interaction.scrollTo) await page.locator(interaction.scrollTo).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  else await page.locator(interaction.target).first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      if (!element) return false;
      for (let host = element.closest('site-island'); host; host = host.parentElement?.closest('site-island')) {
        if (host.dataset.hydrate !== 'interaction' && !host.hasAttribute('data-hydrated')) return false;
      }
      return true;
    },
    interaction.target.split(' >> ')[0],
    { timeout: 30_000, polling: 100 },
  );
}

/** The interactions since `since` (page time): each one's longest entry. */
function interactionsSince(entries, since) {
  const longest = new Map();
  for (const entry of entries) {
    if (entry.startTime < since) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  return [...longest.values()];
}

/**
 * The renderer main thread's CPU time (thread time, ms) in the tasks that started between the
 * entry's input and its paint, from a DevTools trace: Event Timing's own trace events give the
 * offset between the page's clock and the trace's.
 */
function cpuOf(traceFile, entry) {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const timing = events.find((event) => event.name === 'EventTiming' && event.args?.data?.timeStamp !== undefined);
  if (!timing) return null;
  const offset = timing.ts - timing.args.data.timeStamp * 1000;
  const main = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const from = entry.startTime * 1000 + offset;
  const to = (entry.startTime + entry.duration) * 1000 + offset;
  let cpu = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'ThreadControllerImpl::RunTask' || !main.has(`${event.pid}:${event.tid}`)) continue;
    if (event.ts >= from && event.ts < to) cpu += event.tdur ?? 0;
  }
  return cpu / 1000;
}

async function runOnce(browser, origin, interaction, traceFile) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(`${origin}${interaction.page}`, { waitUntil: 'load', timeout: 60_000 });
    await untilLoaded(page);
    if (interaction.launcher) await openLauncher(page, interaction.launcher);
    await untilPartReady(page, interaction);
    if (interaction.prepare) {
      await untilIdle(page);
      await interaction.prepare(page);
    }
    await untilIdle(page);
    // Other work on the machine would be the page's input delay: act once it is nearly idle (15 s at most).
    if (!traceFile) await untilQuiet();
    const load = loadavg()[0];
    if (traceFile) await page.context().browser().startTracing(page, { path: traceFile, screenshots: false });
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page);
    await page.waitForTimeout(REPORT_MS);
    if (traceFile) await page.context().browser().stopTracing();
    const found = interactionsSince(await page.evaluate(() => window.__inp.entries), since);
    const worst = found.reduce((max, entry) => (!max || entry.duration > max.duration ? entry : max), null);
    return {
      ms: worst ? worst.duration : 0,
      cpu: traceFile && worst ? cpuOf(traceFile, worst) : null,
      load,
      interactions: found.length,
      worst: worst && {
        event: worst.name,
        inputDelay: Math.round(worst.processingStart - worst.startTime),
        processing: Math.round(worst.processingEnd - worst.processingStart),
        presentation: Math.round(worst.startTime + worst.duration - worst.processingEnd),
      },
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const msText = (value) => (value < 16 ? '<16' : `${Math.round(value)}`);

const options = parseArguments(process.argv.slice(2));
if (options.build && options.site === root) {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
if (options.trace) mkdirSync(options.trace, { recursive: true });
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-inp-'));
const site = await startSite(options.site);
const browser = await chromium.launch({ executablePath: findChromium()?.path, args: chromiumArgs });
const rows = [];
try {
  const chosen = options.only ? interactions.filter((interaction) => options.only.some((name) => interaction.name.toLowerCase().startsWith(name))) : interactions;
  for (const interaction of chosen) {
    const runs = [];
    for (let run = 0; run < options.runs; run += 1) {
      const traceFile = (options.trace || options.cpu) && path.join(options.trace ?? scratch, `${interaction.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${run + 1}.json`);
      try {
        runs.push(await runOnce(browser, site.origin, interaction, traceFile));
      } catch (error) {
        console.error(`${interaction.name}, run ${run + 1}: ${error.message.split('\n')[0]}`);
        runs.push(null);
      }
    }
    const measured = runs.filter(Boolean);
    const middle = measured.length ? median(measured.map((run) => run.ms)) : null;
    const typical = measured.find((run) => run.ms === middle);
    rows.push({ interaction, runs, middle, typical });
    console.error(`${interaction.name}: ${JSON.stringify(runs)}`);
  }
} finally {
  await browser.close();
  site.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const loads = rows.flatMap((row) => row.runs.filter(Boolean).map((run) => run.load));
const loadText = loads.length ? `load average (1 min) at the acts ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}) on ${availableParallelism()} CPUs` : '';
console.log(`\nInteraction to next paint, ${options.site}, CPU 4x (CDP), 375 px, loaded and idle, median of ${options.runs}; goal ≤ ${GOAL_MS} ms; ${loadText}\n`);
const cpuColumn = options.cpu || options.trace;
console.log(`| interaction | page | median ms | runs ms | ≤ 100 ms | slowest entry of the median run: event, input delay / processing / presentation ms |${cpuColumn ? ' main-thread CPU ms, median (runs) |' : ''}`);
console.log(`|---|---|---|---|---|---|${cpuColumn ? '---|' : ''}`);
for (const { interaction, runs, middle, typical } of rows) {
  const runsText = runs.map((run) => (run ? msText(run.ms) : 'failed')).join(', ');
  const verdict = middle === null ? '?' : middle <= GOAL_MS ? '✓' : '✗';
  const parts = typical?.worst ? `${typical.worst.event}, ${typical.worst.inputDelay} / ${typical.worst.processing} / ${typical.worst.presentation}` : '—';
  const cpus = runs.map((run) => run?.cpu ?? null);
  const known = cpus.filter((cpu) => cpu !== null);
  const cpuText = known.length ? `${median(known).toFixed(1)} (${cpus.map((cpu) => (cpu === null ? '–' : cpu.toFixed(1))).join(', ')})` : '–';
  console.log(`| ${interaction.name} | ${interaction.page} | ${middle === null ? 'failed' : msText(middle)} | ${runsText} | ${verdict} | ${parts} |${cpuColumn ? ` ${cpuText} |` : ''}`);
}
if (loads.length && median(loads) > availableParallelism()) {
  console.log('\nWarning: the machine was busy with other work; its time on the CPU is the page\'s input delay and slows every frame, so the figures are high and vary.');
}

// Cost of the hero's particle background (issue 3: "never blocks the main thread
// noticeably"). The particles are drawn in a dedicated worker on an OffscreenCanvas,
// or on the main thread where a canvas cannot be transferred. Bundles the real
// modules with Vite, runs them in the project's Chromium (scripts/find-browser.mjs)
// on a canvas of the hero's size, and prints milliseconds (median / p95 / max):
//
//   per frame, called directly in batches of 20 (the browser rounds timers to 0.1 ms):
//     physics   moving the particles and finding the lines (pure JavaScript)
//     frame     physics plus issuing the drawing, on the page's canvas (the fallback's cost
//               to the main thread) and on an OffscreenCanvas in a worker (the worker's cost)
//   running for 3 s, each renderer as the page uses it (requestAnimationFrame):
//     main-thread cost   the fallback: its requestAnimationFrame callbacks (per frame);
//                        the worker, its only main-thread work, once: attach() and start() (in
//                        React's commit), the task creating the worker, the task transferring
//                        the canvas
//     long tasks         main-thread tasks over 50 ms meanwhile (PerformanceObserver 'longtask'):
//                        count and the longest; Lighthouse counts these
//     main rAF           interval between the main thread's frames (16.7 ms = 60 fps)
//     frames / callback  frames drawn, and the cost of one, on the thread that draws
//
// Rasterising the canvas happens later in the compositor and is not in these figures.
// CPU slowdown (CDP Emulation.setCPUThrottlingRate, as Lighthouse's 4x) is applied to the
// page; whether Chromium slows the worker too is Chromium's business, so the worker's own
// figures are best read at 1x. The machine is shared: maxima include other processes' noise.
// Figures, not a pass/fail test.
//
//   node scripts/bench-particles.mjs [--count 50] [--frames 600]
/* global window, document, requestAnimationFrame, Worker, HTMLCanvasElement -- the measuring code runs inside the page */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const count = argument('count', 50);
const frames = argument('frames', 600);

const browser = findChromium();
if (!browser) {
  console.error('No Chromium found (see scripts/ensure-browser.mjs).');
  process.exit(1);
}

const source = (file) => JSON.stringify(path.resolve(import.meta.dirname, '../src/components/ParticleBackground', file));

// The page's modules, and the worker as particles.worker.ts wires it, with its frames timed and a
// 'bench' message answered (what it costs per frame, and how many it drew).
const pageEntry = `
export { createFrameLoop } from ${source('frameLoop.ts')};
export { createOffscreenLoop } from ${source('offscreenLoop.ts')};
export { createParticles, stepParticles, linksBetween } from ${source('physics.ts')};
`;
const workerEntry = `
import { createScene, frameClockOf } from ${source('scene.ts')};
import { createWorkerRenderer } from ${source('workerRenderer.ts')};
const clock = frameClockOf(self);
const costs = [];
const timed = {
  request: (callback) => clock.request((now) => {
    const start = performance.now();
    callback(now);
    costs.push(performance.now() - start);
  }),
  cancel: (handle) => clock.cancel(handle),
};
const renderer = createWorkerRenderer(timed);
self.addEventListener('message', ({ data }) => {
  if (data.type === 'bench.stats') return self.postMessage({ costs, animationFrames: typeof self.requestAnimationFrame === 'function' });
  if (data.type === 'bench.direct') {
    // whole frames called directly on an OffscreenCanvas of the field's size, in batches
    const { size, frames, batch, count } = data;
    const canvas = new OffscreenCanvas(1, 1);
    const scene = createScene(canvas.getContext('2d'), { count, linkDistance: 100 });
    scene.setColor('#fff');
    scene.resize(size);
    for (let i = 0; i < 60; i++) scene.frame(16.7);
    const samples = [];
    for (let i = 0; i < frames / batch; i++) {
      const start = performance.now();
      for (let j = 0; j < batch; j++) scene.frame(16.7);
      samples.push((performance.now() - start) / batch);
    }
    return self.postMessage({ samples });
  }
  renderer.receive(data);
});
`;

async function bundle(code, name) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-particles-'));
  const entry = path.join(dir, `${name}.js`);
  writeFileSync(entry, code);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, lib: { entry, formats: ['iife'], name } },
    });
    const output = Array.isArray(result) ? result[0] : result;
    return output.output[0].code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [pageCode, workerCode] = await Promise.all([bundle(pageEntry, 'Particles'), bundle(workerEntry, 'ParticleWorker')]);

const origin = 'http://bench.particles.test';
const page = (width, height) => `<!doctype html>
<body style="margin:0;background:#0f1b2d">
<script>
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true });
</script>
<script src="/particles.js"></script>
<canvas id="main" style="position:absolute;inset:0;display:block;width:${width}px;height:${height}px;color:#fff"></canvas>
<canvas id="worker" style="position:absolute;inset:0;display:block;width:${width}px;height:${height}px;color:#fff"></canvas>
</body>`;

const sizes = [
  { name: 'phone 375x640 @2x', width: 375, height: 640, scale: 2 },
  { name: 'desktop 1440x720 @1x', width: 1440, height: 720, scale: 1 },
  { name: 'desktop 1440x720 @2x', width: 1440, height: 720, scale: 2 },
];
const slowdowns = [1, 4];

const instance = await chromium.launch({ executablePath: browser.path, args: chromiumArgs });
const rows = [];
try {
  for (const size of sizes) {
    for (const slowdown of slowdowns) {
      const context = await instance.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.scale });
      await context.route(`${origin}/**`, (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/particles.js') return route.fulfill({ contentType: 'text/javascript', body: pageCode });
        if (pathname === '/particles.worker.js') return route.fulfill({ contentType: 'text/javascript', body: workerCode });
        return route.fulfill({ contentType: 'text/html', body: page(size.width, size.height) });
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await tab.goto(`${origin}/`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const result = await tab.evaluate(
        async ({ count, frames }) => {
          const stats = (values) => {
            if (values.length === 0) return { median: 0, p95: 0, max: 0 };
            const sorted = [...values].sort((a, b) => a - b);
            const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
            return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
          };
          const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
          const { createFrameLoop, createOffscreenLoop, createParticles, stepParticles, linksBetween } = window.Particles;
          const mainCanvas = document.getElementById('main');
          const workerCanvas = document.getElementById('worker');
          const width = mainCanvas.clientWidth;
          const height = mainCanvas.clientHeight;

          // Browsers round performance.now() to 0.1 ms here: time batches of frames, report per frame.
          const batch = 20;
          const perFrame = (run) => {
            const samples = [];
            for (let i = 0; i < frames / batch; i++) {
              const start = performance.now();
              for (let j = 0; j < batch; j++) run();
              samples.push((performance.now() - start) / batch);
            }
            return stats(samples);
          };

          // physics alone
          let particles = createParticles(count, width, height);
          const physics = perFrame(() => {
            particles = stepParticles(particles, 16.7, width, height);
            linksBetween(particles, 100);
          });

          // one whole frame on the page's canvas (the fallback), called directly
          const direct = createFrameLoop({ count, linkDistance: 100 });
          const detachDirect = direct.attach(mainCanvas);
          for (let i = 0; i < 60; i++) direct.frame(16.7);
          const frameMain = perFrame(() => direct.frame(16.7));
          detachDirect();

          // The main thread's frames while a renderer runs, and the long tasks meanwhile.
          const run = async (renderer) => {
            const intervals = [];
            let previous = 0;
            let probing = true;
            const probe = (now) => {
              if (previous) intervals.push(now - previous);
              previous = now;
              if (probing) requestAnimationFrame(probe);
            };
            window.longTasks.length = 0;
            requestAnimationFrame(probe);
            const result = await renderer();
            probing = false;
            return { ...result, mainInterval: stats(intervals), longTasks: [...window.longTasks] };
          };

          // the fallback: the real loop on the page's requestAnimationFrame for 3 s
          const main = await run(async () => {
            const callbacks = [];
            const native = window.requestAnimationFrame.bind(window);
            window.requestAnimationFrame = (callback) =>
              native((now) => {
                const start = performance.now();
                callback(now);
                if (callback.name !== 'probe') callbacks.push(performance.now() - start);
              });
            const loop = createFrameLoop({ count, linkDistance: 100 });
            const detach = loop.attach(mainCanvas);
            loop.start();
            await wait(3000);
            loop.stop();
            detach();
            window.requestAnimationFrame = native;
            return { mainCost: stats(callbacks), frames: callbacks.length, drawCost: stats(callbacks) };
          });
          mainCanvas.remove();

          // the worker: the real page side, the real worker renderer (timed) for 3 s
          let worker;
          const ask = (message) =>
            new Promise((resolve) => {
              worker.addEventListener('message', ({ data }) => resolve(data), { once: true });
              worker.postMessage(message);
            });
          const offscreen = await run(async () => {
            // Its main-thread work: attach (in React's commit), then a task creating the worker, then one
            // transferring the canvas (from the transfer to the 'init' message posted).
            const tasks = { attach: 0, worker: 0, transfer: 0 };
            const transfer = HTMLCanvasElement.prototype.transferControlToOffscreen;
            let transferStart = 0;
            HTMLCanvasElement.prototype.transferControlToOffscreen = function timedTransfer() {
              transferStart = performance.now();
              return transfer.call(this);
            };
            const loop = createOffscreenLoop({
              count,
              linkDistance: 100,
              createWorker: () => {
                const start = performance.now();
                worker = new Worker('/particles.worker.js');
                tasks.worker = performance.now() - start;
                const post = worker.postMessage.bind(worker);
                worker.postMessage = (message, transferList) => {
                  post(message, transferList);
                  if (message.type === 'init') tasks.transfer = performance.now() - transferStart;
                };
                return worker;
              },
              onFailure: () => console.error('particle worker failed'),
              onSpentCanvas: () => {},
            });
            const start = performance.now();
            const detach = loop.attach(workerCanvas);
            loop.start();
            tasks.attach = performance.now() - start;
            await wait(3000);
            loop.stop();
            HTMLCanvasElement.prototype.transferControlToOffscreen = transfer;
            const { costs, animationFrames } = await ask({ type: 'bench.stats' });
            const ratio = Math.min(window.devicePixelRatio, 2);
            const { samples } = await ask({ type: 'bench.direct', size: { width, height, ratio }, frames, batch, count });
            detach();
            return { tasks, frames: costs.length, drawCost: stats(costs), frameWorker: stats(samples), animationFrames };
          });
          return { physics, frameMain, frameWorker: offscreen.frameWorker, main, offscreen };
        },
        { count, frames },
      );
      rows.push({ size: size.name, slowdown, ...result });
      await context.close();
    }
  }
} finally {
  await instance.close();
}

const ms = (value) => value.toFixed(3).padStart(7);
const cell = ({ median, p95, max }) => `${ms(median)} ${ms(p95)} ${ms(max)}`;
const label = (row) => `${row.size}, CPU ${row.slowdown}x`.padEnd(32);
console.log(`Particle background, ${count} particles, lines under 100 px; Chromium ${browser.path}`);
console.log(`\nPer frame, called directly (${frames} frames in 20-frame batches), ms med/p95/max:`);
console.log(`${''.padEnd(32)}   physics                  frame, page canvas       frame, worker OffscreenCanvas`);
for (const row of rows) console.log(`${label(row)}   ${cell(row.physics)}  ${cell(row.frameMain)}  ${cell(row.frameWorker)}`);
console.log('\nRunning 3 s on requestAnimationFrame, ms. Main-thread cost: the fallback per frame (med/p95/max);');
console.log('the worker once: attach + start / creating the worker / transferring the canvas, each in its own task.');
console.log(`${''.padEnd(32)}   renderer  main-thread cost            long tasks (n, max)  main rAF med/p95   frames  per frame on the drawing thread`);
for (const row of rows) {
  for (const [name, run] of [
    ['main', row.main],
    ['worker', row.offscreen],
  ]) {
    const longest = run.longTasks.length ? Math.max(...run.longTasks) : 0;
    const cost = run.tasks ? `${ms(run.tasks.attach)} ${ms(run.tasks.worker)} ${ms(run.tasks.transfer)}` : cell(run.mainCost);
    const thread = name === 'worker' && !run.animationFrames ? ' (worker on 16 ms timers)' : '';
    const longTasks = `${String(run.longTasks.length).padStart(3)} ${ms(longest)}`;
    const mainFrames = `${ms(run.mainInterval.median)} ${ms(run.mainInterval.p95)}`;
    console.log(`${label(row)}   ${name.padEnd(8)}  ${cost}     ${longTasks}      ${mainFrames}  ${String(run.frames).padStart(5)}   ${cell(run.drawCost)}${thread}`);
  }
}

// Per-frame cost of the hero's particle background (issue 3: "never blocks the
// main thread noticeably"). Bundles the real frame loop and physics modules with
// Vite, runs them in the project's Chromium (scripts/find-browser.mjs) on a canvas
// of the hero's size, and prints median / p95 / max milliseconds per frame:
//   physics   moving 50 particles and finding the lines (pure JavaScript)
//   frame     physics plus issuing the canvas drawing (what a frame costs the main thread);
//             both timed in batches of 20 frames (the browser rounds timers to 0.1 ms)
//   rAF       the real requestAnimationFrame loop for 3 s: callback cost (single frames, so
//             0.1 ms steps) and the interval between frames (16.7 ms = 60 fps)
// Rasterising the canvas happens later in the compositor and is not in these figures.
// The machine is shared: maxima and intervals include other processes' noise.
// at a phone size and a desktop size, without and with 4x CPU slowdown.
// A frame has about 16.7 ms at 60 Hz; figures, not a pass/fail test.
//
//   node scripts/bench-particles.mjs [--count 50] [--frames 600]
/* global window, document -- the measuring code runs inside the page */
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, findChromium } from './find-browser.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const count = argument('count', 50);
const frames = argument('frames', 600);

async function bundle(entry, name) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name } },
  });
  const output = Array.isArray(result) ? result[0] : result;
  return output.output[0].code;
}

const browser = findChromium();
if (!browser) {
  console.error('No Chromium found (see scripts/ensure-browser.mjs).');
  process.exit(1);
}

const [loopCode, physicsCode] = await Promise.all([
  bundle('src/components/ParticleBackground/frameLoop.ts', 'ParticleLoop'),
  bundle('src/components/ParticleBackground/physics.ts', 'ParticlePhysics'),
]);

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
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.setContent(
        `<body style="margin:0;background:#0f1b2d"><canvas style="display:block;width:100vw;height:100vh;color:#fff"></canvas></body>`,
      );
      await page.addScriptTag({ content: `${loopCode}\n${physicsCode}` });
      const result = await page.evaluate(
        async ({ count, frames }) => {
          const stats = (values) => {
            const sorted = [...values].sort((a, b) => a - b);
            const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
            return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
          };
          const { createParticles, stepParticles, linksBetween } = window.ParticlePhysics;
          const canvas = document.querySelector('canvas');
          const width = canvas.clientWidth;
          const height = canvas.clientHeight;

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

          // one whole frame (physics + drawing commands), called directly
          const loop = window.ParticleLoop.createFrameLoop({ count, linkDistance: 100 });
          const detach = loop.attach(canvas);
          for (let i = 0; i < 60; i++) loop.frame(16.7);
          const frame = perFrame(() => loop.frame(16.7));
          detach();

          // the real loop on requestAnimationFrame for 3 s
          const callbacks = [];
          const intervals = [];
          const native = window.requestAnimationFrame.bind(window);
          let previous = 0;
          window.requestAnimationFrame = (callback) =>
            native((now) => {
              if (previous) intervals.push(now - previous);
              previous = now;
              const start = performance.now();
              callback(now);
              callbacks.push(performance.now() - start);
            });
          const running = window.ParticleLoop.createFrameLoop({ count, linkDistance: 100 });
          const detachRunning = running.attach(canvas);
          running.start();
          await new Promise((resolve) => setTimeout(resolve, 3000));
          running.stop();
          detachRunning();
          return { physics, frame, callback: stats(callbacks), interval: stats(intervals), rafFrames: callbacks.length };
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
console.log(`Particle background, ${count} particles, lines under 100 px; ${frames} direct frames per row (20-frame batches); Chromium ${browser.path}`);
console.log('ms per frame:                       physics (med/p95/max)     frame (med/p95/max)   rAF callback (med/p95/max)  rAF interval med/p95');
for (const row of rows) {
  console.log(
    `${`${row.size}, CPU ${row.slowdown}x`.padEnd(34)} ${cell(row.physics)}   ${cell(row.frame)}   ${cell(row.callback)}   ${ms(row.interval.median)} ${ms(row.interval.p95)}  (${row.rafFrames} frames)`,
  );
}

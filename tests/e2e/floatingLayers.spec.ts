import type { Page } from '@playwright/test';
import { allPagePaths } from '../../src/routing/routes';
import { expect, openPage, test } from './fixtures';
import { openOnPausedClock } from './support/pauseClock';

/**
 * The floating-layer policy (docs/architecture.md, "Floating layers"), as a
 * visitor meets it: every one of the 30 URLs at a phone's and a desktop's
 * width, scrolled through one screen at a time; at each step no floating layer
 * (anything fixed on screen but the site header) is over the centre of a
 * visible link, button or form field of the page (`elementFromPoint`). On the
 * services pages the social-proof notice and the minimised offer tab are
 * brought up first (page.clock), so they are on screen for the whole walk.
 */
const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** What covered what, where: one line per covered element and scroll position. */
interface Cover {
  scrollY: number;
  layer: string;
  element: string;
}

/**
 * At the current scroll position: every interactive element of the page (main
 * and footer, outside any fixed layer) whose centre is on screen below the
 * header, hit-tested at its centre; a hit inside a fixed layer that does not
 * hold the element is a cover.
 */
const coversOnScreen = (page: Page) =>
  page.evaluate((): Cover[] => {
    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const header = document.getElementById('main-navigation')?.closest('header') ?? null;
    const fixedLayerOf = (element: Element | null): Element | null => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return node;
      }
      return null;
    };
    const describe = (element: Element) => {
      const part = element.closest('[data-part], [data-floating]');
      const name = part?.getAttribute('data-floating') ?? part?.getAttribute('data-part');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? ` in ${name}` : ''} "${(element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const covers: Cover[] = [];
    const regions = [document.getElementById('main-content'), document.getElementById('site-footer')];
    for (const region of regions) {
      for (const element of region?.querySelectorAll(interactive) ?? []) {
        if (fixedLayerOf(element)) continue; // a part of a floating layer, not of the page
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width < 1 || rect.height < 1) continue;
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (y < top || y >= window.innerHeight || x < 0 || x >= document.documentElement.clientWidth) continue;
        const hit = document.elementFromPoint(x, y);
        const layer = fixedLayerOf(hit);
        if (!hit || !layer || layer === header || layer.contains(element)) continue;
        covers.push({ scrollY: Math.round(window.scrollY), layer: describe(hit), element: describe(element) });
      }
    }
    return covers;
  });

/** Scrolls to `y` at once and waits for the scroll event (the floating layers hear it first). */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight))) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );

const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/**
 * The services page's timed layers, on the paused clock: scrolled past 60 %,
 * the popup opens after its 5 s and is minimised to its tab (Escape, after the
 * 200 ms throttle); by then the social-proof notice shows its first entry (from
 * 3.8 s to 9.8 s after it started), and time stands still for the walk. Focus
 * leaves the tab, as when the visitor reads on.
 */
async function bringUpTimedLayers(page: Page) {
  await scrollTo(page, Math.round((await maxScroll(page)) * 0.65));
  // the two islands load their code at this scroll: on a busy machine that takes a while
  await expect(page.locator('[data-part="seo-popup"]')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(page.locator('[data-part="social-proof"]')).toHaveAttribute('data-state', 'resting', { timeout: 20_000 });
  await page.clock.runFor(5000);
  await expect(page.locator('dialog#seo-popup')).toHaveAttribute('open', '');
  await page.clock.runFor(250);
  await page.keyboard.press('Escape');
  await expect(page.locator('#seo-popup-tab')).toBeVisible();
  await expect(page.locator('[data-part="social-proof"]')).toHaveAttribute('data-state', 'showing');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

// This file's tests check the layers themselves: the popup stays up (fixtures.ts would close it).
test.use({ seoPopupAside: false });

test.describe('floating layers never cover the page', () => {
  for (const { page: pageId, path } of allPagePaths()) {
    for (const viewport of widths) {
      test(`${path} at ${viewport.width} px`, async ({ page }) => {
        // the services pages are 45,000 px tall on a phone: about 60 steps, and two islands to load first
        if (pageId === 'services') test.slow();
        await page.setViewportSize(viewport);
        await openOnPausedClock(page, path);
        if (pageId === 'services') await bringUpTimedLayers(page);
        const end = await maxScroll(page);
        const step = await page.evaluate(() => window.innerHeight - (document.getElementById('main-navigation')?.closest('header')?.getBoundingClientRect().height ?? 0));
        for (let y = 0; ; y = Math.min(end, y + step)) {
          await scrollTo(page, y);
          // one frame of the page's own time: what follows the scrolling (rAF-throttled listeners) has run
          await page.clock.runFor(20);
          // polled: the layers' watcher loads at the first scroll (src/app/backgroundTasks.ts)
          await expect
            .poll(() => coversOnScreen(page), { message: `floating layers over the page's controls on ${path} at ${viewport.width} px`, timeout: 3000 })
            .toEqual([]);
          if (y >= end) break;
        }
        if (pageId === 'services') {
          // the timed layers were up for the whole walk
          await expect(page.locator('#seo-popup-tab')).toBeAttached();
          await expect(page.locator('[data-part="social-proof"]')).toHaveAttribute('data-state', 'showing');
        }
      });
    }
  }
});

test('a floating button gives way to the focused element under it, and comes back once focus has left', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, '/en/');
  const button = page.locator('[data-floating="accessibility"]');
  // A control that runs under the button on the right while its centre stays clear of it,
  // brought level with the button: the centre rule alone would leave the button there.
  const placed = await page.evaluate(() => {
    const layer = document.querySelector('[data-floating="accessibility"]')!.getBoundingClientRect();
    const control = [...document.querySelectorAll<HTMLElement>('#main-content a[href], #main-content button')].find((candidate) => {
      const box = candidate.getBoundingClientRect();
      return box.top + window.scrollY > window.innerHeight && box.right > layer.left + 8 && (box.left + box.right) / 2 < layer.left && box.height < layer.height * 2;
    });
    if (!control) return null;
    control.setAttribute('data-test-control', '');
    const box = control.getBoundingClientRect();
    window.scrollTo({ top: box.top + window.scrollY + box.height / 2 - (layer.top + layer.height / 2), behavior: 'instant' });
    return control.textContent;
  });
  expect(placed, 'a wide control to put under the button').not.toBeNull();
  await expect(button).not.toHaveAttribute('data-giving-way');
  const control = page.locator('[data-test-control]');
  await control.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  await expect(button).toHaveAttribute('data-giving-way', '');
  // where the button was, the pointer reaches the focused control
  const hit = await page.evaluate(() => {
    const layer = document.querySelector('[data-floating="accessibility"]')!.getBoundingClientRect();
    const control = document.querySelector('[data-test-control]')!.getBoundingClientRect();
    const x = (Math.max(layer.left, control.left) + Math.min(layer.right, control.right)) / 2;
    const y = (Math.max(layer.top, control.top) + Math.min(layer.bottom, control.bottom)) / 2;
    return document.elementFromPoint(x, y)?.closest('[data-test-control]') !== null;
  });
  expect(hit).toBe(true);
  await control.evaluate((element) => (element as HTMLElement).blur());
  await expect(button).not.toHaveAttribute('data-giving-way');
});

test.describe('the SEO offer on a phone', () => {
  for (const path of ['/leistungen', '/en/services', '/fr/services']) {
    test(`${path}: the discount never breaks from its sign or its word, and the dialog's buttons are 44 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await openOnPausedClock(page, path);
      await scrollTo(page, Math.round((await maxScroll(page)) * 0.65));
      await expect(page.locator('[data-part="seo-popup"]')).toHaveAttribute('data-hydrated', '');
      await page.clock.runFor(5000);
      const dialog = page.locator('dialog#seo-popup');
      await expect(dialog).toHaveAttribute('open', '');
      const checkAt = (width: number) =>
        page.setViewportSize({ width, height: 700 }).then(() =>
          dialog.evaluate((element) => {
            // "à −30 %", "30 % off", "30 % Rabatt", "−30 %": one piece, on one line
            const piece = /(?:à[\s\u00a0])?[−-]?30[\s\u00a0\u202f]*%(?:[\s\u00a0]+(?:off|Rabatt))?/u;
            const broken: string[] = [];
            for (const text of [element.querySelector('h2'), element.querySelector('p')]) {
              const node = text?.firstChild;
              const found = node?.textContent?.match(piece);
              if (!node || !found || found.index === undefined) continue;
              const range = document.createRange();
              range.setStart(node, found.index);
              range.setEnd(node, found.index + found[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
              if (lines > 1) broken.push(`${text!.textContent} (${window.innerWidth} px)`);
            }
            const small = [...element.querySelectorAll('button[aria-label]')]
              .map((button) => button.getBoundingClientRect())
              .filter((box) => box.width < 44 || box.height < 44);
            return { broken, small: small.length };
          }),
        );
      for (const width of [320, 340, 360, 375, 390, 414]) {
        expect(await checkAt(width)).toEqual({ broken: [], small: 0 });
      }
    });
  }
});


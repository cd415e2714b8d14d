import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { accessibilityPanelModelEvents, accessibilityPanelTestModel } from '../model/accessibilityPanel.model';
import { accessibilityViolations, addTestStyle, expect, openPage, test } from './fixtures';
import { holdRequests } from './support/holdRequests';

type ModelEvent = (typeof accessibilityPanelModelEvents)[number];

const storageKey = 'accessibility-settings';
const floatingButton = (page: Page) => page.locator('#accessibility-button');
const dialog = (page: Page) => page.locator('#accessibility-panel');
const html = (page: Page) => page.locator('html');
const switchFor = (page: Page, name: RegExp | string) => dialog(page).getByRole('switch', { name });
const savedSettings = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKey);

async function openPanel(page: Page) {
  await floatingButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

/** Saves settings as a previous visit would have, then opens the URL fresh. */
async function openWithSaved(page: Page, url: string, saved: string) {
  await openPage(page, '/en/sitemap');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [storageKey, saved]);
  return openPage(page, url);
}

/**
 * Contrast of every visible text on the page against the background it sits
 * on, computed in the page: background colours composited from the root down
 * (gradients and images are not counted), text colour faded by its own alpha
 * and by the opacity of its ancestors. With a modal dialog open, only the
 * dialog's text. Returns the texts below the minimum.
 */
function textBelowContrast(page: Page, minimum: number) {
  return page.evaluate((min) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const failures: string[] = [];
    // behind an open modal dialog the page is inert and dimmed: only the dialog's text counts then
    const scope = document.querySelector('dialog[open]') ?? document.body;
    for (const element of scope.querySelectorAll<HTMLElement>('*')) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!hasText || element.closest('[aria-hidden="true"], .visually-hidden')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // opacity 0 is not visible text (e.g. content off screen that a scroll reveal shows when it arrives)
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || !element.checkVisibility({ opacityProperty: true })) continue;
      const chain: HTMLElement[] = [];
      for (let node: HTMLElement | null = element; node; node = node.parentElement) chain.unshift(node);
      let opacity = 1;
      for (const node of chain) opacity *= Number(getComputedStyle(node).opacity);
      // What is painted under the text: the elements below it at its centre (a fixed header
      // over a dark hero, a dialog in the top layer), else its ancestors.
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const onScreen = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
      const stack = onScreen ? document.elementsFromPoint(x, y) : [];
      const position = stack.indexOf(element);
      const layers = position === -1 ? chain : (stack.slice(position).reverse() as HTMLElement[]);
      let background: Rgba = [255, 255, 255, 1];
      for (const node of layers) background = over(parse(getComputedStyle(node).backgroundColor), background);
      const text = parse(style.color);
      const shown = over([text[0], text[1], text[2], text[3] * opacity], background);
      const value = ratio(shown, background);
      if (value < min) failures.push(`${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}": ${value.toFixed(2)}`);
    }
    return failures;
  }, minimum);
}

/** Performs a model event on the real page, the way a visitor would. */
async function perform(page: Page, event: ModelEvent) {
  switch (event.type) {
    case 'FLOATING_BUTTON':
      return floatingButton(page).click();
    case 'CLOSE_BUTTON':
      return dialog(page).getByRole('button', { name: 'Close accessibility settings' }).click();
    case 'ESCAPE':
      return page.keyboard.press('Escape');
  }
}

const modelAssertions: Record<string, (page: Page, arrivedBy?: ModelEvent) => Promise<void>> = {
  closed: async (page, arrivedBy) => {
    await expect(dialog(page)).toBeHidden();
    await expect(floatingButton(page)).toHaveAttribute('aria-expanded', 'false');
    if (arrivedBy && arrivedBy.type !== 'FLOATING_BUTTON' && arrivedBy.type !== 'ESCAPE') await expect(floatingButton(page)).toBeFocused();
  },
  open: async (page) => {
    await expect(page.getByRole('dialog', { name: 'Accessibility' })).toBeVisible();
    await expect(floatingButton(page)).toHaveAttribute('aria-expanded', 'true');
    // a native modal dialog: the page behind it is inert
    expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  },
};

test.describe('accessibility panel, driven by the paths of its test model', () => {
  for (const path of browserModelPaths(accessibilityPanelTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      await openPage(page, '/en/');
      await modelAssertions[path.initialState]!(page);
      let from = path.initialState;
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        await perform(page, event);
        await modelAssertions[step.state]!(page, from === 'open' ? event : undefined);
        // closing by Escape also returns focus to the button
        if (from === 'open' && step.state === 'closed') await expect(floatingButton(page)).toBeFocused();
        from = step.state;
      }
    });
  }
});

test.describe('the floating button and the panel', () => {
  test('sits bottom right with a 44 px target and a label in each language', async ({ page }) => {
    for (const [url, label] of [
      ['/', 'Einstellungen zur Barrierefreiheit'],
      ['/en/about', 'Accessibility settings'],
      ['/fr/contact', 'Réglages d’accessibilité'],
    ] as const) {
      await openPage(page, url);
      const button = page.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      const box = (await button.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
      expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    }
  });

  test('works before its code has arrived: the page is interactive, a click on the button is kept and opens the panel', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/AccessibilityPanel-*.js');
    await openPage(page, '/en/');
    // the prerendered button is there and the rest of the page is hydrated
    await expect(floatingButton(page)).toHaveAttribute('aria-expanded', 'false');
    const question = page.locator('#faq summary').first();
    await question.click();
    await expect(question.locator('xpath=..')).toHaveJSProperty('open', true);
    await floatingButton(page).click();
    await expect(dialog(page)).toBeHidden();
    release();
    await expect(dialog(page)).toBeVisible();
    await expect(floatingButton(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('stays below the toasts', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openPage(page, '/en/');
    const toastsBottom = await page.locator('[data-part="toaster"]').first().evaluate((element) => element.getBoundingClientRect().bottom);
    const buttonTop = (await floatingButton(page).boundingBox())!.y;
    expect(toastsBottom).toBeLessThanOrEqual(buttonTop);
  });

  test('can be used with the keyboard alone: focus moves in, Tab never reaches the page behind, Escape closes, focus returns', async ({ page }) => {
    await openPage(page, '/en/');
    await floatingButton(page).focus();
    await page.keyboard.press('Enter');
    const close = dialog(page).getByRole('button', { name: 'Close accessibility settings' });
    await expect(close).toBeFocused();
    const reset = dialog(page).getByRole('button', { name: 'Reset to defaults' });
    // the controls arrive with their own small chunk
    await expect(reset).toBeVisible();
    // showModal() made the page inert: focus can only be in the dialog, or out of the page
    // (on the browser's own interface, which headless Chromium shows as the body) on its way round
    const focusIs = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'off the page';
        return document.getElementById('accessibility-panel')!.contains(active) ? 'in the dialog' : `on the page: ${active.outerHTML.slice(0, 80)}`;
      });
    const pageLinkTakesFocus = await page.locator('main a').first().evaluate((link: HTMLElement) => {
      link.focus();
      return document.activeElement === link;
    });
    expect(pageLinkTakesFocus).toBe(false);
    // Shift+Tab from the first control and Tab from the last leave only to the browser, and come back round
    await page.keyboard.press('Shift+Tab');
    expect(await focusIs()).not.toMatch(/^on the page/);
    await reset.focus();
    await page.keyboard.press('Tab');
    expect(await focusIs()).not.toMatch(/^on the page/);
    // a full round: every stop is in the dialog or off the page, and it gets back to the first control
    const stops: string[] = [];
    for (let index = 0; index < 15; index++) {
      await page.keyboard.press('Tab');
      stops.push(await focusIs());
    }
    expect(stops.filter((stop) => stop.startsWith('on the page'))).toEqual([]);
    expect(stops).toContain('in the dialog');
    // the switches work with the keyboard
    await switchFor(page, 'High contrast').focus();
    await page.keyboard.press('Space');
    await expect(html(page)).toHaveAttribute('data-contrast', 'high');
    // the font size slider moves in steps of 25 and announces its value
    const slider = dialog(page).getByRole('slider', { name: 'Text size' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '125 %');
    // Escape arrives as the dialog's cancel event; the machine closes it and returns focus
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(floatingButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(floatingButton(page)).toBeFocused();
    // and again, opened and closed with keys only
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(floatingButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(floatingButton(page)).toBeFocused();
  });

  test('passes axe with the panel open, in every mode and language', async ({ page }) => {
    // axe runs eleven times here: on the contact page, whose form and panel carry every kind of control,
    // in each mode (every page is scanned whole in pages.spec.ts); in German and French the panel alone.
    test.setTimeout(120_000);
    await openPage(page, '/en/contact');
    await openPanel(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const name of ['High contrast', 'Highlight focus', 'Reduce animations', 'Screen-reader mode', 'Dyslexia-friendly text']) {
      await switchFor(page, name).check();
      expect(await accessibilityViolations(page), name).toEqual([]);
    }
    for (const mode of [/Protanopia/, /Deuteranopia/, /Tritanopia/]) {
      await dialog(page).getByRole('radio', { name: mode }).check();
      expect(await accessibilityViolations(page), String(mode)).toEqual([]);
    }
    await dialog(page).getByRole('button', { name: 'Larger text' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const url of ['/kontakt', '/fr/contact']) {
      await openPage(page, url);
      await openPanel(page);
      expect(await accessibilityViolations(page, '#accessibility-panel'), url).toEqual([]);
    }
  });
});

test.describe('each setting does what it says and survives a reload', () => {
  test('font size: 75 to 200 % in steps of 25 on the root font size', async ({ page }) => {
    await openPage(page, '/en/');
    const rootSize = () => html(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await rootSize()).toBe(16);
    await openPanel(page);
    const larger = dialog(page).getByRole('button', { name: 'Larger text' });
    const smaller = dialog(page).getByRole('button', { name: 'Smaller text' });
    for (let index = 0; index < 4; index++) await larger.click();
    expect(await rootSize()).toBe(32);
    await expect(larger).toBeDisabled();
    await expect(dialog(page).getByRole('slider', { name: 'Text size' })).toHaveValue('200');
    const body = await page.locator('h1').first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(body).toBeGreaterThan(40);
    expect(JSON.parse((await savedSettings(page))!)).toMatchObject({ fontSize: 200 });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-app', 'hydrated');
    expect(await rootSize()).toBe(32);
    await openPanel(page);
    for (let index = 0; index < 5; index++) await smaller.click();
    expect(await rootSize()).toBe(12);
    await expect(smaller).toBeDisabled();
  });

  test('high contrast: every visible text is at least 7:1, the panel included', async ({ page }) => {
    for (const url of ['/en/', '/leistungen', '/fr/a-propos', '/en/privacy']) {
      await openPage(page, url);
      await openPanel(page);
      if ((await html(page).getAttribute('data-contrast')) !== 'high') await switchFor(page, /High contrast|Hoher Kontrast|Contraste élevé/).check();
      await expect(html(page)).toHaveAttribute('data-contrast', 'high');
      // polled: colours change with the components' short colour transitions
      await expect.poll(() => textBelowContrast(page, 7), `${url} with the panel open`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => textBelowContrast(page, 7), url).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 400));
      // the header turns light once it notices the scroll, with a short colour transition
      await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1);
      await expect.poll(() => textBelowContrast(page, 7), `${url} scrolled`).toEqual([]);
    }
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-contrast', 'high');
  });

  test('colour-blind support: a daltonization filter defined in the page, applied to the page', async ({ page }) => {
    // Every frame of a page under an SVG filter is drawn by the CPU here (no GPU): the reload's
    // first paint, which the page's scripts wait for, and each click's stable-box check take seconds.
    test.slow();
    await openPage(page, '/en/');
    await openPanel(page);
    expect(await html(page).evaluate((element) => getComputedStyle(element).filter)).toBe('none');
    for (const mode of ['protanopia', 'deuteranopia', 'tritanopia']) {
      await dialog(page).getByRole('radio', { name: new RegExp(mode, 'i') }).check();
      await expect(html(page)).toHaveAttribute('data-colorblind', mode);
      const filter = await html(page).evaluate((element) => getComputedStyle(element).filter);
      expect(filter).toContain(`#a11y-filter-${mode}`);
      const matrix = await page.locator(`filter#a11y-filter-${mode} feColorMatrix`).getAttribute('values');
      expect(matrix!.split(' ')).toHaveLength(20);
      // the panel is in the top layer: the page's filter does not touch it
      expect(await dialog(page).evaluate((element) => getComputedStyle(element).filter)).toBe('none');
    }
    // the fixed header stays at the top of the viewport under the filter
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 600));
    expect((await page.locator('header').first().boundingBox())!.y).toBe(0);
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-colorblind', 'tritanopia');
    await expect(html(page)).toHaveAttribute('data-app', 'hydrated');
    await openPanel(page);
    await dialog(page).getByRole('radio', { name: 'None' }).check();
    await expect(html(page)).not.toHaveAttribute('data-colorblind');
  });

  test('dyslexia-friendly: another typeface, wider letter and word spacing, taller lines', async ({ page }) => {
    await openPage(page, '/en/about');
    const text = page.locator('main p').first();
    const metrics = () =>
      text.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          family: style.fontFamily,
          letterSpacing: style.letterSpacing,
          wordSpacing: parseFloat(style.wordSpacing),
          lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
          align: style.textAlign,
        };
      });
    const before = await metrics();
    await openPanel(page);
    await switchFor(page, 'Dyslexia-friendly text').check();
    const after = await metrics();
    expect(after.family).toContain('Atkinson Hyperlegible');
    expect(after.family).not.toBe(before.family);
    expect(parseFloat(after.letterSpacing)).toBeGreaterThan(0);
    expect(after.wordSpacing).toBeGreaterThan(0);
    expect(after.lineHeight).toBeGreaterThanOrEqual(1.8);
    expect(['start', 'left']).toContain(after.align);
    // the font file is served from our own origin
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible"'))).toBe(true);
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-dyslexia', 'true');
  });

  test('reduce animations: no CSS animation or transition runs, no smooth scrolling', async ({ page }) => {
    await openPage(page, '/en/');
    // something that moves, as counters, carousels and particles would
    await addTestStyle(
      page,
      '@keyframes test-spin { to { transform: rotate(1turn); } } .test-moving { animation: test-spin 1s infinite; transition: opacity 2s; scroll-behavior: smooth; }',
    );
    await page.evaluate(() => {
      const element = document.createElement('div');
      element.className = 'test-moving';
      element.textContent = 'moving';
      document.querySelector('main')!.append(element);
    });
    const running = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
    expect(await running()).toBeGreaterThan(0);
    await openPanel(page);
    await switchFor(page, 'Reduce animations').check();
    await expect(html(page)).toHaveAttribute('data-motion', 'reduced');
    expect(await running()).toBe(0);
    const moving = page.locator('.test-moving');
    expect(await moving.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
    expect(await moving.evaluate((element) => getComputedStyle(element).scrollBehavior)).toBe('auto');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-motion', 'reduced');
  });

  test('screen-reader mode: no motion, nothing advances, decorations are silent', async ({ page }) => {
    await openPage(page, '/en/');
    await openPanel(page);
    await switchFor(page, 'Screen-reader mode').check();
    await expect(html(page)).toHaveAttribute('data-screen-reader', 'true');
    await expect(html(page)).toHaveAttribute('data-motion', 'reduced');
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    // decorative graphics of the shell are hidden from assistive technology
    const unnamedGraphics = await page.evaluate(
      () =>
        [...document.querySelectorAll('svg, canvas')].filter(
          (element) => !element.closest('[aria-hidden="true"]') && !element.getAttribute('aria-label') && !element.getAttribute('role'),
        ).length,
    );
    expect(unnamedGraphics).toBe(0);
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-screen-reader', 'true');
  });
});

test.describe('saved settings', () => {
  test('a change is saved at once; reset restores the defaults and deletes the saved entry', async ({ page }) => {
    await openPage(page, '/en/');
    expect(await savedSettings(page)).toBeNull();
    await openPanel(page);
    await switchFor(page, 'Highlight focus').check();
    await expect(html(page)).toHaveAttribute('data-focus', 'highlight');
    expect(JSON.parse((await savedSettings(page))!)).toEqual({
      fontSize: 100,
      highContrast: false,
      highlightFocus: true,
      reduceAnimations: false,
      screenReaderMode: false,
      colorBlindSupport: 'none',
      dyslexiaFriendly: false,
    });
    await dialog(page).getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await savedSettings(page)).toBeNull();
    await expect(html(page)).not.toHaveAttribute('data-focus');
    await expect(switchFor(page, 'Highlight focus')).not.toBeChecked();
  });

  test('unreadable saved data is ignored with a warning and the page works', async ({ page, consoleWarnings }) => {
    await openWithSaved(page, '/en/', '{"fontSize": 150, broken');
    expect(consoleWarnings.some((warning) => warning.includes('accessibility-settings'))).toBe(true);
    await expect(html(page)).toHaveAttribute('data-motion', 'full');
    await expect(html(page)).not.toHaveAttribute('data-contrast');
    await openPanel(page);
    await switchFor(page, 'High contrast').check();
    expect(JSON.parse((await savedSettings(page))!)).toMatchObject({ highContrast: true, fontSize: 100 });
  });

  test('invalid fields fall back to their defaults, valid ones are kept', async ({ page, consoleWarnings }) => {
    await openWithSaved(page, '/en/', JSON.stringify({ fontSize: 300, highContrast: 'yes', dyslexiaFriendly: true, colorBlindSupport: 'purple' }));
    expect(consoleWarnings.some((warning) => warning.includes('fontSize'))).toBe(true);
    await expect(html(page)).toHaveAttribute('data-dyslexia', 'true');
    await expect(html(page)).not.toHaveAttribute('data-contrast');
    await expect(html(page)).not.toHaveAttribute('data-colorblind');
    expect(await html(page).evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
  });

  test('with nothing saved, the system preference for reduced motion counts as reduce animations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/en/');
    await expect(html(page)).toHaveAttribute('data-motion', 'reduced');
    await openPanel(page);
    await expect(switchFor(page, 'Reduce animations')).toBeChecked();
    // the visitor may still choose motion
    await switchFor(page, 'Reduce animations').uncheck();
    await expect(html(page)).toHaveAttribute('data-motion', 'full');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-motion', 'full');
  });
});

test.describe('no flash of the default settings', () => {
  // the service worker would serve the app's scripts from its cache, past page.route
  test.use({ allowConsoleErrors: [/Failed to load resource/], serviceWorkers: 'block' });

  const saved = JSON.stringify({ fontSize: 150, highContrast: true, highlightFocus: true, reduceAnimations: true, screenReaderMode: false, colorBlindSupport: 'deuteranopia', dyslexiaFriendly: true });
  const expectSettingsOnHtml = async (page: Page) => {
    await expect(html(page)).toHaveAttribute('data-contrast', 'high');
    await expect(html(page)).toHaveAttribute('data-focus', 'highlight');
    await expect(html(page)).toHaveAttribute('data-motion', 'reduced');
    await expect(html(page)).toHaveAttribute('data-colorblind', 'deuteranopia');
    await expect(html(page)).toHaveAttribute('data-dyslexia', 'true');
    expect(await html(page).evaluate((element) => getComputedStyle(element).fontSize)).toBe('24px');
  };

  test('the prerendered page carries the settings with the app script blocked', async ({ page }) => {
    await openPage(page, '/en/sitemap');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [storageKey, saved]);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/leistungen');
    await expectSettingsOnHtml(page);
    await expect(html(page)).not.toHaveAttribute('data-app');
  });

  test('the settings are on <html> before the body is parsed', async ({ page }) => {
    await openPage(page, '/en/sitemap');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [storageKey, saved]);
    await page.addInitScript(() => {
      const seen: Array<{ name: string; bodyParsed: boolean }> = [];
      (window as unknown as { settingsSeen: typeof seen }).settingsSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement) seen.push({ name: record.attributeName!, bodyParsed: document.body !== null });
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-contrast', 'data-motion', 'data-dyslexia'] });
      document.addEventListener('DOMContentLoaded', () => {
        seen.push({ name: `contentLoaded:${document.documentElement.getAttribute('data-contrast')}`, bodyParsed: true });
      });
    });
    await openPage(page, '/fr/');
    const seen = await page.evaluate(() => (window as unknown as { settingsSeen: Array<{ name: string; bodyParsed: boolean }> }).settingsSeen);
    const contrast = seen.find((entry) => entry.name === 'data-contrast');
    expect(contrast, 'data-contrast was set').toBeDefined();
    expect(contrast!.bodyParsed, 'set before the body was parsed, so before the first paint').toBe(false);
    expect(seen.map((entry) => entry.name)).toContain('contentLoaded:high');
    await expectSettingsOnHtml(page);
  });
});

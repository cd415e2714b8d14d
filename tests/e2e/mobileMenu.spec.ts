import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { menuModelState, mobileMenuModelEvents, mobileMenuTestModel } from '../model/mobileMenu.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { holdRequests } from './support/holdRequests';
import { unreachableControls } from './support/pageChecks';
import { pauseClockSoon } from './support/pauseClock';

type ModelEvent = (typeof mobileMenuModelEvents)[number];

const phone = { width: 375, height: 740 };
const toggle = (page: Page) => page.locator('#mobile-menu-toggle');
const panel = (page: Page) => page.locator('#mobile-menu');
const languageToggle = (page: Page) => panel(page).getByRole('button', { name: /Sprache|Language|Langue/ });
const isOpen = async (page: Page) => (await toggle(page).getAttribute('aria-expanded')) === 'true';

/**
 * Performs a model event on the real page, the way a visitor would. The menu's code is held
 * back until the HYDRATED_* event (`releaseCode`): HYDRATED_OPEN is a tap on the toggle before
 * it arrives (the browser opens the popover), HYDRATED_CLOSED a hover that fetches it.
 */
async function perform(page: Page, event: ModelEvent, releaseCode: () => void) {
  switch (event.type) {
    case 'HYDRATED_OPEN':
      await toggle(page).click();
      // open before any of its code: the browser's popover
      await expect(panel(page)).toBeVisible();
      await expect(toggle(page)).not.toHaveAttribute('aria-expanded');
      releaseCode();
      return expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    case 'HYDRATED_CLOSED':
      releaseCode();
      await toggle(page).hover();
      return expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    case 'TOGGLE':
      return toggle(page).click();
    case 'ESCAPE':
      return page.keyboard.press('Escape');
    case 'CLICK_OUTSIDE':
      // the backdrop to the left of the 320 px panel
      return page.mouse.click(20, phone.height / 2);
    case 'SELECT_LINK':
      // a closed menu's links cannot be reached: nothing happens, as in the model
      if (await isOpen(page)) await panel(page).locator('a[href="/leistungen"]').click();
      return;
    case 'LANGUAGES_TOGGLE':
      if (await isOpen(page)) await languageToggle(page).click();
      return;
    case 'ROUTE_CHANGE':
      // a navigation the menu did not start (e.g. the back button or a script)
      return page.evaluate(() => history.pushState(null, '', window.location.pathname === '/agb' ? '/impressum' : '/agb'));
    case 'VIEWPORT_WIDENS': {
      const wasOpen = await isOpen(page);
      await page.setViewportSize({ width: 1280, height: phone.height });
      await expect(toggle(page)).toBeHidden();
      // Media query changes are noticed once per frame: stay wide until the menu has reacted.
      if (wasOpen) await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await page.setViewportSize(phone);
      return;
    }
    case 'HUNDRED_MS_PASS':
      return page.clock.runFor(100);
  }
}

const focusInPanel = (page: Page) => panel(page).evaluate((element) => element.contains(document.activeElement));

async function expectOpen(page: Page, focusPlaced: boolean, languagesExpanded: boolean) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  // the page behind the backdrop is inert, the menu and its toggle are not
  await expect(page.locator('main')).toHaveAttribute('inert');
  expect(await toggle(page).evaluate((element) => element.closest('[inert]'))).toBeNull();
  // The machine moves focus to the first link after 100 ms, unless the visitor
  // has already put it somewhere in the menu (e.g. on the language toggle).
  if (focusPlaced) expect(await focusInPanel(page)).toBe(true);
  else await expect(panel(page).locator('a').first()).not.toBeFocused();
  await expect(languageToggle(page)).toHaveAttribute('aria-expanded', String(languagesExpanded));
  await expect(panel(page).getByRole('link', { name: 'English' })).toBeVisible({ visible: languagesExpanded });
}

/** How the current state was reached: the event and the model state before it. */
interface Arrival {
  event: ModelEvent;
  from: string;
}

const assertions: Record<string, (page: Page, arrival?: Arrival) => Promise<void>> = {
  // The prerendered menu, its code not there yet: closed, and the toggle states nothing the browser does not.
  [menuModelState.hydrating]: async (page) => {
    await expect(toggle(page)).not.toHaveAttribute('aria-expanded');
    // a name that holds whether or not the browser has opened the menu yet
    await expect(toggle(page)).toHaveAccessibleName('Menü');
    await expect(panel(page)).toBeHidden();
  },
  [menuModelState.closed]: async (page, arrival) => {
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.locator('body > [inert], #root > [inert], main[inert], header [inert]:not(#mobile-menu)')).toHaveCount(0);
    expect(await focusInPanel(page)).toBe(false);
    // Closed with the keyboard or the toggle: focus is back on the toggle.
    const closedByVisitor = arrival && arrival.from !== menuModelState.closed && ['ESCAPE', 'TOGGLE'].includes(arrival.event.type);
    if (closedByVisitor) await expect(toggle(page)).toBeFocused();
  },
  [menuModelState.pendingCollapsed]: (page) => expectOpen(page, false, false),
  [menuModelState.pendingExpanded]: (page) => expectOpen(page, false, true),
  [menuModelState.placedCollapsed]: (page) => expectOpen(page, true, false),
  [menuModelState.placedExpanded]: (page) => expectOpen(page, true, true),
};

test.describe('mobile menu, driven by the paths of its test model', () => {
  test.use({ viewport: phone });

  for (const path of browserModelPaths(mobileMenuTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      const releaseCode = await holdRequests(page, '**/assets/MobileMenu-*.js');
      await page.clock.install();
      await openPage(page, '/');
      // From here on, time moves only when the model says HUNDRED_MS_PASS.
      await pauseClockSoon(page);
      await assertions[path.initialState]!(page);
      let from = path.initialState;
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        await perform(page, event, releaseCode);
        const assertion = assertions[step.state];
        expect(assertion, `assertion for ${step.state}`).toBeDefined();
        await assertion!(page, { event, from });
        from = step.state;
      }
    });
  }
});

/**
 * The menu as a launcher (issue 36): on a small phone (375 × 667) every way on is on one screen
 * with the language list open: the four pages, the call to action, the phone number, the
 * language button naming the page's language, the three languages and the legal pages.
 */
test.describe('mobile menu at 375 × 667, a launcher on one screen', () => {
  const smallPhone = { width: 375, height: 667 };
  test.use({ viewport: smallPhone });
  const launchers = [
    { url: '/', language: 'Sprache Deutsch', pages: ['/', '/leistungen', '/ueber-mich', '/kontakt'], cta: 'Kostenloses Erstgespräch', legal: ['/datenschutz', '/impressum', '/barrierefreiheit'] },
    { url: '/en/', language: 'Language English', pages: ['/en/', '/en/services', '/en/about', '/en/contact'], cta: 'Free consultation', legal: ['/en/privacy', '/en/imprint', '/en/accessibility'] },
    { url: '/fr/', language: 'Langue Français', pages: ['/fr/', '/fr/services', '/fr/a-propos', '/fr/contact'], cta: 'Consultation gratuite', legal: ['/fr/confidentialite', '/fr/mentions-legales', '/fr/accessibilite'] },
  ] as const;
  for (const launcher of launchers) {
    test(`${launcher.url}: pages, call to action, phone number, languages and legal links are all in view`, async ({ page }) => {
      await openPage(page, launcher.url);
      await toggle(page).click();
      await expect(panel(page)).toBeVisible();
      // the button says which language is on, before it is opened
      await expect(languageToggle(page)).toHaveAccessibleName(launcher.language);
      await expect(languageToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await languageToggle(page).click();
      await expect(languageToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => panel(page).evaluate((element) => getComputedStyle(element).transform)).toBe('none');

      const expected = [
        ...launcher.pages.map((href) => panel(page).locator(`nav a[href="${href}"]`)),
        panel(page).getByRole('link', { name: launcher.cta, exact: true }),
        panel(page).locator('a[href="tel:+494012345678"]'),
        languageToggle(page),
        ...['Deutsch', 'English', 'Français'].map((name) => panel(page).getByRole('link', { name, exact: true })),
        ...launcher.legal.map((href) => panel(page).locator(`nav a[href="${href}"]`)),
      ];
      for (const control of expected) {
        await expect(control).toHaveCount(1);
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      await expect(panel(page).getByRole('link', { name: launcher.cta, exact: true })).toHaveAttribute('href', launcher.pages[3]);
      await expect(panel(page).locator('a[href^="tel:"]')).toContainText('+49 40 123 456 78');
      // nothing else in it, nothing below the fold or covered, and nothing to scroll
      await expect(panel(page).locator('a, button')).toHaveCount(expected.length);
      expect(await unreachableControls(page, '#mobile-menu')).toEqual([]);
      expect(await panel(page).evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    });
  }
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: phone });

  test('is 320 px wide at most 90% of the viewport, with 44 px touch targets', async ({ page }) => {
    await openPage(page, '/en/');
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    const box = (await panel(page).boundingBox())!;
    // measured while it slides in: a transform leaves sub-pixel remainders
    expect(box.width).toBeCloseTo(320, 1);
    await page.setViewportSize({ width: 300, height: 700 });
    await expect.poll(async () => Math.round((await panel(page).boundingBox())!.width)).toBe(270);
    await page.setViewportSize(phone);
    await languageToggle(page).click();
    const targets = panel(page).locator('a, button');
    for (let index = 0; index < (await targets.count()); index++) {
      const target = (await targets.nth(index).boundingBox())!;
      expect(target.height, await targets.nth(index).innerText()).toBeGreaterThanOrEqual(44);
    }
    const toggleBox = (await toggle(page).boundingBox())!;
    expect(Math.min(toggleBox.width, toggleBox.height)).toBeGreaterThanOrEqual(44);
  });

  test('works before its code has arrived: the page is interactive, a press on the toggle opens the menu at once, and the code takes it over open', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/MobileMenu-*.js');
    await openPage(page, '/en/');
    // the prerendered toggle is there, closed, and the rest of the page is hydrated
    await expect(panel(page)).toBeHidden();
    const question = page.locator('#faq summary').first();
    await question.click();
    await expect(question.locator('xpath=..')).toHaveAttribute('open');
    await toggle(page).click();
    // the browser opens the popover: no code needed
    await expect(panel(page)).toBeVisible();
    release();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('link').first()).toBeFocused();
    await expect(page.locator('main')).toHaveAttribute('inert');
    // from now on the machine drives the popover
    await toggle(page).click();
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  // The header's blurred background once made it the containing block of the fixed panel: scrolled
  // down, the open panel was as tall as the header and only its first link could be reached.
  for (const url of ['/', '/en/services', '/fr/a-propos']) {
    test(`opened at the top, the middle and the bottom of ${url}, every link in it can be reached`, async ({ page }) => {
      await openPage(page, url);
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      for (const [where, top] of [['top', 0], ['middle', height / 2], ['bottom', height]] as const) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await toggle(page).click();
        await expect(panel(page)).toBeVisible();
        await languageToggle(page).click();
        // the panel has slid in: its links stop moving
        await expect.poll(() => panel(page).evaluate((element) => getComputedStyle(element).transform)).toBe('none');
        // from the header's bottom edge (the toggle stays in reach above it) to the bottom of the viewport
        const headerBottom = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().bottom);
        await expect.poll(() => panel(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(phone.height - headerBottom);
        expect(await unreachableControls(page, '#mobile-menu'), `opened at the ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(panel(page)).toBeHidden();
      }
    });
  }

  test('offers the same links, languages and legal links', async ({ page }) => {
    await openPage(page, '/en/about');
    await toggle(page).click();
    const [mainLinks, legalLinks] = [panel(page).locator('nav').first(), panel(page).locator('nav').last()];
    for (const href of ['/en/', '/en/services', '/en/about', '/en/contact']) {
      await expect(mainLinks.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const href of ['/en/privacy', '/en/imprint', '/en/accessibility']) {
      await expect(legalLinks.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await languageToggle(page).click();
    await expect(panel(page).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/ueber-mich');
    await expect(panel(page).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/a-propos');
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'mobile-menu');
  });

  test('choosing a language closes the menu and shows the page in that language', async ({ page }) => {
    await openPage(page, '/en/about');
    await toggle(page).click();
    await languageToggle(page).click();
    await panel(page).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/a-propos');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('passes axe closed, open and with the language list expanded', async ({ page }) => {
    test.slow(); // three whole-page axe scans
    await openPage(page, '/en/');
    expect(await accessibilityViolations(page)).toEqual([]);
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await languageToggle(page).click();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('keeps Tab and Shift+Tab off the page behind it, with the toggle in reach to close it (WCAG 2.4.3, 2.4.11)', async ({ page }) => {
    await openPage(page, '/en/');
    await toggle(page).click();
    await expect(panel(page).locator('a').first()).toBeFocused();
    await languageToggle(page).click();
    // where focus is: in the menu (its toggle included), off the page (the browser's own interface,
    // which headless Chromium shows as the body), or on the page behind the backdrop
    const focusIs = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'off the page';
        if (active.id === 'mobile-menu-toggle') return 'on the toggle';
        return document.getElementById('mobile-menu')!.contains(active) ? 'in the menu' : `on the page: ${active.outerHTML.slice(0, 80)}`;
      });
    const lastLink = panel(page).locator('a').last();
    await expect(lastLink).toHaveAttribute('href', '/en/accessibility');
    for (const key of ['Tab', 'Shift+Tab']) {
      // from the last link forwards, from the toggle (the first stop) backwards: round the menu, never onto the page
      await (key === 'Tab' ? lastLink : toggle(page)).focus();
      const stops: string[] = [];
      for (let index = 0; index < 4; index++) {
        await page.keyboard.press(key);
        stops.push(await focusIs());
      }
      expect(stops.filter((stop) => stop.startsWith('on the page')), key).toEqual([]);
      expect(stops, key).toContain(key === 'Tab' ? 'on the toggle' : 'in the menu');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    }
    // the toggle is reached with Tab and closes the menu; the page is usable again
    await lastLink.focus();
    for (let index = 0; index < 4 && (await focusIs()) !== 'on the toggle'; index++) await page.keyboard.press('Tab');
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.keyboard.press('Shift+Tab');
    expect(await focusIs()).toMatch(/^on the page/);
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await openPage(page, '/en/');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).locator('a').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).locator('a').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toBeFocused();
    await expect(panel(page)).toBeHidden();
  });
});

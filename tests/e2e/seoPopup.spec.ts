import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import {
  type SeoPopupModelEvent,
  parseSeoPopupState,
  seoPopupDialogModel,
  seoPopupModelInput,
  seoPopupOpeningModel,
} from '../model/seoPopup.model';
import { mailFrom, uniqueEmail } from './contactSupport';
import { expect, test } from './fixtures';
import { mailSiteUrl } from './ports';
import { axeOnPausedClock } from './support/axeOnPausedClock';
import { type LeadSends, answerHeldSend, beforeLeadSubmit, expectToastOfStep, holdLeadSends } from './support/leadSends';
import { openOnPausedClock } from './support/pauseClock';
import { recordToasts, shownToasts } from './support/toasts';

/**
 * The services page's SEO consultation popup (issue 15): the tours of its two
 * test models (the opening: scrolling, the 5 s, the scroll-up cancel,
 * screen-reader mode and other dialogs; the dialog: Escape, the buttons, the
 * tab, the benefits, the 200 ms throttle, the form and its sending) played on
 * the build configured for the local mail provider, in German, English and
 * French, on `page.clock`, with axe in every kind of state and every accepted
 * request in the local mailbox exactly once. Then what the models leave out:
 * no code before the line, the focus trap, closed for good, the default build
 * without mail configuration.
 */
const pages = [
  { locale: 'de', url: '/leistungen', sent: 'Erfolgreich!', sentText: 'innerhalb von 24 Stunden', failed: 'Ihre SEO-Audit-Anfrage konnte nicht gesendet werden', offline: 'Sie sind offline', sending: 'Wird gesendet …' },
  { locale: 'en', url: '/en/services', sent: 'Successful!', sentText: 'within 24 hours', failed: 'Your SEO audit request could not be sent', offline: 'You are offline', sending: 'Sending…' },
  { locale: 'fr', url: '/fr/services', sent: 'Succès !', sentText: 'sous 24 heures', failed: 'Votre demande d’audit SEO n’a pas pu être envoyée', offline: 'Vous êtes hors ligne', sending: 'Envoi en cours' },
] as const;
type Labels = (typeof pages)[number];

// These tests are about the popup: nothing closes it for them (fixtures.ts).
test.use({ seoPopupAside: false });

const popup = (page: Page) => page.locator('[data-part="seo-popup"]');
const dialog = (page: Page) => page.locator('#seo-popup');
const emailField = (page: Page) => page.locator('#seo-popup-email');
const submitButton = (page: Page) => page.locator('#seo-popup-submit');
const tab = (page: Page) => page.locator('#seo-popup-tab');
const tabClose = (page: Page) => popup(page).locator('[role="group"] button').last();
const dialogClose = (page: Page) => dialog(page).locator('button[type="button"]').nth(1);
const toggle = (page: Page) => dialog(page).locator('button[aria-controls="seo-popup-benefits"]');
/** What had focus before the popup opened: the hero's first link. */
const focusedBefore = (page: Page) => page.locator('main a[href="#services-section"]').first();

/** A phone's screen (issue 36). */
const phone = { width: 375, height: 812 };

/**
 * On a phone the minimised offer is a compact bar in the bottom-right button group (issue 36): at
 * most 80 px tall, in the page's right gutter (right of every text of the page), above the section
 * list's button, no wider than the group's buttons.
 */
async function expectCompactBar(page: Page) {
  const placed = await page.evaluate(() => {
    const bar = document.getElementById('seo-popup-tab')!.getBoundingClientRect();
    const group = document.getElementById('section-nav-toggle')!.getBoundingClientRect();
    const headings = [...document.querySelectorAll('main h2')].map((heading) => heading.getBoundingClientRect().right);
    return { height: bar.height, width: bar.width, groupWidth: group.width, above: bar.bottom <= group.top, rightOfText: bar.left >= Math.max(...headings), inView: bar.right <= window.innerWidth };
  });
  expect(placed.height).toBeLessThanOrEqual(80);
  expect(placed).toMatchObject({ width: placed.groupWidth, above: true, rightOfText: true, inView: true });
}

/** How far the page can scroll. */
const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** Scrolls to `y` at once and waits for the page's scroll event (the popup hears it first: its listener is older). */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === Math.round(top)) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );

/** The services page on a paused fake clock, focus on the hero's first link. */
async function openServices(page: Page, url: string) {
  await recordToasts(page);
  await openOnPausedClock(page, url);
  await focusedBefore(page).focus();
}

interface Run {
  page: Page;
  labels: Labels;
  email: string;
  maxY: number;
  furthest: number;
  sends: LeadSends;
  toastsBefore: number;
}

const sendPending = (sending: string) => sending === 'waitingForBoth' || sending === 'timeUpWaitingForSender';

async function scrollPastLine(run: Run) {
  run.furthest = Math.max(run.furthest, seoPopupModelInput.firstPastLine * run.maxY) + 100;
  await scrollTo(run.page, run.furthest);
  // the first time past the line loads the popup's code: it then reads where the page is
  await expect(popup(run.page)).toHaveAttribute('data-hydrated', '');
}

/** Performs a model event on the page, the way a visitor (or the network) would. */
async function perform(run: Run, event: SeoPopupModelEvent, fromKey: string) {
  const { page } = run;
  const from = parseSeoPopupState(fromKey);
  run.toastsBefore = (await shownToasts(page)).length;
  switch (event.type) {
    case 'SCROLL_PAST_LINE':
      return scrollPastLine(run);
    case 'SCROLL_UP_200':
      return scrollTo(page, run.furthest - 200);
    case 'SCROLL_UP_FAR':
      return scrollTo(page, run.furthest - 201);
    case 'SCROLL_ABOVE_LINE':
      return scrollTo(page, seoPopupModelInput.aboveLine * run.maxY);
    case 'FIVE_SECONDS_PASS':
      return page.clock.runFor(5000);
    case 'OPENS':
      await scrollPastLine(run);
      return page.clock.runFor(5000);
    case 'SCREEN_READER_ON':
      // as the accessibility panel applies the setting (src/accessibility/documentAttributes.ts)
      return page.evaluate(() => document.documentElement.setAttribute('data-screen-reader', 'true'));
    case 'SCREEN_READER_OFF':
      return page.evaluate(() => document.documentElement.removeAttribute('data-screen-reader'));
    case 'OTHER_DIALOG_OPENS':
      await page.locator('#accessibility-button').click();
      return expect(page.locator('#accessibility-panel')).toHaveAttribute('open', '');
    case 'OTHER_DIALOG_CLOSES':
      await page.keyboard.press('Escape');
      return expect(page.locator('#accessibility-panel')).not.toHaveAttribute('open');
    case 'ON_A_PHONE':
      await page.setViewportSize(phone);
      // a phone's page is longer: the lines are fractions of how far it scrolls now
      run.maxY = await maxScroll(page);
      return;
    case 'ESCAPE':
      if (from.view.startsWith('open')) {
        // a click in the dialog first: without a user activation the browser does not let a page refuse an Escape
        await dialog(page).locator('#seo-popup-title').click();
      }
      return page.keyboard.press('Escape');
    case 'CLOSE_BUTTON':
      return from.view === 'minimised' ? tabClose(page).click() : dialogClose(page).click();
    case 'RESTORE':
      return tab(page).click();
    case 'TOGGLE_BENEFITS':
      return toggle(page).click();
    case 'TWO_HUNDRED_MS_PASS':
      return page.clock.runFor(200);
    case 'TYPE_EMAIL':
      return emailField(page).fill(run.email);
    case 'SUBMIT':
      if (from.email === 'valid') {
        await beforeLeadSubmit(page, run.sends);
      }
      return submitButton(page).click();
    case 'SEND_SUCCEEDS':
    case 'SEND_FAILS':
    case 'SEND_BREAKS': {
      if (!sendPending(from.sending)) return;
      return answerHeldSend(page, run.sends, event.type);
    }
    case 'TWO_SECONDS_PASS':
      return page.clock.runFor(2000);
  }
}

async function expectState(run: Run, key: string) {
  const { page, labels } = run;
  const state = parseSeoPopupState(key);
  const view = state.view.startsWith('open.') ? 'open' : state.view;
  await expect(popup(page)).toHaveAttribute('data-state', view);
  if (view === 'open') {
    await expect(dialog(page)).toHaveAttribute('open', '');
    expect(await dialog(page).evaluate((element) => element.matches(':modal')), 'a modal dialog: the page behind is inert').toBe(true);
    const expanded = state.view === 'open.expanded';
    await expect(toggle(page)).toHaveAttribute('aria-expanded', String(expanded));
    await expect(page.locator('#seo-popup-benefits li')).toHaveCount(4);
    await expect(page.locator('#seo-popup-benefits')).toBeVisible({ visible: expanded });
    const sending = state.sending !== 'idle';
    await expect(emailField(page)).toHaveValue(state.email === 'valid' ? run.email : '');
    await expect(emailField(page)).toBeEnabled({ enabled: !sending });
    await expect(submitButton(page)).toBeEnabled({ enabled: !sending });
    if (sending) await expect(submitButton(page)).toContainText(labels.sending);
    if (state.email === 'refused') await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    if (state.email === 'empty') await expect(emailField(page)).not.toHaveAttribute('aria-invalid');
  } else {
    await expect(dialog(page)).not.toHaveAttribute('open');
  }
  await expect(tab(page)).toBeVisible({ visible: view === 'minimised' });
  if (view === 'minimised' && state.throttle === 'cooling') {
    // minimised by the visitor, the tab takes focus; shown by itself on a phone, focus stays where it was
    if (state.screen === 'narrow') await expect(focusedBefore(page)).toBeFocused();
    else await expect(tab(page)).toBeFocused();
  }
  if (view === 'minimised' && state.screen === 'narrow') await expectCompactBar(page);
  // closed for good: focus is back where it was before the popup opened
  if (view === 'dismissed') await expect(focusedBefore(page)).toBeFocused();

  const text = await expectToastOfStep(page, { toast: state.toast, before: run.toastsBefore, sends: run.sends, labels });
  if (state.toast === 'sent') expect(text).toContain(labels.sentText);
}

/** axe once per kind of markup (per worker): the view, an error shown, sending. */
const scanned = new Set<string>();
const markupOf = (key: string) => {
  const state = parseSeoPopupState(key);
  if (!state.view.startsWith('open')) return state.view === 'minimised' ? 'minimised' : 'closed';
  return `${state.view} ${state.email === 'refused' ? 'error' : ''} ${state.sending === 'idle' ? '' : 'sending'}`;
};

const tourModels = { opening: seoPopupOpeningModel, dialog: seoPopupDialogModel };

for (const [name, model] of Object.entries(tourModels)) {
  test.describe(`SEO popup, the ${name}: the tours of its test model, against the local mail provider`, () => {
    test.use({ allowConsoleErrors: [/status of 403|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/] });
    const tours = browserModelPaths(model);
    for (const [number, tour] of tours.entries()) {
      const labels = pages[number % pages.length]!;
      test(`tour ${number + 1} of ${tours.length} (${labels.locale}, ${tour.steps.length} steps)`, async ({ page, request }) => {
        test.slow();
        const run: Run = {
          page,
          labels,
          email: uniqueEmail(`seo${name}${number}`),
          maxY: 0,
          furthest: 0,
          sends: await holdLeadSends(page),
          toastsBefore: 0,
        };
        await openServices(page, `${mailSiteUrl}${labels.url}`);
        run.maxY = await maxScroll(page);
        const scan = async (key: string) => {
          if (scanned.has(markupOf(key))) return;
          scanned.add(markupOf(key));
          expect((await axeOnPausedClock(page, '[data-part="seo-popup"]')).violations, key).toEqual([]);
        };
        await expectState(run, tour.initialState);
        let from = tour.initialState;
        for (const [index, step] of tour.steps.entries()) {
          // A failure names its step.
          await test.step(`${index + 1}. ${step.event.type} → ${step.state}`, async () => {
            await perform(run, step.event, from);
            await expectState(run, step.state);
            await scan(step.state);
          });
          from = step.state;
        }
        const mail = await mailFrom(request, run.email);
        expect(mail).toHaveLength(run.sends.delivered);
        for (const each of mail) expect(each.params).toMatchObject({ source: 'SEO audit offer', from_email: run.email, reply_to: run.email });
      });
    }
  });
}

test('none of its code is requested before the page is scrolled past 60 %; then it opens 5 s later, not a millisecond earlier (en)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => {
    if (/SeoPopup/.test(req.url())) requested.push(req.url());
  });
  await openServices(page, '/en/services');
  const maxY = await maxScroll(page);
  await scrollTo(page, 0.59 * maxY);
  await page.clock.runFor(6000);
  expect(requested, 'no popup code above the line').toEqual([]);
  await scrollTo(page, 0.61 * maxY);
  await expect(popup(page)).toHaveAttribute('data-hydrated', '');
  expect(requested.length).toBeGreaterThan(0);
  await page.clock.runFor(4999);
  await expect(popup(page)).toHaveAttribute('data-state', 'armed');
  await page.clock.runFor(1);
  await expect(dialog(page)).toHaveAttribute('open', '');
});

test('keyboard (de): focus stays in the open dialog, Escape minimises, Escape on the tab closes, focus returns; never opens again in this page load', async ({ page }) => {
  await openServices(page, '/leistungen');
  const maxY = await maxScroll(page);
  await scrollTo(page, 0.7 * maxY);
  await expect(popup(page)).toHaveAttribute('data-hydrated', '');
  await page.clock.runFor(5200);
  await expect(dialog(page)).toHaveAttribute('open', '');
  await expect(dialog(page)).toContainText('30 %');
  // the offer is read first: focus on its heading, not on "minimise" (issue 36)
  await expect(page.locator('#seo-popup-title')).toBeFocused();
  // Tab and Shift+Tab never reach the page behind
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return !!active && active !== document.body && !document.getElementById('seo-popup')!.contains(active);
    });
    expect(outside, `after ${key}`).toBe(false);
  }
  await dialog(page).locator('#seo-popup-title').click();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveAttribute('data-state', 'minimised');
  await expect(tab(page)).toBeFocused();
  await page.clock.runFor(200);
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveAttribute('data-state', 'dismissed');
  await expect(focusedBefore(page)).toBeFocused();
  // back above the line and past it again: it stays closed
  await scrollTo(page, 0.3 * maxY);
  await scrollTo(page, 0.9 * maxY);
  await page.clock.runFor(10_000);
  await expect(dialog(page)).not.toHaveAttribute('open');
  await expect(tab(page)).toBeHidden();
});

test('wider when expanded; an empty submit sends nothing and says why (fr)', async ({ page }) => {
  await openServices(page, '/fr/services');
  const maxY = await maxScroll(page);
  await scrollTo(page, 0.7 * maxY);
  await expect(popup(page)).toHaveAttribute('data-hydrated', '');
  await page.clock.runFor(5200);
  const compact = (await dialog(page).boundingBox())!.width;
  await toggle(page).click();
  await expect(page.locator('#seo-popup-benefits')).toBeVisible();
  // polled: the width eases over a CSS transition, which runs on the real clock
  await expect.poll(async () => (await dialog(page).boundingBox())!.width).toBeGreaterThan(compact);
  await page.clock.runFor(200);
  // an empty submit sends nothing and says why
  await submitButton(page).click();
  await expect(page.locator('#seo-popup-email-error')).toContainText('adresse e-mail');
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
});

test('without mail configuration (the default build) a request fails honestly and keeps the address (de)', async ({ page }) => {
  await openServices(page, '/leistungen');
  const maxY = await maxScroll(page);
  await scrollTo(page, 0.7 * maxY);
  await expect(popup(page)).toHaveAttribute('data-hydrated', '');
  await page.clock.runFor(5200);
  await emailField(page).fill('anna@example.de');
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Wird gesendet …');
  await expect(submitButton(page)).toBeDisabled();
  await page.clock.runFor(1999);
  await expect(submitButton(page)).toBeDisabled(); // at least 2 s
  await page.clock.runFor(1);
  const toast = page.locator('[data-part="toast"]').last();
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Fehler');
  await expect(page.locator('[data-part="toast"][data-variant="default"]')).toHaveCount(0);
  await expect(dialog(page)).toHaveAttribute('open', '');
  await expect(emailField(page)).toHaveValue('anna@example.de');
});

test('on a phone (en): it shows itself as the compact bar, covering nothing and taking no focus; a tap opens the dialog over a backdrop, focus on its heading; closed, focus goes back', async ({ page }) => {
  await page.setViewportSize(phone);
  await openServices(page, '/en/services');
  const maxY = await maxScroll(page);
  await scrollTo(page, 0.7 * maxY);
  await expect(popup(page)).toHaveAttribute('data-hydrated', '');
  await page.clock.runFor(5000);
  await expect(popup(page)).toHaveAttribute('data-state', 'minimised');
  await expect(dialog(page)).not.toHaveAttribute('open');
  await expect(tab(page)).toBeVisible();
  await expect(focusedBefore(page)).toBeFocused();
  await expectCompactBar(page);
  // its accessible name says what it is; the close button is in the dialog
  await expect(tab(page)).toHaveAccessibleName('SEO audit 30 % off');
  await expect(tabClose(page)).toBeHidden();
  await page.clock.runFor(200);
  await tab(page).click();
  await expect(dialog(page)).toHaveAttribute('open', '');
  expect(await dialog(page).evaluate((element) => element.matches(':modal') && getComputedStyle(element, '::backdrop').backgroundColor !== 'rgba(0, 0, 0, 0)')).toBe(true);
  await expect(page.locator('#seo-popup-title')).toBeFocused();
  await page.clock.runFor(200);
  await dialogClose(page).click();
  await expect(popup(page)).toHaveAttribute('data-state', 'dismissed');
  await expect(focusedBefore(page)).toBeFocused();
});

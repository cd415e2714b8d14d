import type { Page } from '@playwright/test';
import { serviceOffers } from '../../src/business/offers';
import { serviceAnchorIds, servicesNavIds, servicesSectionIds } from '../../src/pages/services/sections';
import { browserModelPaths } from '../support/modelTest';
import { type PackageTabsModelEvent, packageTabsModelClicks, packageTabsModelKeys, packageTabsTestModel } from '../model/packageTabs.model';
import { type TimelineModelEvent, processTimelineTestModel, timelineModelEventStep, timelineModelSteps } from '../model/processTimeline.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { sectionOrder, sectionTop, untranslatedTexts } from './support/pageChecks';
import { openOnPausedClock } from './support/pauseClock';

/**
 * The services page (spec section 2, issue 13): its sections and anchors, the
 * floating section navigation with reading progress and back-to-top, the
 * package tabs, the process timeline, the success stories filter, structured
 * data and the phone layout, in German, English and French.
 */
const pages = [
  { locale: 'de', url: '/leistungen', tag: 'de-DE', stories: ['3 Erfolgsgeschichten', '1 Erfolgsgeschichte'] },
  { locale: 'en', url: '/en/services', tag: 'en-US', stories: ['3 success stories', '1 success story'] },
  { locale: 'fr', url: '/fr/services', tag: 'fr-FR', stories: ['3 études de cas', '1 étude de cas'] },
] as const;

const HEADER_OFFSET = 80;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const nav = (page: Page) => page.locator('[data-part="section-nav"]');
const progressBar = (page: Page) => page.getByRole('progressbar');
const backToTop = (page: Page) => page.locator('[data-part="back-to-top"]');
const tabs = (page: Page) => page.locator('[data-part="package-tabs"]');

/** Lands within a few pixels of the header's offset, or as far as the page can scroll. */
async function expectLandedBelowHeader(page: Page, id: string) {
  await expect
    .poll(async () => {
      const top = await sectionTop(page, id);
      const atBottom = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
      return (top >= HEADER_OFFSET - 2 && top <= HEADER_OFFSET + 16) || (atBottom && top >= HEADER_OFFSET - 2);
    }, `#${id} just below the header`)
    .toBe(true);
}

for (const { locale, url, tag, stories } of pages) {
  test.describe(`services page in ${locale}`, () => {
    test('has every section in the spec’s order, and no English left on a translated page', async ({ page }) => {
      await openPage(page, url);
      expect((await sectionOrder(page)).slice(1)).toEqual([...servicesSectionIds]);
      if (locale !== 'en') {
        const names = [/Möller|Brandt|Elbküche|Laurent/, /^\+49[\d ]+$/, /^(SEO|SEA|Google Ads|Starter|Premium|Performance|ROAS)$/];
        expect(await untranslatedTexts(page, '/en/services', url, names)).toEqual([]);
        const english = await page.locator('main').evaluate((main) => (main as HTMLElement).innerText.match(/\b(the|and|your|with|you|from|learn|step|what|how|why|more)\b/gi) ?? []);
        expect(english).toEqual([]);
      }
    });

    test('prices on the page and in the structured data come from the same offers', async ({ page }) => {
      await openPage(page, url);
      const euro = (amount: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
      const text = (await page.locator('#services-section').innerText()).replace(/[\u00a0\u202f]/g, ' ');
      for (const offer of Object.values(serviceOffers)) expect(text).toContain(euro(offer.fromEur).replace(/[\u00a0\u202f]/g, ' '));
      const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@graph'] as Array<Record<string, unknown>>;
      const services = graph.filter((node) => node['@type'] === 'Service');
      expect(services.map((node) => (node.offers as { price: number }).price)).toEqual(Object.values(serviceOffers).map((offer) => offer.fromEur));
      const monthly = services.filter((node) => (node.offers as { priceSpecification: { unitCode?: string } }).priceSpecification.unitCode === 'MON');
      expect(monthly).toHaveLength(2);
      const faq = graph.find((node) => node['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
      const questions = page.locator('#faq [data-part="faq-item"] summary');
      // the last five wait behind "5 more questions": their text, not their rendering
      expect(faq.mainEntity.map((entry) => entry.name)).toEqual((await questions.allTextContents()).map((question) => question.trim()));
      expect(faq.mainEntity.some((entry) => entry.acceptedAnswer.text.includes(euro(serviceOffers['seo-web-development'].fromEur)))).toBe(true);
      const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] };
      expect(breadcrumb.itemListElement).toHaveLength(2);
    });

    test('a client comparing offers reads each service’s price and term again in its Starter package', async ({ page }) => {
      await openPage(page, url);
      const plain = (text: string | null) => (text ?? '').replace(/\u2060/g, '').replace(/\s+/g, ' ').trim();
      // Issue 35: the card's "from" price is the Starter tier of its package line, with that tier's term.
      for (const [service, line] of [['seo-retainer', 'seo'], ['google-ads-sea', 'sea'], ['seo-web-development', 'website']] as const) {
        const card = plain(await page.locator(`[data-service-card="${service}"] article > p`).nth(1).textContent());
        const starter = page.locator(`#package-panel-${line} [data-tier="starter"]`);
        const price = plain(await starter.locator('p').nth(0).textContent());
        const term = plain(await starter.locator('p').nth(1).textContent());
        const amount = price.match(/[\d.,  ]*\d[\d.,  ]*\s?€|€\s?[\d.,]+/)![0].trim();
        expect(card, `${service} card against the ${line} Starter package`).toContain(amount);
        if (line !== 'website') expect(card).toContain(term);
      }
      // A website project's duration covers its three packages: the shortest Starter to the longest Performance.
      const card = plain(await page.locator('[data-service-card="seo-web-development"] article > p').nth(1).textContent());
      const first = plain(await page.locator('#package-panel-website [data-tier="starter"] p').nth(1).textContent()).match(/\d+/)![0];
      const last = plain(await page.locator('#package-panel-website [data-tier="performance"] p').nth(1).textContent()).match(/(\d+)\D*$/)![1];
      expect(card).toMatch(new RegExp(`${first}\\s?–\\s?${last}`));
    });

    test('the success stories filter shows and counts its stories', async ({ page }) => {
      await openPage(page, url);
      const section = page.locator('#success-stories');
      await section.scrollIntoViewIfNeeded();
      const count = section.locator('[data-part="story-count"]');
      const filters = section.getByRole('group').getByRole('button');
      await filters.nth(1).click();
      await expect(count).toHaveText(stories[1]);
      await expect(section.locator('[data-story]:visible')).toHaveCount(1);
      await expect(section.locator('[data-story="law-firm"]')).toBeVisible();
      await filters.nth(2).click();
      await expect(section.locator('[data-story="fashion-shop"]')).toBeVisible();
      await expect(count).toHaveText(stories[1]);
      await filters.nth(3).click();
      await expect(section.locator('[data-story="restaurant-chain"]')).toBeVisible();
      await filters.nth(0).click();
      await expect(count).toHaveText(stories[0]);
      await expect(section.locator('[data-story]:visible')).toHaveCount(3);
      await expect(filters.nth(0)).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

test.describe('services page anchors', () => {
  for (const id of servicesSectionIds) {
    test(`/en/services#${id} lands on the section, below the header`, async ({ page }) => {
      await openPage(page, `/en/services#${id}`);
      await expectLandedBelowHeader(page, id);
    });
  }

  // Issue 27: each service in detail is a card of the showcase; its anchor lands on the card and opens its features.
  for (const id of serviceAnchorIds) {
    test(`/en/services#${id} lands on the service's card, below the header, with its features open`, async ({ page }) => {
      await openPage(page, `/en/services#${id}`);
      await expectLandedBelowHeader(page, id);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page.locator(`#${id} [data-part="service-features"]`)).toHaveAttribute('open', '');
      await expect(page.locator(`#${id} [data-part="service-features"] li`).first()).toBeVisible();
    });
  }

  test('an in-page link to a service (the advisor, a card) opens its features too', async ({ page }) => {
    await openPage(page, '/en/services');
    await page.locator('#why-choose-us').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.location.hash = 'service-seo-retainer';
    });
    await expectLandedBelowHeader(page, 'service-seo-retainer');
    await expect(page.locator('#service-seo-retainer [data-part="service-features"]')).toHaveAttribute('open', '');
  });

  test('a link from another page to /leistungen#service-comparison lands on the section', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/leistungen#service-comparison');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // A client-side move shows the new page whole: it waits for the code of every island on it.
    await expect(page.locator('#service-comparison')).toBeVisible({ timeout: 15_000 });
    await expectLandedBelowHeader(page, 'service-comparison');
  });
});

test.describe('floating section navigation on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists the page’s sections in the page’s order, scrolls to each 80 px below the top and marks it', async ({ page }) => {
    await openPage(page, '/en/services');
    const links = nav(page).getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(servicesNavIds.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(servicesNavIds.map((id) => `#${id}`));
    for (const [index, id] of servicesNavIds.entries()) {
      await links.nth(index).click();
      await expectLandedBelowHeader(page, id);
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'true');
      await expect(page.locator(`#${id}`)).toBeFocused();
    }
  });

  test('the reading progress bar rises from 0 to 100, and back-to-top shows after 500 px', async ({ page }) => {
    await openPage(page, '/en/services');
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(progressBar(page)).toHaveAccessibleName('Reading progress');
    await expect(backToTop(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect.poll(() => progressBar(page).getAttribute('aria-valuenow')).not.toBe('0');
    await expect(backToTop(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(backToTop(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
    await backToTop(page).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(backToTop(page)).toBeHidden();
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  });
});

test.describe('floating section navigation, docked in the margin (1440 px, German)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every label is whole on one line inside the list, and only a listed section being read is marked', async ({ page }) => {
    await openPage(page, '/leistungen');
    const list = nav(page).getByRole('navigation');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(backToTop(page)).toBeVisible();
    const misfits = await list.evaluate((panel) => {
      const edge = panel.getBoundingClientRect();
      return [...panel.querySelectorAll('a, button')].flatMap((entry) => {
        const box = entry.getBoundingClientRect();
        // the line boxes of its text (the icon beside it is no line)
        const texts = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        const lines = tops.size;
        const inside = box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5 && box.right <= window.innerWidth;
        return lines <= 1 && inside && entry.scrollWidth <= entry.clientWidth ? [] : [`${entry.textContent}: ${lines} lines, inside ${inside}`];
      });
    });
    expect(misfits).toEqual([]);
    const marked = () => list.locator('a[aria-current="true"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const id of servicesSectionIds) {
      // the section's top at the navigation's landing line, as a visitor reading it has it
      await page.evaluate((section) => window.scrollTo({ top: document.getElementById(section)!.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }), id);
      const listed = (servicesNavIds as readonly string[]).includes(id);
      await expect.poll(marked, `reading #${id}`).toEqual(listed ? [`#${id}`] : []);
    }
  });
});

test.describe('package tabs, driven by the paths of their test model', () => {
  for (const path of browserModelPaths(packageTabsTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      await openPage(page, '/en/services');
      await tabs(page).scrollIntoViewIfNeeded();
      const tab = (line: string) => tabs(page).getByRole('tab', { name: { seo: 'SEO', sea: 'SEA', website: 'Website' }[line]!, exact: true });
      const expectSelected = async (line: string) => {
        await expect(tabs(page)).toHaveAttribute('data-state', line);
        await expect(tab(line)).toHaveAttribute('aria-selected', 'true');
        await expect(tab(line)).toHaveAttribute('tabindex', '0');
        await expect(page.locator(`#package-panel-${line}`)).toBeVisible();
        await expect(tabs(page).getByRole('tabpanel')).toHaveCount(1);
      };
      await tab('seo').click(); // focuses the selected tab, as Tab would
      await expectSelected('seo');
      let focused = 'seo';
      for (const step of path.steps) {
        const event = step.event as PackageTabsModelEvent;
        const key = packageTabsModelKeys[event.type];
        // The key on the focused tab (asserted below) through its locator, so that an overlay
        // opened meanwhile (the SEO popup, fixtures.ts) is put aside before the press, not after.
        if (key) await tab(focused).press(key);
        else await tab(packageTabsModelClicks[event.type]!).click();
        await expectSelected(step.state);
        await expect(tab(step.state)).toBeFocused();
        focused = step.state;
      }
    });
  }

  // Issue 36: each line's panel takes its own height, so no line leaves blank page under its cards
  // (a shared cell left the shorter lines about 300 px of it at 1440 px); the tabs never move.
  test('a tab change keeps the tabs where they are and leaves no blank space under the cards', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/en/services');
    await tabs(page).scrollIntoViewIfNeeded();
    await tabs(page).getByRole('tab', { name: 'SEO', exact: true }).click();
    const tabRow = () => tabs(page).getByRole('tablist').evaluate((list) => Math.round(list.getBoundingClientRect().top));
    const blankUnderCards = () =>
      tabs(page).evaluate((part) => {
        const panel = part.querySelector('[role="tabpanel"]:not([hidden])')!;
        const cards = [...panel.querySelectorAll('li[data-tier]')].map((card) => card.getBoundingClientRect().bottom);
        return Math.round(part.getBoundingClientRect().bottom - Math.max(...cards));
      });
    const before = await tabRow();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) {
      await page.keyboard.press(key);
      expect(await tabRow()).toBe(before);
      expect(await blankUnderCards()).toBeLessThanOrEqual(1);
    }
  });
});

test('the process timeline expands a step by mouse or keyboard, and the arrow keys move between steps', async ({ page }) => {
  await openPage(page, '/en/services');
  const timeline = page.locator('[data-part="process-timeline"]');
  await timeline.scrollIntoViewIfNeeded();
  const steps = timeline.locator('h3 button');
  // the process's four steps, as on the home page
  await expect(steps).toHaveCount(timelineModelSteps);
  const second = steps.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await second.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(timeline.locator('ol > li').nth(1)).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowDown');
  await expect(steps.nth(2)).toBeFocused();
  await expect(timeline.locator('ol > li').nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(steps.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(steps.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(steps.nth(3)).toBeFocused();
  await expect(timeline.locator('p').first()).toHaveText('Step 4 of 4');
  await page.keyboard.press('Home');
  await expect(steps.nth(0)).toBeFocused();
});

test.describe('the process timeline, driven by the tours of its test model', () => {
  for (const path of browserModelPaths(processTimelineTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      // The page's time stands still, so the SEO popup (due 5 s after the visitor passes 60 % of the
      // page) never takes focus into its modal dialog in the middle of a tour: a focus is no action,
      // and the fixture's handler that puts the popup aside runs only before actions.
      await openOnPausedClock(page, '/en/services');
      const timeline = page.locator('[data-part="process-timeline"]');
      await timeline.scrollIntoViewIfNeeded();
      // its code runs (a focus before it would select nothing)
      await expect(page.locator('site-island:has(> [data-part="process-timeline"])')).toHaveAttribute('data-hydrated', '');
      const steps = timeline.locator('h3 button');
      await expect(steps).toHaveCount(timelineModelSteps);
      const expectShown = async ({ selected, expanded }: { selected: number; expanded: number | null }) => {
        await expect(timeline.locator('ol > li[aria-current="step"]')).toHaveCount(1);
        await expect(timeline.locator('ol > li').nth(selected)).toHaveAttribute('aria-current', 'step');
        await expect(timeline).toContainText(`Step ${selected + 1} of ${timelineModelSteps}`);
        for (let index = 0; index < timelineModelSteps; index += 1) {
          await expect(steps.nth(index)).toHaveAttribute('aria-expanded', String(index === expanded));
        }
        // the expanded step's panel is the only one not hidden (the others are hidden until found)
        await expect(timeline.locator('[role="region"]:not([hidden])')).toHaveCount(expanded === null ? 0 : 1);
        if (expanded !== null) await expect(timeline.locator('[role="region"]').nth(expanded)).toBeVisible();
      };
      await expectShown(path.initialContext as { selected: number; expanded: number | null });
      for (const step of path.steps) {
        const event = step.event as TimelineModelEvent;
        const button = steps.nth(timelineModelEventStep[event.type]);
        // pressing is a click; focus alone (Tab, the arrow keys) only selects
        if (event.type.startsWith('PRESS')) await button.click();
        else await button.focus();
        await expectShown(step.context as { selected: number; expanded: number | null });
      }
    });
  }
});

test('pointing at a service card’s “learn more” highlights its story’s results', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 2400 });
  await openPage(page, '/en/services');
  const results = page.locator('[data-story="law-firm"] [data-part="story-results"]');
  await page.locator('#success-stories').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-part="story-count"]')).toBeVisible();
  // The stories hydrate as they come into view (the count is prerendered, so it says nothing about that):
  // scrolled away before their trigger saw them, they would never listen.
  await expect.poll(() => page.locator('[data-story="law-firm"]').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  // The service cards slide 24 px into place when they come into view: a pointer placed mid-slide ends
  // up over the next summary. Point at the card once it is at rest, as a visitor's hand would.
  const learnMore = page.locator('[data-highlights-story="seo-retainer"]');
  await learnMore.scrollIntoViewIfNeeded();
  await expect.poll(() => learnMore.evaluate((element) => getComputedStyle(element.closest('[data-reveal]') ?? element).transform)).toBe('none');
  // A pointer that arrived before the stories listened enters again.
  await expect(async () => {
    await page.mouse.move(5, 5);
    await page.locator('[data-highlights-story="seo-retainer"]').hover();
    await expect(results).toHaveAttribute('data-highlighted', 'true', { timeout: 1000 });
  }).toPass();
  await page.mouse.move(5, 5);
  await expect(results).not.toHaveAttribute('data-highlighted', /.*/);
  await page.locator('[data-highlights-story="google-ads-sea"]').focus();
  await expect(page.locator('[data-story="fashion-shop"] [data-part="story-results"]')).toHaveAttribute('data-highlighted', 'true');
});

test('passes axe with a tab, a timeline step and an FAQ item open', async ({ page }) => {
  test.slow(); // a long page, scanned whole
  await openPage(page, '/en/services');
  await tabs(page).scrollIntoViewIfNeeded();
  await tabs(page).getByRole('tab', { name: 'SEA', exact: true }).click();
  await page.locator('[data-part="process-timeline"] h3 button').first().click();
  await page.locator('#faq [data-part="faq-item"] summary').first().click();
  await expect(page.locator('#faq [data-part="faq-item"]').first()).toHaveJSProperty('open', true);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe('a phone reader can finish the page (issues 27 and 36)', () => {
  // The common 375 px phone (iPhone X to 13 mini): at most 12 of its screens, 10,000 px on this machine's fonts.
  test.use({ viewport: { width: 375, height: 812 } });
  const MAX_HEIGHT = 10_000;

  for (const { locale, url } of pages) {
    test(`${locale}: at most ${MAX_HEIGHT} px, with every service's features, benefits and steps in the HTML`, async ({ page, request }) => {
      await openPage(page, url);
      // the real height: once every section is laid out (sections wait with an estimated height while the page loads)
      await expect(page.locator('html')).toHaveAttribute('data-layout', 'complete');
      const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: window.innerHeight }));
      test.info().annotations.push({ type: 'height', description: `${url}: ${height} px, ${(height / screen).toFixed(1)} screens` });
      expect(height, `${url} is ${height} px tall`).toBeLessThanOrEqual(MAX_HEIGHT);
      // nothing of the spec left the HTML: the disclosures hold all 10 features, 6 benefits and 8 steps of each service
      const html = await (await request.get(url)).text();
      for (const id of serviceAnchorIds) {
        const card = page.locator(`#${id}`);
        await expect(card.locator('[data-part="service-features"] ul').first().locator('li')).toHaveCount(10);
        await expect(card.locator('[data-part="service-features"] ul').nth(1).locator('li')).toHaveCount(6);
        await expect(card.locator('[data-part="service-features"] [data-part="service-steps"] > li')).toHaveCount(8);
        expect(html).toContain(`id="${id}"`);
      }
      // the whole of every success story, and every step's description, are in the HTML, collapsed
      await expect(page.locator('#success-stories details[data-part="story-details"] table')).toHaveCount(3);
      await expect(page.locator('[data-part="process-timeline"] [hidden="until-found"] p').first()).toBeAttached();
    });
  }

  test('find-in-page text inside a closed card is in a <details>, which the browser opens for it', async ({ page }) => {
    await openPage(page, '/en/services');
    const step = page.locator('#service-google-ads-sea [data-part="service-features"]');
    await expect(step).not.toHaveAttribute('open');
    // what find-in-page and a text fragment do: reveal the element's ancestors (the HTML "ancestor revealing" algorithm)
    await page.goto('/en/services#:~:text=Weekly%20optimisation');
    await expect(step).toHaveAttribute('open', '');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('nothing overflows, the section list opens from its button above the accessibility button and closes with Escape', async ({ page }) => {
    await openPage(page, '/fr/services');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const toggle = nav(page).locator('#section-nav-toggle');
    await expect(toggle).toBeVisible();
    const accessibility = await page.locator('#accessibility-button').boundingBox();
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(accessibility!.y);
    const list = nav(page).getByRole('navigation');
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await list.getByRole('link').nth(1).click();
    await expect(list).toBeHidden();
    await expectLandedBelowHeader(page, servicesNavIds[1]!);
    // one button in the column: back-to-top is the list's last entry once the page is scrolled
    await toggle.click();
    await expect(backToTop(page)).toBeVisible();
    await expect(list.locator('[data-part="back-to-top"]')).toHaveCount(1);
  });

  test('a success story\'s results stack: each figure under its column\'s name, inside its card', async ({ page }) => {
    await openPage(page, '/fr/services');
    const tables = page.locator('#success-stories table');
    // each table is in the story's disclosure (issue 27)
    for (const summary of await page.locator('#success-stories [data-part="story-details"] > summary').all()) await summary.click();
    await tables.first().scrollIntoViewIfNeeded();
    await expect(tables).toHaveCount(3);
    const layout = await tables.evaluateAll((all) =>
      all.map((table) => ({
        fits: table.getBoundingClientRect().right <= table.parentElement!.getBoundingClientRect().right + 0.5,
        // the metric spans the row; the three figures sit side by side under it
        stacked: [...table.querySelectorAll('tbody tr')].every((row) => {
          const [metric, ...figures] = [...row.children].map((cell) => cell.getBoundingClientRect());
          return figures.length === 3 && figures.every((figure) => figure.top >= metric!.bottom - 0.5 && Math.abs(figure.top - figures[0]!.top) < 1);
        }),
        labels: [...table.querySelectorAll('tbody td')].map((cell) => getComputedStyle(cell, '::before').content),
      })),
    );
    for (const { fits, stacked, labels } of layout) {
      expect(fits).toBe(true);
      expect(stacked).toBe(true);
      expect(new Set(labels)).toEqual(new Set(['"Avant" / ""', '"Après" / ""', '"Évolution" / ""']));
    }
  });

  test('at the end of the page the floating buttons cover no text or link of the footer', async ({ page }) => {
    await openPage(page, '/leistungen');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(nav(page).locator('#section-nav-toggle')).toBeVisible();
    const covered = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('[data-part="section-nav"] button, #accessibility-button')]
        .map((button) => button.getBoundingClientRect())
        .filter((box) => box.width > 0);
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const content = [...document.querySelectorAll('#site-footer a, #site-footer p, #site-footer li, #site-footer h2, #site-footer address')];
      return content
        .filter((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()].some((box) => buttons.some((button) => overlaps(box, button)));
        })
        .map((element) => element.textContent);
    });
    expect(covered).toEqual([]);
  });
});

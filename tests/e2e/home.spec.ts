import { claims } from '../../src/business/claims';
import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import {
  type CarouselModelContext,
  type CarouselModelEvent,
  carouselExpectations,
  carouselModelInterval,
  carouselModelLock,
  carouselModelSlideCount,
  carouselTestModel,
  parseCarouselModelState,
} from '../model/carousel.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';
import { openOnPausedClock } from './support/pauseClock';
import { holdRequests } from './support/holdRequests';
import { keyboardWalkThroughMain } from './support/pageChecks';

const homes = [
  { url: '/', lang: 'de', services: 'Alles, was Sie brauchen, um online Kunden zu gewinnen' },
  { url: '/en/', lang: 'en', services: 'Everything you need to win clients online' },
  { url: '/fr/', lang: 'fr', services: 'Tout ce qu’il faut pour gagner des clients en ligne' },
] as const;

/** Spec section 2: the home page's sections after the hero, in this order (the FAQ sits before the contact block). */
const sectionOrder = ['services', 'why-me', 'trust', 'benefits', 'numbers', 'process', 'testimonials', 'faq', 'contact'];

test.describe('home page', () => {
  for (const home of homes) {
    test(`${home.url} has its sections in the spec's order, in ${home.lang}`, async ({ page }) => {
      await openPage(page, home.url);
      await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
      const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(sectionOrder);
      // every section is a region named by its heading
      for (const id of sectionOrder) {
        await expect(page.locator(`#${id}`)).toHaveAttribute('aria-labelledby', `${id}-title`);
        await expect(page.locator(`#${id}-title`)).not.toBeEmpty();
      }
      await expect(page.locator('#services-title')).toHaveText(home.services);
      await expect(page.locator('#services li[class] h3')).toHaveCount(3);
      await expect(page.locator('#process ol > li')).toHaveCount(4);
      await expect(page.locator('#testimonials [data-part="slide"]')).toHaveCount(carouselModelSlideCount);
    });
  }

  test('success in numbers ends on the claims: 150+, 98%, 24h and 10+', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/en/');
    await page.locator('#numbers').scrollIntoViewIfNeeded();
    await page.clock.runFor(3000);
    const values = page.locator('#numbers dd');
    await expect(values).toHaveText([`${claims.projects}+`, `${claims.satisfactionPercent}%`, `${claims.responseHours}h`, `${claims.experienceYears}+`]);
  });

  test('prices and durations are the package table’s entry tiers', async ({ page }) => {
    await openPage(page, '/en/');
    const prices = page.locator('#services li > p:has(span)');
    // Each price says what it is the price of, as on the services page
    await expect(prices.nth(0)).toContainText('SEO website project from €2,500');
    await expect(prices.nth(0)).toContainText(/ready in\s4\u2060?–\u2060?12\sweeks/);
    await expect(prices.nth(1)).toContainText('Google Ads management from €600 a month plus ad budget');
    await expect(prices.nth(1)).toContainText('minimum term 3 months');
    await expect(prices.nth(2)).toContainText('SEO retainer from €800 a month');
    await expect(prices.nth(2)).toContainText('minimum term 3 months');
    // the process's durations (src/business/process.ts), kept on one line by word joiners around the dash
    const durations = (await page.locator('#process ol > li > p:first-of-type').allInnerTexts()).map((text) => text.replace(/\u2060/g, '').replace(/\s+/g, ' '));
    expect(durations).toEqual(['1–2 weeks', '3–5 weeks', '1 week', 'ongoing']);
    await openPage(page, '/');
    await expect(page.locator('#services li > p:has(span)').nth(0)).toContainText('SEO-Website-Projekt ab 2.500 €');
  });

  test('links: hero to contact and about, service cards to the services page, contact block to contact', async ({ page }) => {
    await openPage(page, '/fr/');
    const heroLinks = page.locator('main section').first().locator('a');
    await expect(heroLinks).toHaveCount(2);
    await expect(heroLinks.nth(0)).toHaveAttribute('href', '/fr/contact');
    await expect(heroLinks.nth(1)).toHaveAttribute('href', '/fr/a-propos');
    const cardLinks = page.locator('#services a');
    await expect(cardLinks).toHaveCount(3);
    for (const link of await cardLinks.all()) await expect(link).toHaveAttribute('href', '/fr/services');
    await expect(page.locator('#contact a[href="/fr/contact"]')).toHaveCount(1);
    await expect(page.locator('#contact a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('#contact a[href^="mailto:"]')).toHaveCount(1);
  });

  test('structured data names WebSite, Person, three Services with their prices and an FAQPage', async ({ request }) => {
    for (const home of homes) {
      const html = await (await request.get(home.url)).text();
      const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(json, home.url).toBeTruthy();
      const graph = (JSON.parse(json!) as { '@graph': Array<Record<string, unknown>> })['@graph'];
      const types = graph.map((node) => node['@type']);
      expect(types).toEqual(expect.arrayContaining(['WebSite', 'ProfessionalService', 'Person', 'FAQPage']));
      const services = graph.filter((node) => node['@type'] === 'Service');
      expect(services).toHaveLength(3);
      const minPrices = services.map(
        (service) => ((service.offers as Record<string, unknown>).priceSpecification as Record<string, unknown>).minPrice,
      );
      expect(minPrices).toEqual([2500, 600, 800]);
      const faq = graph.find((node) => node['@type'] === 'FAQPage')!;
      const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
      expect(questions).toHaveLength(4);
      for (const question of questions) {
        expect(question.name.length, home.url).toBeGreaterThan(10);
        expect(question.acceptedAnswer.text.length, home.url).toBeGreaterThan(40);
      }
    }
  });

  test('a keyboard alone reaches every control of the home page, each visibly focused', async ({ page }) => {
    await openPage(page, '/en/');
    // As a visitor who has read the page: the carousel island has hydrated and shows its pause button
    // (prerendered pages assume reduced motion, so the button comes with the carousel's code).
    await page.locator('#testimonials [data-part="carousel"]').scrollIntoViewIfNeeded();
    await expect(page.locator('#testimonials [data-part="play-pause"]')).toBeVisible();
    const visited = await keyboardWalkThroughMain(page);
    expect(visited.slice(0, 2)).toEqual(['Book a free consultation', 'See my successes']);
    for (const control of ['Pause slideshow', 'Previous testimonial', 'Next testimonial', 'What does a new website cost?']) {
      expect(visited).toContain(control);
    }
    expect(visited).toContain('Book your free consultation');
  });

  test('passes axe with the carousel paused, an answer open and on a phone', async ({ page }) => {
    test.slow(); // two whole-page axe scans
    await openPage(page, '/');
    await page.locator('#testimonials [data-part="carousel"]').scrollIntoViewIfNeeded(); // the island hydrates near the viewport
    await page.locator('#testimonials [data-part="play-pause"]').click();
    await page.locator('#faq summary').first().click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Testimonial carousel
// ---------------------------------------------------------------------------

const carousel = (page: Page) => page.locator('#testimonials [data-part="carousel"]');
const slides = (page: Page) => page.locator('#home-testimonials-slides');
const control = (page: Page, part: 'next' | 'prev' | 'play-pause') => carousel(page).locator(`[data-part="${part}"]`);
const dots = (page: Page) => carousel(page).locator('[data-part="dot"]');

async function pointAway(page: Page) {
  await page.mouse.move(2, 300);
}

async function expectCarousel(page: Page, key: string, context: CarouselModelContext) {
  const expected = carouselExpectations[parseCarouselModelState(key).carousel];
  const shown = slides(page).locator('[data-part="slide"]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('aria-label', `${context.index + 1} of ${carouselModelSlideCount}`);
  await expect(dots(page).nth(context.index)).toHaveAttribute('aria-current', 'true');
  for (const part of ['next', 'prev'] as const) {
    if (expected.locked) await expect(control(page, part)).toHaveAttribute('aria-disabled', 'true');
    else await expect(control(page, part)).not.toHaveAttribute('aria-disabled', /.*/);
  }
  await expect(carousel(page)).toHaveAttribute('data-state', expected.playing ? 'playing' : 'paused');
  await expect(slides(page)).toHaveAttribute('aria-live', expected.playing ? 'off' : 'polite');
  await expect(control(page, 'play-pause')).toHaveText(expected.stoppedByVisitor ? 'Play slideshow' : 'Pause slideshow');
}

/** A model event on the real page, the way a visitor (or their screen reader) does it. */
async function perform(page: Page, event: CarouselModelEvent, fromState: string) {
  switch (event.type) {
    case 'POINTER_ENTERS':
      return slides(page).hover();
    case 'POINTER_LEAVES':
      return pointAway(page);
    case 'PRESS_NEXT':
      // force: while locked the button is aria-disabled, and a visitor can still press it
      return control(page, 'next').click({ force: true });
    case 'PRESS_PREV':
      return control(page, 'prev').click();
    case 'PRESS_LAST_DOT':
      return dots(page).last().click();
    case 'PRESS_PLAY_PAUSE':
      // Pointed at: a click. Not pointed at: a screen reader's activation, without pointer or focus.
      if (parseCarouselModelState(fromState).carousel.toLowerCase().includes('pointedat')) return control(page, 'play-pause').click();
      return control(page, 'play-pause').dispatchEvent('click');
    case 'LOCK_TIME_PASSES':
      return page.clock.runFor(carouselModelLock);
    case 'INTERVAL_PASSES':
      return page.clock.runFor(carouselModelInterval);
  }
}

/**
 * Opens the English home page with a paused clock and brings the carousel to
 * where the model starts: first slide, autoplay with a fresh interval (pointing
 * at the carousel and leaving it restarts the interval).
 */
async function openWithFreshCarousel(page: Page) {
  await openOnPausedClock(page, '/en/');
  await slides(page).hover();
  if ((await dots(page).first().getAttribute('aria-current')) !== 'true') {
    await dots(page).first().click();
    await page.clock.runFor(carouselModelLock);
  }
  await pointAway(page);
}

test.describe('testimonial carousel, a deferred part of the page', () => {
  test('the page is interactive before the carousel code arrives; the carousel keeps its markup and a press, then works', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/TestimonialCarousel-*.js');
    await openPage(page, '/en/');
    // The rest of the page is hydrated: the FAQ accordion answers.
    const question = page.locator('#faq summary').first();
    await question.click();
    await expect(question.locator('xpath=..')).toHaveJSProperty('open', true);
    // The carousel is still the prerendered markup: every quote there, autoplay not started.
    await expect(slides(page).locator('[data-part="slide"]')).toHaveCount(carouselModelSlideCount);
    await expect(carousel(page)).toHaveAttribute('data-state', 'paused');
    // a visitor presses "next" before the code is there: the press is kept
    await control(page, 'next').click();
    release();
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await control(page, 'next').click();
    await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('testimonial carousel, driven by the paths of its test model', () => {
  for (const path of browserModelPaths(carouselTestModel)) {
    test(path.description, async ({ page }) => {
      // a tour takes every transition it can reach before the next page load: up to 24 steps
      test.slow();
      await openWithFreshCarousel(page);
      await expectCarousel(page, path.initialState, path.initialContext as CarouselModelContext);
      let from = path.initialState;
      for (const step of path.steps) {
        await perform(page, step.event as CarouselModelEvent, from);
        await expectCarousel(page, step.state, step.context as CarouselModelContext);
        from = step.state;
      }
    });
  }
});

test.describe('testimonial carousel, keyboard and motion', () => {
  test('keyboard focus pauses it; the controls work with Enter and Space', async ({ page }) => {
    await openWithFreshCarousel(page);
    await control(page, 'play-pause').focus();
    await page.keyboard.press('Tab');
    await expect(control(page, 'prev')).toBeFocused();
    await expect(carousel(page)).toHaveAttribute('data-state', 'paused');
    await expect(slides(page)).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    await expect(slides(page).locator('[data-part="slide"]:visible')).toHaveAttribute('aria-label', `${carouselModelSlideCount} of ${carouselModelSlideCount}`);
    await page.clock.runFor(carouselModelLock);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(carouselModelInterval * 2);
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
    // focus leaves: it plays again
    await page.locator('#faq summary').first().focus();
    await expect(carousel(page)).toHaveAttribute('data-state', 'playing');
    await page.clock.runFor(carouselModelInterval);
    await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('with reduced motion it never advances and offers no play button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, '/');
    await page.clock.runFor(carouselModelInterval * 3);
    await expect(dots(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(control(page, 'play-pause')).toHaveCount(0);
    await expect(slides(page)).toHaveAttribute('aria-live', 'polite');
    await control(page, 'next').click();
    await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('a tap on next shows the next quote and leaves autoplay alone: a finger does not hover, so nothing pauses and resumes around the tap', async ({ page }) => {
      await openOnPausedClock(page, '/en/');
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(carousel(page)).toHaveAttribute('data-state', 'playing');
      const first = await dots(page).evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
      // Every change of the autoplay state from here on (each one a render in the tap's frame).
      await carousel(page).evaluate((region) => {
        const seen: string[] = [];
        (window as unknown as { autoplayStates: string[] }).autoplayStates = seen;
        new MutationObserver(() => seen.push(region.getAttribute('data-state') ?? '')).observe(region, { attributeFilter: ['data-state'] });
      });
      await control(page, 'next').tap();
      await expect(dots(page).nth((first + 1) % carouselModelSlideCount)).toHaveAttribute('aria-current', 'true');
      expect(await page.evaluate(() => (window as unknown as { autoplayStates: string[] }).autoplayStates)).toEqual([]);
      await expect(carousel(page)).toHaveAttribute('data-state', 'playing');
    });
  });

  test('ratings are text for screen readers, stars are hidden', async ({ page }) => {
    await openPage(page, '/fr/');
    const slide = slides(page).locator('[data-part="slide"]').first();
    await expect(slide.locator('.visually-hidden')).toHaveText('Note : 5 sur 5');
    await expect(slide.locator('[aria-hidden="true"]').first()).toHaveText('★★★★★');
  });
});

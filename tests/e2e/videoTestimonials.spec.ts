import type { Page } from '@playwright/test';
import { browserModelPaths } from '../support/modelTest';
import { type VideoModelEvent, parseVideoModelState, videoTestModel } from '../model/videoTestimonials.model';
import { accessibilityViolations, expect, openPage, test } from './fixtures';

/**
 * The video testimonials on the services page (issue 15): the test model's
 * tour in de, en and fr with axe in every state; posters that are real images
 * of the site (no placeholder, no player, no play or mute button); the
 * transcript in the prerendered HTML, reachable by find-in-page.
 */
const pages = [
  { locale: 'de', url: '/leistungen', transcript: 'Transkript', choose: 'Kundenstimme auswählen' },
  { locale: 'en', url: '/en/services', transcript: 'Transcript', choose: 'Choose a testimonial' },
  { locale: 'fr', url: '/fr/services', transcript: 'Transcription', choose: 'Choisir un témoignage' },
] as const;

const ids = ['fashion-shop', 'restaurant-chain'] as const;
const widget = (page: Page) => page.locator('[data-part="video-testimonials"]');
const choices = (page: Page) => widget(page).locator('[data-part="video-choice"]');
const panel = (page: Page, index: number) => widget(page).locator(`[data-testimonial="${ids[index]}"]`);
const toggle = (page: Page, index: number) => panel(page, index).locator('[data-part="transcript-toggle"]');
const transcript = (page: Page, index: number) => panel(page, index).locator('[data-part="transcript"]');

async function expectVideos(page: Page, key: string) {
  const { chosen, transcriptShown } = parseVideoModelState(key);
  const other = 1 - chosen;
  await expect(choices(page).nth(chosen)).toHaveAttribute('aria-pressed', 'true');
  await expect(choices(page).nth(other)).toHaveAttribute('aria-pressed', 'false');
  await expect(panel(page, chosen)).toBeVisible();
  await expect(panel(page, other)).toBeHidden();
  await expect(toggle(page, chosen)).toHaveAttribute('aria-expanded', String(transcriptShown));
  if (transcriptShown) {
    await expect(transcript(page, chosen)).toBeVisible();
    await expect(transcript(page, chosen)).not.toHaveAttribute('hidden');
  } else {
    await expect(transcript(page, chosen)).toBeHidden();
    await expect(transcript(page, chosen)).toHaveAttribute('hidden', 'until-found');
  }
}

async function perform(page: Page, event: VideoModelEvent, fromKey: string) {
  const { chosen } = parseVideoModelState(fromKey);
  switch (event.type) {
    case 'CHOOSE_FIRST':
      return choices(page).nth(0).click();
    case 'CHOOSE_SECOND':
      return choices(page).nth(1).click();
    case 'PRESS_TRANSCRIPT':
      return toggle(page, chosen).click();
    case 'FIND_IN_TRANSCRIPT':
      // What the browser does when find-in-page reaches text in a hidden="until-found" element
      return transcript(page, chosen).evaluate((element) => {
        if (element.getAttribute('hidden') === 'until-found') element.removeAttribute('hidden');
        element.dispatchEvent(new Event('beforematch'));
      });
  }
}

for (const [number, labels] of pages.entries()) {
  test.describe(`video testimonials in ${labels.locale}`, () => {
    const tours = browserModelPaths(videoTestModel);
    for (const tour of tours) {
      test(`the test model's tour, axe in every state: ${tour.description}`, async ({ page }) => {
        test.slow();
        await openPage(page, labels.url);
        await widget(page).scrollIntoViewIfNeeded();
        await expect(widget(page).getByRole('group', { name: labels.choose })).toBeVisible();
        await expect(toggle(page, 0)).toHaveText(labels.transcript);
        // the island has hydrated once a press changes the state (early presses are replayed too)
        const scanned = new Set<string>();
        const scan = async (key: string) => {
          if (scanned.has(key)) return;
          scanned.add(key);
          expect(await accessibilityViolations(page, '#video-testimonials'), key).toEqual([]);
        };
        await expectVideos(page, tour.initialState);
        await scan(tour.initialState);
        let from = tour.initialState;
        for (const step of tour.steps) {
          await perform(page, step.event as VideoModelEvent, from);
          await expectVideos(page, step.state);
          await scan(step.state);
          from = step.state;
        }
        expect(scanned.size).toBe(4);
      });
    }

    if (number === 0) {
      test('real posters, no player: no video, no play or mute button, no placeholder address', async ({ page }) => {
        await openPage(page, labels.url);
        const section = page.locator('#video-testimonials');
        await section.scrollIntoViewIfNeeded();
        await expect(section.locator('video, audio, iframe')).toHaveCount(0);
        await expect(section.getByRole('button', { name: /\b(play|pause|abspielen|lecture|mute|stumm|ton|son)\b/i })).toHaveCount(0);
        expect(await section.innerHTML()).not.toContain('/api/placeholder');
        for (const index of [0, 1]) {
          const image = panel(page, index).locator('img');
          await expect(image).toHaveAttribute('alt', '');
          await expect(image).toHaveAttribute('src', `/images/testimonial-${index === 0 ? 'fashion-shop' : 'restaurant'}-1024.png`);
        }
        await panel(page, 0).locator('img').scrollIntoViewIfNeeded();
        await expect.poll(() => panel(page, 0).locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      });

      test('both transcripts are in the prerendered HTML, reachable by find-in-page', async ({ request }) => {
        const html = await (await request.get(labels.url)).text();
        expect(html.match(/data-part="transcript"[^>]*hidden="until-found"|hidden="until-found"[^>]*data-part="transcript"/g)).toHaveLength(2);
        expect(html).toContain('Wir hatten unsere Google Ads zwei Jahre lang selbst geschaltet.');
        expect(html).toContain('Heute haben wir eine schnelle Website auf Deutsch, Englisch und Französisch');
      });
    }
  });
}

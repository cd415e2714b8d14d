import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Where the element with this id starts, in px from the top of the viewport (rounded). */
export const sectionTop = (page: Page, id: string): Promise<number> =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Ids of the page's sections in document order (the hero is named by the page's h1). */
export async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator('main section')
    .evaluateAll((sections) =>
      sections
        .filter((section) => !section.parentElement?.closest('main section'))
        .map((section) => section.id || section.getAttribute('aria-labelledby') || '?'),
    );
}

/** Every text of the page's main content, one entry per text node, trimmed. */
async function mainTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

/**
 * Texts of a translated page that are word for word the English page's: any
 * sentence-like text (three words or more) found in both is left untranslated.
 * Names that stay the same in every language are passed in `sameEverywhere`.
 */
export async function untranslatedTexts(page: Page, englishUrl: string, translatedUrl: string, sameEverywhere: RegExp[] = []) {
  await page.goto(englishUrl);
  const english = new Set((await mainTexts(page)).filter((text) => text.split(' ').length >= 3));
  await page.goto(translatedUrl);
  return (await mainTexts(page)).filter((text) => english.has(text) && !sameEverywhere.some((pattern) => pattern.test(text)));
}

/**
 * Walks the page with the Tab key from the top until focus leaves the main
 * content, and returns the accessible text of each element focused in main.
 * Every focused element must be visible and show a focus outline.
 */
export async function keyboardWalkThroughMain(page: Page, maxSteps = 150): Promise<string[]> {
  await page.locator('body').focus();
  const visited: string[] = [];
  let enteredMain = false;
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        inMain: !!element.closest('main'),
        text: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
        outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (!focused) continue;
    if (focused.inMain) {
      enteredMain = true;
      expect(focused.visible, `focused element "${focused.text}" is visible`).toBe(true);
      expect(focused.outlined, `focused element "${focused.text}" shows a focus outline`).toBe(true);
      visited.push(focused.text);
    } else if (enteredMain) {
      return visited;
    }
  }
  throw new Error(`Tab never left the main content within ${maxSteps} steps`);
}

/**
 * The links and buttons inside `container` that a finger cannot reach: outside the viewport, or
 * covered where their centre is (`elementFromPoint` hits something that is not them).
 */
export function unreachableControls(page: Page, container: string): Promise<string[]> {
  return page.locator(container).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
        const hit = document.elementFromPoint(x, y);
        return !inside || !hit || !control.contains(hit);
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.outerHTML.slice(0, 60)),
  );
}

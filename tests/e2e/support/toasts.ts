import type { Page } from '@playwright/test';

/** Every toast the page shows, in order, as `{ variant, text }` (window.shownToasts). */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: Array<{ variant: string | null; text: string }> = [];
    (window as unknown as { shownToasts: typeof shown }).shownToasts = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('[data-part="toast"]') ? [node] : [...node.querySelectorAll('[data-part="toast"]')];
          for (const toast of toasts) shown.push({ variant: toast.getAttribute('data-variant'), text: toast.textContent ?? '' });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
export const shownToasts = (page: Page) => page.evaluate(() => (window as unknown as { shownToasts: Array<{ variant: string | null; text: string }> }).shownToasts);


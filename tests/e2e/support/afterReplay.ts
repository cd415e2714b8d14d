import { type Page, expect } from '@playwright/test';

/**
 * Waits until the part around `inside` (the innermost island holding it; without it, the page's
 * root) has replayed what the visitor did before its code ran (src/islands/earlyInteractions.ts):
 * the part has hydrated (`data-hydrated` on the island's host, `data-app="hydrated"` on the
 * document), and the task after that one has run, which is when the replay runs. What the replay
 * changes is rendered by then: a replayed click or key is a discrete event, which React renders
 * synchronously. So an action done twice (a tap replayed after the browser or React handled it)
 * shows by then, and a test needs no pause to look for it.
 */
export async function afterReplay(page: Page, inside?: string): Promise<void> {
  if (inside) await expect(page.locator(`site-island:has(${inside})`).last()).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  else await expect(page.locator('html')).toHaveAttribute('data-app', 'hydrated', { timeout: 15_000 });
  // The replay waits for a message on a channel of its own (inNextTask), posted as the part hydrated:
  // a message posted now, on the same task source, arrives after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

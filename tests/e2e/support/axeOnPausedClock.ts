import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../fixtures';

/**
 * axe on a page whose fake clock is paused (page.clock), without moving page time: axe's
 * timers are all zero-delay (its queue hands each rule's result on in a timer of its own), so
 * while it runs a zero-delay timer is a task of its own (a message), not the paused clock's.
 * Page time that moved with the scan would tie the test to how fast the machine scans: a
 * calculation's 800 ms could end during a slow scan. Timers with a delay stay on the clock.
 */
export async function axeOnPausedClock(page: Page, selector: string): Promise<{ violations: string[] }> {
  await page.evaluate(() => {
    const clockTimeout = window.setTimeout;
    const scanTimeout = (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay || typeof handler !== 'function') return clockTimeout(handler, delay, ...args);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        (handler as (...values: unknown[]) => void)(...args);
      };
      channel.port2.postMessage(null);
      return 0;
    };
    Object.assign(window, { __clockTimeout: clockTimeout, setTimeout: scanTimeout });
  });
  try {
    return { violations: await accessibilityViolations(page, selector) };
  } finally {
    await page.evaluate(() => {
      const saved = (window as unknown as { __clockTimeout?: typeof setTimeout }).__clockTimeout;
      if (saved) window.setTimeout = saved;
    });
  }
}

import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Opens a tool that waits behind its launcher (components/Launcher, issue 36)
 * the way a visitor does: a tap on its summary, unless it is open already (a
 * link to it opened it). Resolves once it is open.
 */
export async function openLauncher(page: Page, id: string): Promise<void> {
  const launcher = page.locator(`#${id} > details`);
  if (!(await launcher.evaluate((details) => (details as HTMLDetailsElement).open))) await launcher.locator('> summary').click();
  await expect(launcher).toHaveJSProperty('open', true);
}

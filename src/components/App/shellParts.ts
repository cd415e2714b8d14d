import { deferredPart } from '../../lib/deferredPart';

/**
 * Parts of the shell that hydrate on their own (src/lib/deferredPart.tsx), like a page's
 * deferred parts: the accessibility button is in the prerendered HTML of every page and
 * the settings are applied by the boot script, so the panel's code need not arrive before
 * the page is interactive. A click that comes first is replayed by React once it has.
 */
export const accessibilityPanel = deferredPart(() =>
  import('../AccessibilityPanel/AccessibilityPanel').then((module) => module.AccessibilityPanel),
);

export const shellDeferredParts = [accessibilityPanel.preload];

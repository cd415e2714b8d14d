import { deferredPart } from '../../lib/deferredPart';

/**
 * Parts of the shell that hydrate on their own (src/lib/deferredPart.tsx), like a page's
 * deferred parts: their buttons are in the prerendered HTML of every page (the accessibility
 * settings are applied by the boot script), so their code need not arrive before the page is
 * interactive. It is requested at once, beside the page's; a press that comes first is
 * replayed once the part has hydrated (src/lib/earlyClicks.ts).
 */
export const accessibilityPanel = deferredPart(() =>
  import('../AccessibilityPanel/AccessibilityPanel').then((module) => module.AccessibilityPanel),
);

/** The phone navigation: below the lg breakpoint only, and the header's links work without it. */
export const mobileMenu = deferredPart(() => import('../MobileMenu/MobileMenu').then((module) => module.MobileMenu));

export const shellDeferredParts = [accessibilityPanel.preload, mobileMenu.preload];

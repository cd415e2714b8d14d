import { useEffect } from 'react';

/**
 * Opens what a link points into (issues 27 and 36): every `<details>` around
 * the target element, and the target's own `<details data-opens-at-hash>` (a
 * link to a service card opens its details, a link to the ROI calculator opens
 * the calculator). Chromium opens the `<details>` around a fragment itself;
 * other browsers may not, and none opens one inside the target. Browser-only.
 */
export function openDisclosuresAt(target: Element): void {
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  const own = target.querySelector<HTMLDetailsElement>('details[data-opens-at-hash]');
  if (own) own.open = true;
}

/**
 * Opens the disclosures at the address's #hash when the island that holds them hydrates, and at
 * every hashchange while it is on screen: one call in each island whose disclosures a link can
 * point into (the below-the-fold parts of the services, web application and about pages).
 */
export function useDisclosuresAtHash(): void {
  useEffect(openDisclosureAtHash, []);
}

/** Opens the disclosures at the address's #hash now and at every hashchange; returns the clean-up. */
function openDisclosureAtHash(): () => void {
  const open = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) openDisclosuresAt(target);
  };
  open();
  window.addEventListener('hashchange', open);
  return () => window.removeEventListener('hashchange', open);
}

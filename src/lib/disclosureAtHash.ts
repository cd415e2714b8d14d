/**
 * Opens the disclosure a link points into (issue 27): every `<details>` around
 * the element the address's #hash names, and the element's own
 * `<details data-opens-at-hash>` (a link to a service card opens its features).
 * Runs when the part hydrates and at every hashchange; Chromium opens the
 * `<details>` around a fragment itself, other browsers may not. Browser-only:
 * call it from an effect. Returns the clean-up.
 */
export function openDisclosureAtHash(): () => void {
  const open = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
    const own = target.querySelector<HTMLDetailsElement>('details[data-opens-at-hash]');
    if (own) own.open = true;
  };
  open();
  window.addEventListener('hashchange', open);
  return () => window.removeEventListener('hashchange', open);
}

/**
 * Clicks on a deferred part's buttons that come before the part has hydrated
 * (its code still on the way): React drops those. The page records them here and
 * the part replays them once it has hydrated. A part opts in by marking its root
 * element with `data-early-click` and calling `replayEarlyClicks(root)` in an
 * effect (effects run after hydration).
 */
const pending: { control: HTMLElement; click: Event }[] = [];
const hydratedRoots = new Set<Element>();

/** Called once in the browser, before hydration. */
export function recordEarlyClicks(target: Document): void {
  target.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const zone = event.target.closest('[data-early-click]');
      const control = event.target.closest('button');
      if (zone && control && zone.contains(control) && !hydratedRoots.has(zone)) pending.push({ control, click: event });
    },
    true,
  );
}

/** Marks the part's root as hydrated and clicks again what was clicked in it before. Returns the cleanup for unmount. */
export function replayEarlyClicks(root: Element | null): () => void {
  if (!root) return () => {};
  hydratedRoots.add(root);
  const mine = pending.filter(({ control }) => root.contains(control));
  pending.splice(0, pending.length, ...pending.filter(({ control }) => !root.contains(control)));
  // A click still being dispatched is the one that made React hydrate the part on the spot (its code
  // had arrived): React hands it to the part itself, so replaying it would press the button twice.
  for (const { control, click } of mine) if (click.eventPhase === Event.NONE && control.isConnected) control.click();
  return () => hydratedRoots.delete(root);
}

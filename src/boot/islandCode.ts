import { ISLAND_CODE, ISLAND_HYDRATED } from '../islands/islandCode';
import { moduleElement } from './moduleElement';
import { FIRST_INTERACTIONS } from './pageScripts';

/**
 * From the boot script: at the first touch on a part whose code has not run yet, its files (and
 * those of every island around it) are requested at once, alongside the page's scripts, instead
 * of one island after the other as each hydrates (src/islands/islandCode.ts). Each file once, and
 * none for a part that is live already.
 */
export function preloadIslandCodeOnTouch(window: Window): void {
  const { document } = window;
  const requested = new Set<string>();
  const onTouch = (event: Event) => {
    let host = event.target instanceof Element ? event.target.closest(`[${ISLAND_CODE}]`) : null;
    // A live part's code has run, and so has that of every island around it: a touch on it (every
    // tap, once the page is in use) appends nothing to the document (issue 36).
    for (; host && !host.hasAttribute(ISLAND_HYDRATED); host = host.parentElement?.closest(`[${ISLAND_CODE}]`) ?? null) {
      for (const url of host.getAttribute(ISLAND_CODE)!.split(' ')) {
        if (requested.has(url)) continue;
        requested.add(url);
        document.head.append(moduleElement(document, 'preload', url));
      }
    }
  };
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, onTouch, { capture: true, passive: true });
}

import { ISLAND_CODE } from '../islands/islandCode';
import { moduleElement } from './moduleElement';

/** What counts as the visitor reaching for a part (a touch, a click, the keyboard). */
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * From the boot script: at the first touch on a part whose code has not run yet, its files (and
 * those of every island around it) are requested at once, alongside the page's scripts, instead
 * of one island after the other as each hydrates (src/islands/islandCode.ts). Each file once.
 */
export function preloadIslandCodeOnTouch(window: Window): void {
  const { document } = window;
  const requested = new Set<string>();
  const onTouch = (event: Event) => {
    let host = event.target instanceof Element ? event.target.closest(`[${ISLAND_CODE}]`) : null;
    for (; host; host = host.parentElement?.closest(`[${ISLAND_CODE}]`) ?? null) {
      for (const url of host.getAttribute(ISLAND_CODE)!.split(' ')) {
        if (requested.has(url)) continue;
        requested.add(url);
        document.head.append(moduleElement(document, 'preload', url));
      }
    }
  };
  for (const type of TOUCHES) window.addEventListener(type, onTouch, { capture: true, passive: true });
}

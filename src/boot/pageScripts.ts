/**
 * The page's scripts are requested after its first contentful paint, not by tags in the HTML.
 *
 * A prerendered page shows everything without them, so nothing on the first screen waits for
 * them: a `<script type="module">` or `modulepreload` in the HTML is fetched while the page
 * parses, and a browser on a slow line then shares the line (and the measure of the largest
 * paint, which counts every request before it) between the page and its code. The prerender
 * writes the list as data (pageScriptsTag); the boot script, inline in <head>, requests it once
 * the first paint is done, or at once on a first interaction, or after a safety delay if no
 * paint comes (a tab opened in the background).
 */
import { moduleElement } from './moduleElement';

export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

export interface PageScripts {
  /** The entry module: it hydrates the page. */
  entry: string;
  /** Modules it imports at once (the shell, the page and its catalogs), fetched alongside it. */
  preload: string[];
}

/** For <head>: data, not code, so the content policy need not allow it. */
export function pageScriptsTag(scripts: PageScripts): string {
  // `<` escaped: a file name cannot hold one, but it would end the element.
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${json}</script>`;
}

/** Requested anyway when no paint is reported by then (a hidden tab paints nothing). */
const SAFETY_DELAY_MS = 3000;
/** A visitor who acts before the paint is reported needs the code now (and a touched part its own: ./islandCode.ts). */
export const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export function loadPageScriptsAfterFirstPaint(window: Window & typeof globalThis): void {
  const { document } = window;
  const data = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
  // The dev server's page carries its script tag itself; an offline page runs no script.
  if (!data) return;
  const scripts = JSON.parse(data) as PageScripts;

  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, request, true);
    for (const url of scripts.preload) document.head.append(moduleElement(document, 'preload', url));
    document.head.append(moduleElement(document, 'script', scripts.entry));
  };
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // Reported in a task of its own once the paint is on screen (its presentation time is known).
    const observer = new window.PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      request();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // The task after the next frame's callbacks: that frame is the first paint.
    window.requestAnimationFrame(() => window.setTimeout(request));
  }
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, request, { capture: true, passive: true });
  window.setTimeout(request, SAFETY_DELAY_MS);
}

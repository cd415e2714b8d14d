import { currentPreference } from '../../accessibility/motionPreference';
import { useEffect } from 'react';
import { layOutNow } from '../../lib/deferredLayout';
import { useMachineActor } from '../../lib/useMachineActor';
import { createScrollPositionStore } from './scrollPositionStore';
import { scrollRestorationMachine } from '../../machines/scrollRestoration';
import { restoredVisit } from '../../islands/visitRecord';

const store = createScrollPositionStore(() => window.localStorage);

const hashTarget = () => {
  const id = window.location.hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return null;
  }
};

/**
 * Where the page was when a navigation started. History events fire before
 * React shows the next page, which may be shorter and clamp the scroll position.
 */
let positionBeforeNavigation: { x: number; y: number } | null = null;
const rememberPositionBeforeNavigation = () => {
  positionBeforeNavigation = { x: window.scrollX, y: window.scrollY };
};

/** The scroll machine with the page effects it names; they touch the DOM only when they run. */
const browserScrollRestoration = scrollRestorationMachine.provide({
  actions: {
    scrollToHash: () => {
      layOutNow();
      hashTarget()?.scrollIntoView({ behavior: currentPreference().reduceMotion ? 'auto' : 'smooth', block: 'start' });
    },
    // Positions are measured on the page laid out in full.
    restorePosition: (_, { position }) => {
      layOutNow();
      if (position) window.scrollTo({ left: position.x, top: position.y, behavior: 'instant' });
    },
    scrollToTop: () => window.scrollTo({ left: 0, top: 0, behavior: 'instant' }),
    savePosition: (_, { path, moment }) => {
      const position = (moment === 'leaving' && positionBeforeNavigation) || { x: window.scrollX, y: window.scrollY };
      if (path) store.save(path, { ...position, timestamp: Date.now() });
    },
    purgeStalePositions: (_, { maxAgeMs }) => store.purgeOlderThan(maxAgeMs, Date.now()),
  },
});

/**
 * Tells the scroll machine about every page shown and every time the page is hidden.
 * `firstOfLoad`: the page shown is the one the browser loaded (App: its phase is still "hydrating").
 */
export function ScrollRestoration({ path, firstOfLoad }: { path: string; firstOfLoad: boolean }) {
  const scroll = useMachineActor(browserScrollRestoration);

  useEffect(() => {
    // The machine decides where a page opens, not the browser.
    window.history.scrollRestoration = 'manual';
    const onHide = () => scroll.send({ type: 'PAGE.HIDE' });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    // wouter announces its own history changes as pushState/replaceState events
    const navigationEvents = ['popstate', 'pushState', 'replaceState'];
    navigationEvents.forEach((type) => window.addEventListener(type, rememberPositionBeforeNavigation));
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      navigationEvents.forEach((type) => window.removeEventListener(type, rememberPositionBeforeNavigation));
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [scroll]);

  useEffect(() => {
    // A recovery reload keeps the visitor where they were reading, not at the address's #hash (src/islands/visitRecord.ts).
    const recovered = firstOfLoad && restoredVisit() !== null;
    scroll.send({ type: 'NAVIGATED', path, hashTargetExists: hashTarget() !== null && !recovered, saved: store.read(path), now: Date.now(), firstOfLoad });
    positionBeforeNavigation = null;
  }, [path, scroll, firstOfLoad]);

  return null;
}

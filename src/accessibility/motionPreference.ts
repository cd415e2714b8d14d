import { useSyncExternalStore } from 'react';
import { motionAttributes } from './documentAttributes';

/**
 * The one place every moving thing asks whether it may move.
 *
 * The accessibility settings are applied as attributes on <html> (before the
 * first paint, by the settings boot script, and on every change by the panel):
 *   data-motion="reduced"        reduce animations is on (or, with nothing saved,
 *                                the system asks for reduced motion)
 *   data-screen-reader="true"    screen-reader mode: no motion, no auto-advancing
 *                                content, decorative things silent
 * Without `data-motion` (settings not applied yet) the system preference decides.
 * Counters, reveals, particles and carousels read these through the hooks below,
 * so one setting stops every one of them.
 */
export { motionAttributes };

export interface MotionPreference {
  /** Animations, counters, reveals and particles must not move. */
  reduceMotion: boolean;
  /** Content must not advance by itself (carousels, rotating popups). */
  allowAutoAdvance: boolean;
}

/** What prerendering and the first (hydrating) render assume: the final, still state. */
const serverPreference: MotionPreference = { reduceMotion: true, allowAutoAdvance: false };

export function readMotionPreference(root: HTMLElement, systemPrefersReduced: boolean): MotionPreference {
  const motion = root.getAttribute(motionAttributes.motion);
  const screenReader = root.getAttribute(motionAttributes.screenReader) === 'true';
  const reduceMotion = screenReader || (motion === null ? systemPrefersReduced : motion === 'reduced');
  return { reduceMotion, allowAutoAdvance: !reduceMotion && !screenReader };
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
let cached: MotionPreference | null = null;

/** The motion preference right now, for effects outside React (e.g. smooth scrolling). Browser only. */
export function currentPreference(): MotionPreference {
  const next = readMotionPreference(document.documentElement, window.matchMedia(reducedMotionQuery).matches);
  // useSyncExternalStore needs the same object while nothing changed
  if (!cached || cached.reduceMotion !== next.reduceMotion || cached.allowAutoAdvance !== next.allowAutoAdvance) cached = next;
  return cached;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: Object.values(motionAttributes) });
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', onChange);
  };
}

/** The live motion preference; the still state while prerendering and hydrating. */
export function useMotionPreference(): MotionPreference {
  return useSyncExternalStore(subscribe, currentPreference, () => serverPreference);
}

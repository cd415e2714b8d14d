import { type ComponentType, createElement, useEffect, useSyncExternalStore } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';
import type { ParticleFieldProps } from './ParticleField';

/** Resolves when the browser is idle (or after a second at the latest), so the particles never compete with the page starting up. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });
}

/*
 * The canvas, its machine and the frame loop are their own chunk, fetched once the page is
 * interactive and idle. Not React.lazy: a suspended lazy component in the hero held back the
 * hydration of the page's deferred parts (counters, carousel) for as long as it waited.
 */
let field: ComponentType<ParticleFieldProps> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadField(): void {
  loading ??= whenIdle()
    .then(() => import('./ParticleField'))
    .then(
      (module) => {
        field = module.default;
        listeners.forEach((listener) => listener());
      },
      () => {
        loading = undefined; // decoration only: without its code the hero simply has none; a later visit retries
      },
    );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoaded = () => field !== undefined;
const notOnTheServer = () => false;

/** Screens where the particles are worth their cost: a phone keeps its battery, data and main thread for the page. */
export const PARTICLES_MEDIA = '(min-width: 48rem)';

/**
 * The decorative particle background (spec section 2): nothing in the
 * prerendered HTML or while hydrating (both assume reduced motion), then,
 * with motion allowed, the canvas once its code is there. Once loaded it stays
 * mounted and its machine switches the canvas off while motion is reduced.
 */
export function ParticleBackground({ count }: { count?: number }) {
  const { reduceMotion } = useMotionPreference();
  const loaded = useSyncExternalStore(subscribe, isLoaded, notOnTheServer);
  useEffect(() => {
    if (!reduceMotion && window.matchMedia(PARTICLES_MEDIA).matches) loadField();
  }, [reduceMotion]);
  // the module's one component, the same on every render
  return loaded && field ? createElement(field, { count }) : null;
}

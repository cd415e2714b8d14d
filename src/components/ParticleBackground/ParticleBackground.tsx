import { Suspense, lazy } from 'react';
import { useMotionPreference } from '../../accessibility/motionPreference';

/** Resolves when the browser is idle (or after a second at the latest), so the particles never compete with the page starting up. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });
}

// The canvas, its machine and the frame loop are their own chunk, fetched once the page is interactive and idle.
let loaded = false;
const ParticleField = lazy(() =>
  whenIdle()
    .then(() => import('./ParticleField'))
    .then((module) => {
      loaded = true;
      return module;
    }),
);

/**
 * The decorative particle background (spec section 2): nothing in the
 * prerendered HTML or while hydrating (both assume reduced motion), then,
 * with motion allowed, the lazily loaded canvas. Once loaded it stays mounted
 * and its machine switches the canvas off when motion is reduced later.
 */
export function ParticleBackground({ count }: { count?: number }) {
  const { reduceMotion } = useMotionPreference();
  // Once its code is there the field stays mounted: its machine removes the canvas while motion is reduced.
  return !reduceMotion || loaded ? (
    <Suspense fallback={null}>
      <ParticleField count={count} />
    </Suspense>
  ) : null;
}

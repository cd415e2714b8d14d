import { deferredPart } from '../lib/deferredPart';

/*
 * Components that pages use as deferred parts (src/lib/deferredPart.tsx) below the fold:
 * their markup is prerendered, their code is not needed before the page is interactive.
 * A page lists the ones it uses in its `deferredParts`.
 */

export const deferredLazyImage = deferredPart(() => import('./LazyImage/LazyImage').then((module) => module.LazyImage));

export const deferredCountUp = deferredPart(() => import('./CountUp/CountUp').then((module) => module.CountUp));

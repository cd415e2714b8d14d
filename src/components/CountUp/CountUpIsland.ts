import { island } from '../../islands/island';

/** A counter as an island: the prerendered HTML shows the final value until its code arrives. */
export const CountUpIsland = island(() => import('./CountUp').then((module) => module.CountUp));

import { island } from '../../islands/island';

/** A hero's counters as an island: pages without counters never download the counter code. */
export const HeroStatsIsland = island(() => import('./HeroStats').then((module) => module.HeroStats));

import { island } from '../../islands/island';

/** A hero's artwork as an island (`<Hero image={<HeroImageIsland hydrate="idle" image="…" />} />`). */
export const HeroImageIsland = island(() => import('./HeroImage').then((module) => module.HeroImage));

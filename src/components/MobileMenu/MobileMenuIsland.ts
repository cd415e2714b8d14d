import { island } from '../../islands/island';

/** The phone navigation as an island: the header's links work without it; its code loads when the toggle is first used. */
export const MobileMenuIsland = island(() => import('./MobileMenu').then((module) => module.MobileMenu));

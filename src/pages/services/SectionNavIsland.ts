import { island } from '../../islands/island';

/** The floating section navigation as an island: its links work as plain anchors until it hydrates, when the browser is idle. */
export const SectionNavIsland = island(() => import('./SectionNav').then((module) => module.SectionNav));

import { island } from '../../../islands/island';

/** The package tabs as an island: all nine packages are prerendered; the tabs hydrate near the viewport. */
export const PackageTabsIsland = island(() => import('./PackageTabs').then((module) => module.PackageTabs));

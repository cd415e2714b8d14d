import { HomeBelowFoldIsland } from './HomeBelowFoldIsland';
import { HomeHero } from './HomeHero';

/** The home page: the hero is the first screen; the rest is one island (belowFold/) with its own code and text. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      {/* Below the fold: hydrated at the first scroll, as on the services page. On a laptop its top is in the
          first screen, and "visible" would load its code and text with the page; it needs no script to be read. */}
      <HomeBelowFoldIsland hydrate="scroll" />
    </>
  );
}

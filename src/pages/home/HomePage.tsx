import { HomeBelowFoldIsland } from './HomeBelowFoldIsland';
import { HomeHero } from './HomeHero';

/** The home page: the hero is the first screen; the rest is one island (belowFold/) with its own code and text. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeBelowFoldIsland hydrate="visible" />
    </>
  );
}

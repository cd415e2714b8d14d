import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * This year in the browser. Prerendered HTML and hydration use the build's
 * year, so a page built last December still hydrates cleanly in January and
 * then shows the right year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

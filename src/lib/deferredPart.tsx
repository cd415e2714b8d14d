import { type ComponentType, Suspense, memo, use } from 'react';
import { createResourceCache } from './resource';

/**
 * A below-the-fold interactive part of a page (e.g. the testimonial carousel)
 * whose code is its own chunk and hydrates on its own: the rest of the page is
 * interactive without waiting for it. The prerender loads it first (see
 * `PageModule.deferredParts`), so its markup is always in the HTML; in the
 * browser React keeps that markup in place until the chunk has arrived, then
 * hydrates the part (selective hydration of a Suspense boundary).
 */
export interface DeferredPart<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the code once; resolves when it is there. */
  preload(): Promise<unknown>;
}

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const code = createResourceCache<'code', ComponentType<P>>(load);

  function Loaded(props: P) {
    // Synchronous once loaded (prerender, later navigations); suspends only while the chunk is on its way.
    const Part = code.peek('code') ?? use(code.load('code'));
    return <Part {...props} />;
  }

  // Memoised: a parent that re-renders before the code has arrived (the header as the page scrolls)
  // would otherwise be an update to the not yet hydrated boundary, and React would drop its server
  // markup and show the empty fallback until the code is there.
  const Component = memo(function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });

  return { Component, preload: () => code.load('code') };
}

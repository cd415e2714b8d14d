import { createContext, useContext, useState } from 'react';

/**
 * Where the tree is rendered: `server` (the prerender, which waits for every
 * island), `hydrating` (the browser's first page, over prerendered markup) or
 * `client` (a render without markup: later navigations, the dev server).
 * AppRoot provides the root's phase, the same for the root's lifetime; App
 * provides the page's own (useShownPagePhase) around the page. An island reads
 * it once, when it mounts.
 */
export type RenderPhase = 'server' | 'hydrating' | 'client';
export const RenderPhaseContext = createContext<RenderPhase>('client');

/**
 * The phase of the page App renders for `path`: the first path of a hydrating
 * root is the hydrated page; once another path has been shown, every page is a
 * client render, the first one again too. Derived in render from App's own
 * state, not at the first commit: React hydrates Suspense boundaries after it.
 * A render that React throws away (an interrupted navigation) leaves no trace.
 */
export function useShownPagePhase(path: string): RenderPhase {
  const root = useContext(RenderPhaseContext);
  const [hydration, setHydration] = useState(() => ({ path, over: root !== 'hydrating' }));
  const over = hydration.over || path !== hydration.path;
  // Remembered for the next renders (React's way to keep what a render learnt: it re-renders App at once).
  if (over !== hydration.over) setHydration({ path: hydration.path, over });
  return root === 'hydrating' && over ? 'client' : root;
}

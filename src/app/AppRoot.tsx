import { StrictMode, Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { rootHydrated } from '../islands/earlyInteractions';
import { type RenderPhase, RenderPhaseContext } from '../islands/renderPhase';
import { App } from './App';

export type RootMode = 'server' | 'hydrated' | 'rendered';

/**
 * Marks the document once React has committed the site's first render and run its
 * effects (`data-app="hydrated"` or `"rendered"`): a stable hook for tests and
 * for CSS that must wait for JavaScript. Islands inside may still wait for their trigger.
 * What the visitor did to the page outside islands before this is replayed now
 * (src/islands/earlyInteractions.ts).
 */
function MarkReady({ mode }: { mode: RootMode }) {
  useEffect(() => {
    document.documentElement.dataset.app = mode;
    if (mode === 'hydrated') rootHydrated();
  }, [mode]);
  return null;
}

const phaseOf = (mode: RootMode): RenderPhase => (mode === 'server' ? 'server' : mode === 'hydrated' ? 'hydrating' : 'client');

/**
 * The whole React tree, for the prerender step and for the browser alike.
 * Both must render exactly the same tree shape: `useId` (lazy images, counters)
 * numbers elements by their position in it, and ids that differ between the
 * prerendered HTML and hydration break every component that looks its elements
 * up by id. Client-only parts therefore render nothing on the server and act in
 * effects, instead of being left out of the server's tree.
 */
export function AppRoot({ ssrPath, mode }: { ssrPath?: string; mode: RootMode }) {
  // The same value for the root's lifetime: the shell's islands never re-render for it. App gives the page its own.
  return (
    <StrictMode>
      <RenderPhaseContext.Provider value={phaseOf(mode)}>
        <Router ssrPath={ssrPath}>
          <Suspense fallback={null}>
            <App />
            {/* In App's boundary: React hydrates a boundary after the root, so outside it would mark the page before App hydrated. */}
            <MarkReady mode={mode} />
          </Suspense>
        </Router>
      </RenderPhaseContext.Provider>
    </StrictMode>
  );
}

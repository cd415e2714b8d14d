// @vitest-environment happy-dom
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type RenderPhase, RenderPhaseContext, useShownPagePhase } from '../../src/islands/renderPhase';

/** Renders what App renders for a path, the way App does: the page's phase, read in render. */
function PagePhase({ path }: { path: string }) {
  return <output>{useShownPagePhase(path)}</output>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => act(() => root?.unmount()));

/** Shows the paths one after the other under a root in `rootPhase`; returns the phase each path's render showed. */
function phasesOfPaths(rootPhase: RenderPhase, paths: string[]) {
  const container = document.createElement('div');
  root = createRoot(container);
  return paths.map((path) => {
    act(() =>
      root!.render(
        <RenderPhaseContext.Provider value={rootPhase}>
          <PagePhase path={path} />
        </RenderPhaseContext.Provider>,
      ),
    );
    return container.textContent;
  });
}

describe('the phase of the page App shows (useShownPagePhase)', () => {
  it('over a hydrating root: the first path is hydrating until another one is shown, then every page is a client render', () => {
    expect(phasesOfPaths('hydrating', ['/', '/', '/leistungen', '/', '/kontakt'])).toEqual(['hydrating', 'hydrating', 'client', 'client', 'client']);
  });

  it('a root without markup and the prerender keep their own phase on every path', () => {
    expect(phasesOfPaths('client', ['/', '/leistungen', '/'])).toEqual(['client', 'client', 'client']);
    expect(phasesOfPaths('server', ['/en/', '/en/'])).toEqual(['server', 'server']);
  });

  it('changes nothing it is given: the root phase stays as provided', () => {
    const container = document.createElement('div');
    root = createRoot(container);
    const tree = (path: string) => (
      <RenderPhaseContext.Provider value="hydrating">
        <PagePhase path={path} />
        <RenderPhaseContext.Consumer>{(phase) => <i>{phase}</i>}</RenderPhaseContext.Consumer>
      </RenderPhaseContext.Provider>
    );
    act(() => root!.render(tree('/')));
    act(() => root!.render(tree('/leistungen')));
    expect(container.querySelector('i')?.textContent).toBe('hydrating');
    expect(container.querySelector('output')?.textContent).toBe('client');
  });
});

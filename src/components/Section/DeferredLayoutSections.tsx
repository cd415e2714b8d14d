import { type ReactNode, useEffect } from 'react';
import { layOutGradually } from '../../lib/layOutGradually';
import { DeferLayoutContext } from './deferLayoutContext';

/**
 * The sections inside wait for their layout while the page loads (src/lib/deferredLayout.ts), and
 * are laid out one per task once the page has hydrated: for a page long enough that laying it out
 * whole after the first paint is a long task (the services pages). Every other page lays its
 * sections out as plain CSS, and its code carries none of this.
 */
export function DeferredLayoutSections({ children }: { children: ReactNode }) {
  // After the hydrating render has committed: the page is live, the rest can be laid out.
  useEffect(() => layOutGradually(), []);
  return <DeferLayoutContext value>{children}</DeferLayoutContext>;
}

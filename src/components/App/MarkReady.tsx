import { useEffect } from 'react';

/**
 * Marks the document once React has committed the first render and run its
 * effects (`data-app="hydrated"` or `"rendered"`): a stable hook for tests and
 * for CSS that must wait for JavaScript. The server renders it too (it renders
 * nothing), so both trees have the same shape and `useId` gives the same ids
 * on both sides.
 */
export function MarkReady({ mode }: { mode: 'hydrated' | 'rendered' }) {
  useEffect(() => {
    document.documentElement.dataset.app = mode;
  }, [mode]);
  return null;
}

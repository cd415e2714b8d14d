/** Why something that moves is out of sight: scrolled out of view, or its tab in the background. */
export type OutOfSightReason = 'offscreen' | 'hidden';

/**
 * Reports the element scrolled out of view and back (IntersectionObserver) and
 * the tab hidden and shown (visibilitychange, reported at once too); returns
 * the clean-up. For machines that pause while nobody can see them (particles,
 * the responsive preview's counter), beside the motion preference that pauses
 * them too. Browser-only: call it from an effect or a ref callback.
 */
export function watchOutOfSight(element: Element, report: (outOfSight: boolean, reason: OutOfSightReason) => void): () => void {
  // One report may hold several changes of the one element (out, then in again): the last one counts.
  const observer = new IntersectionObserver((entries) => report(!entries.at(-1)?.isIntersecting, 'offscreen'));
  observer.observe(element);
  const onVisibility = () => report(document.hidden, 'hidden');
  onVisibility();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

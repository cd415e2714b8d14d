/**
 * Calls `onChange` with every intersection change of the element with this id;
 * returns the clean-up. Shared by the watchers of lazy images, counters,
 * reveals and particles (each machine's invoked visibility actor finds its
 * element by the id the machine was given). Browser-only: call it from an actor
 * or an effect, never during render.
 */
export function observeIntersection(
  id: string,
  options: IntersectionObserverInit,
  onChange: (entry: IntersectionObserverEntry) => void,
): () => void {
  const element = document.getElementById(id);
  if (!element) return () => {};
  const observer = new IntersectionObserver((entries) => entries.forEach(onChange), options);
  observer.observe(element);
  return () => observer.disconnect();
}

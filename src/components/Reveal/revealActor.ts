import { createActor } from 'xstate';
import { getInspect } from '../../devtools/inspector';
import { type RevealInput, scrollRevealMachine } from '../../machines/scrollReveal';
import { observeReveal } from './revealObserver';

/**
 * Runs the scrollReveal machine for one element (started after hydration, see
 * Reveal.tsx): the machine's state is the element's `data-state`, which the
 * stylesheet turns into hidden or shown; the shared IntersectionObserver
 * sends it the observations. Returns the clean-up, which shows the element
 * for good (REVEAL.STILL) before stopping, so nothing is left hidden.
 */
export function startReveal(element: HTMLElement, input: RevealInput): () => void {
  // Reveals once: an element that has appeared never hides again (e.g. after motion is switched back on).
  if (element.dataset.state === 'shown') return () => {};
  const actor = createActor(scrollRevealMachine, { input, inspect: getInspect() });
  actor.subscribe((snapshot) => {
    element.dataset.state = String(snapshot.value);
  });
  actor.start();
  const stopObserving = observeReveal(element, (event) => {
    actor.send(event);
    if (actor.getSnapshot().status === 'done') stopObserving();
  });
  return () => {
    actor.send({ type: 'REVEAL.STILL' });
    stopObserving();
    actor.stop();
  };
}

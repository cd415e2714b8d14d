import { recordSignals } from './earlyInteractions';

/**
 * When an island's code is fetched (the Astro directives `client:idle` and
 * `client:visible`, plus `interaction`, `scroll` for a part
 * that follows the page's scrolling, such as a reading progress bar, which has
 * nothing to do before the first scroll, and `signal` for a part that code
 * elsewhere wakes with a window event, such as the toaster at the first toast;
 * `scrollDepth` for a part that has nothing to do until the visitor has read
 * that far down the page, such as the services page's SEO popup; `firstMove` for
 * code with nothing to do while the page stands still, such as the floating layers'
 * watcher or the hero's particles: the first scroll, resize, focus, touch, pointer move or key).
 * Code needed at once has no trigger: `when()` (src/islands/when.ts).
 * Every island also loads on a first interaction with it. Browser-only: called
 * from effects. Each watcher calls `fire` at most once and returns its clean-up.
 */
export type HydrateOn = 'idle' | 'visible' | 'interaction' | 'scroll' | 'signal' | 'scrollDepth' | 'firstMove';

/** What a trigger may need besides its name. */
export interface TriggerOptions {
  /** Only once this media query matches (Astro's `client:media`). */
  media?: string;
  /** The window event a `signal` island waits for. */
  signal?: string;
  /**
   * A window event that loads a `signal` island ahead of its signal, when code elsewhere
   * knows the signal may come soon (e.g. a form about to send, which may have to say so
   * offline, when the code could no longer be fetched). Nothing of it is replayed.
   */
  preloadSignal?: string;
  /** How far down (0-1 of how far the page scrolls) a `scrollDepth` island waits for. */
  depth?: number;
}

/** How far outside the viewport a `visible` island starts loading once the visitor scrolls, so it is ready when it scrolls in. */
export const VISIBLE_MARGIN = '200px';

/** The latest an `idle` island waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the page has loaded and the browser is idle (or after IDLE_TIMEOUT_MS at the latest). */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Fires when the host's content is in the viewport; from the visitor's first scroll on
 * (or at once on a page opened scrolled), already when it comes within VISIBLE_MARGIN,
 * so it is ready when it scrolls in. Before the first scroll the margin would only load
 * parts the visitor cannot see yet, at load, on the budget (a laptop's short hero leaves
 * several just below the first screen). The host is `display: contents` and has no box,
 * so its children are watched (as Astro does); an island that rendered no element is
 * judged by its parent.
 */
export function whenVisible(host: Element, fire: () => void): () => void {
  const targets = host.children.length > 0 ? [...host.children] : host.parentElement ? [host.parentElement] : [];
  let observer: IntersectionObserver | null = null;
  const observe = (rootMargin: string) => {
    observer?.disconnect();
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        stop();
        fire();
      },
      { rootMargin },
    );
    targets.forEach((target) => observer?.observe(target));
  };
  observe('0px');
  const stopScrollWatch = whenScrolled(() => observe(VISIBLE_MARGIN));
  const stop = () => {
    stopScrollWatch();
    observer?.disconnect();
  };
  return stop;
}

/** Fires at the page's first scroll, or now if it is scrolled already (a #hash link, a restored position). */
export function whenScrolled(fire: () => void): () => void {
  if (window.scrollY > 0) {
    fire();
    return () => {};
  }
  const onScroll = () => {
    window.removeEventListener('scroll', onScroll);
    fire();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

const FIRST_MOVES = ['scroll', 'resize', 'focusin', 'pointerdown', 'pointermove', 'keydown'];

/** Fires at the visitor's first scroll, resize, focus, touch, pointer move or key, or now if the page is scrolled already. */
export function whenFirstMove(fire: () => void): () => void {
  if (window.scrollY > 0) {
    fire();
    return () => {};
  }
  const stop = () => FIRST_MOVES.forEach((type) => window.removeEventListener(type, onMove, { capture: true }));
  const onMove = () => {
    stop();
    fire();
  };
  FIRST_MOVES.forEach((type) => window.addEventListener(type, onMove, { capture: true, passive: true }));
  return stop;
}

/** Fires at the first dispatch of a window event. */
function whenWindowEvent(type: string, fire: () => void): () => void {
  const stop = () => window.removeEventListener(type, onEvent);
  const onEvent = () => {
    stop();
    fire();
  };
  window.addEventListener(type, onEvent);
  return stop;
}

/** How far the page is scrolled, as a fraction (0-1) of how far it can scroll. */
export function scrollDepth(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

/** Fires once the page is scrolled past `depth` (0-1 of how far it scrolls): now, or at the scroll that passes it. */
export function whenScrolledPast(depth: number, fire: () => void): () => void {
  if (scrollDepth() > depth) {
    fire();
    return () => {};
  }
  const onScroll = () => {
    if (scrollDepth() <= depth) return;
    window.removeEventListener('scroll', onScroll);
    fire();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Fires once the media query matches (Astro's `client:media`): now, or when it starts to. */
export function whenMedia(query: string, fire: () => void): () => void {
  const list = window.matchMedia(query);
  if (list.matches) {
    fire();
    return () => {};
  }
  const onChange = () => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    fire();
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Starts watching for the trigger, once `media` (if given) matches; interactions are
 * watched for every island by earlyInteractions.ts.
 */
export function watchTrigger(host: Element, on: HydrateOn, fire: () => void, { media, signal, preloadSignal, depth }: TriggerOptions = {}): () => void {
  if (media) {
    let stop = () => {};
    const stopMedia = whenMedia(media, () => (stop = watchTrigger(host, on, fire, { signal, preloadSignal, depth })));
    return () => {
      stopMedia();
      stop();
    };
  }
  switch (on) {
    case 'idle':
      return whenIdle(fire);
    case 'visible':
      return whenVisible(host, fire);
    case 'scroll':
      return whenScrolled(fire);
    case 'signal': {
      const stopSignal = signal ? recordSignals(host, signal, fire) : () => {};
      const stopPreload = preloadSignal ? whenWindowEvent(preloadSignal, fire) : () => {};
      return () => {
        stopSignal();
        stopPreload();
      };
    }
    case 'scrollDepth':
      return depth === undefined ? () => {} : whenScrolledPast(depth, fire);
    case 'firstMove':
      return whenFirstMove(fire);
    case 'interaction':
      return () => {};
  }
}

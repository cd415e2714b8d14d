/**
 * The first half of the early-interaction recorder, small enough for the inline
 * boot script (src/boot/index.ts): capture listeners on the document, installed
 * before the body is parsed, that keep every interaction with the app (`#root`)
 * in a queue until the entry takes the queue over (earlyInteractions.ts), as
 * Angular's early event contract (JSAction) does. From the first byte of HTML
 * on, nothing the visitor does is lost; the entry decides which part each event
 * belongs to and replays it once that part has hydrated.
 *
 * A click's default action (a checkbox's toggle, a form submission) and a submit's
 * are held back here already, or the replay would do them a second time. Links
 * are left to the browser and never queued for replay, except links to a place
 * on the page inside an island, which the island handles. So are the controls
 * the browser carries out itself, native first (a `<details>` summary, a popover's
 * toggle): their part takes over from the state they leave when it hydrates. And so is
 * a text field's label, whose click only moves focus to the field.
 */

/** Where the boot script leaves the queue for the entry. */
export const EARLY_EVENT_QUEUE = '__earlyEvents';

/**
 * Events that count as a first interaction with a part (they load its code); from
 * `keydown` on they are also replayed (`beforematch`: find-in-page revealed a
 * `hidden="until-found"` part, e.g. a collapsed answer).
 */
export const WATCHED_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'input', 'change', 'submit', 'beforematch'] as const;

export interface EarlyEventQueue {
  /** Hands every event queued so far to `listener`, then every later one, as it happens. */
  takeOver(listener: (event: Event) => void): void;
}

type QueueWindow = Window & { [EARLY_EVENT_QUEUE]?: EarlyEventQueue };

/** A link the browser follows to another document (or a download, or a new tab): never held, never replayed. */
export function leavesPage(link: HTMLAnchorElement, here: Location): boolean {
  return (
    link.hash === '' ||
    link.origin !== here.origin ||
    link.pathname !== here.pathname ||
    link.search !== here.search ||
    link.hasAttribute('download') ||
    (link.target !== '' && link.target !== '_self')
  );
}

/** The host element of an island (src/islands/island.tsx). */
export const ISLAND_TAG = 'site-island';

/**
 * Controls whose press the browser carries out before any script, native first: an answer's
 * `<summary>` (an exclusive `<details name>` accordion) and the menu's toggle (`popovertarget`).
 * Their part adopts the state they leave when it hydrates; a replay would press them twice.
 */
export const NATIVE_CONTROLS = 'details > summary, [popovertarget]';

/** Whether the event's target is (inside) a control the browser carries out itself. */
export const onNativeControl = (event: Event): boolean => (event.target as Element).closest(NATIVE_CONTROLS) !== null;

/** Input types whose click does more than take focus (tick, press, open a picker): a click on their label is held. */
const PRESSED_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'color']);

/** The field a click on a label (its text, or the field inside it) acts on: the browser focuses it, then clicks it. */
const labelledControl = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? (target.closest('label')?.control ?? null) : null;

/**
 * Whether a click's or submit's default action waits for the part's code, which replays it.
 * Links are native, except a link to a place on the page inside an island: the part handles
 * those itself (the section navigation scrolls and moves focus). So are forms with a `method`
 * (the app's forms have none: their machines send them), the native controls above, and a
 * text field's label: all its click does is move focus to the field, where the visitor types
 * on (held, focus stayed on the main landmark and the typing was lost; replayed, it took focus
 * back to the field from wherever the visitor had gone on to).
 */
export function holdsDefault(event: Event, here: Location): boolean {
  if (event.type !== 'submit' && event.type !== 'click') return false;
  // A form that names its method is the browser's to submit, script or not (the offline page's "Try again").
  if ((event.target as Element).closest('form[method]')) return false;
  if (event.type === 'submit') return true;
  if (onNativeControl(event)) return false;
  const control = labelledControl(event.target);
  if (control && !(control instanceof HTMLButtonElement) && !(control instanceof HTMLInputElement && PRESSED_INPUTS.has(control.type))) return false;
  const link = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
  return !link || (!leavesPage(link, here) && link.closest(ISLAND_TAG) !== null);
}

/**
 * Holds back a click's or submit's default action for the replay. A click on a label (a checkbox's,
 * a radio's) still moves focus to its field now, the one part of its default that the replay
 * does not repeat: otherwise focus goes to the main landmark (tabindex -1), the closest focusable
 * element around the label's text, until the part has hydrated.
 */
export function holdDefault(event: Event): void {
  event.preventDefault();
  if (event.type === 'click') labelledControl(event.target)?.focus();
}

/** Installs the queue, once per document; the entry finds it with earlyEventQueue(). */
export function queueEarlyEvents(window: Window): EarlyEventQueue {
  const existing = (window as QueueWindow)[EARLY_EVENT_QUEUE];
  if (existing) return existing;
  const queued: Event[] = [];
  let listener: ((event: Event) => void) | null = null;
  const onEvent = (event: Event) => {
    if (listener) return listener(event);
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('#root')) return;
    if (holdsDefault(event, window.location)) holdDefault(event);
    else if (event.type === 'click' || event.type === 'submit') return; // a link to another page, a native form or control: the browser's
    queued.push(event);
  };
  for (const type of WATCHED_EVENTS) window.document.addEventListener(type, onEvent, true);
  const queue: EarlyEventQueue = {
    takeOver(next) {
      listener = next;
      queued.splice(0).forEach(next);
    },
  };
  (window as QueueWindow)[EARLY_EVENT_QUEUE] = queue;
  return queue;
}

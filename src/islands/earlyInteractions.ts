/**
 * Interactions with a part that come before its code: React drops a click or
 * a key press on markup it has not hydrated, and does not know what was typed
 * into its fields. The boot script queues every interaction from the first
 * byte of HTML on (earlyEventQueue.ts); the entry takes the queue over and
 * from then on sorts each event to the part it belongs to: the closest island
 * still waiting, or the page itself (the root) until React has hydrated it.
 * Each part replays what it got once it has hydrated: what was typed, then the
 * clicks, keys and submits, each exactly once, in order.
 *
 * Never doubled: when an island's code is already there at the moment of the
 * event, React hydrates the island on the spot and handles the event itself,
 * so nothing is recorded; an event recorded for the root is stopped before
 * React's root listener sees it. Links are the browser's and never recorded,
 * except a link to a place on the page inside an island, which waits for the part.
 * So are native controls (an FAQ answer's summary, the menu's popover toggle): the
 * browser presses them at once, and their part adopts the resulting state.
 */
import { type EarlyEventQueue, ISLAND_TAG, holdDefault, holdsDefault, onNativeControl, queueEarlyEvents } from './earlyEventQueue';

/** What the recorder needs of a mounted island (src/islands/island.tsx). */
export interface IslandHandle {
  /** The code has arrived: React hydrates the island synchronously for a discrete event. */
  isReady(): boolean;
  /** Starts loading the code; idempotent. */
  load(): void;
}


type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field showed before its part hydrated: the value, and the caret or selection. */
interface TypedValue {
  value: string;
  start: number | null;
  end: number | null;
}

type Recorded =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'keydown'; target: Element; init: KeyboardEventInit }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'beforematch'; target: Element }
  | { kind: 'signal'; type: string; detail: unknown };

/** A press or submit still waiting for its part's code (src/recovery/visitRecord.ts keeps them over a recovery reload). */
export type PendingInteraction = Exclude<Recorded, { kind: 'signal' }>;

const handles = new WeakMap<Element, IslandHandle>();
const hydrated = new WeakSet<Element>();
/**
 * Islands interacted with before their handle was registered (the page, or the island around
 * them, still hydrating), by their id (ISLAND_ID): the island's render has no element yet.
 */
const touchedIds = new Set<string>();

/** The attribute that names an island's host, the same in the prerendered markup and the hydrating render (useId). */
export const ISLAND_ID = 'data-island';

/** Whether the visitor used the island with this id before it mounted: its code is needed now. */
export const touchedEarly = (id: string): boolean => touchedIds.has(id);
const islandIdOf = (host: Element) => host.getAttribute(ISLAND_ID) ?? '';
const recorded = new Map<Element, Recorded[]>();
const typed = new Map<Element, Map<Field, TypedValue>>();
/** The page's root while React has not hydrated it: it owns what is in no island. */
let pendingRoot: Element | null = null;

/** Keys whose effect is the browser's own (focus moves, modifiers): replaying them would act twice. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- KeyboardEvent.key values, not text
const NATIVE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);
/** Keys that press a control: on a native control (a summary, a popover's toggle) the browser has pressed it already. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- KeyboardEvent.key values, not text
const PRESS_KEYS = new Set(['Enter', ' ']);

/** The elements that hold a value a visitor types or picks. */
const FIELDS = 'input, textarea, select';

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** Checkboxes and radios change by their click, which is replayed; their value is not typed. */
const isTextual = (field: Field): boolean => !(field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'));

/** The part an event belongs to while it waits for its code: the closest island still waiting, or the root still hydrating. */
function pendingPart(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const host = target.closest(ISLAND_TAG);
  if (host) return hydrated.has(host) ? null : host;
  return pendingRoot?.contains(target) ? pendingRoot : null;
}

/** The closest island still waiting (the root excluded): an island inside another needs both. */
function pendingIsland(target: Element | null): Element | null {
  const part = pendingPart(target);
  return part === pendingRoot ? null : part;
}

function push(host: Element, entry: Recorded): void {
  const list = recorded.get(host) ?? [];
  list.push(entry);
  recorded.set(host, list);
}

/** Remembers what a field shows now, for its part's hydration: typed, autofilled, restored by the browser. */
function rememberField(host: Element, field: Field): void {
  if (!isTextual(field)) return;
  const fields = typed.get(host) ?? new Map<Field, TypedValue>();
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = (field as HTMLInputElement).selectionStart ?? null;
    end = (field as HTMLInputElement).selectionEnd ?? null;
  } catch {
    // a field without a text selection (number, e-mail in some browsers)
  }
  fields.set(field, { value: field.value, start, end });
  typed.set(host, fields);
}

const differsFromMarkup = (field: Field): boolean =>
  field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;

/**
 * Whether a field inside the host (its own or an inner island's) shows something other than its
 * prerendered value, put there without an event the recorder saw (autofill, a form the browser
 * restored): the part has to take it over now, not at its trigger, or what belongs to the value
 * (a counter, an enabled button) disagrees with the field until then.
 */
export const holdsFilledFields = (host: Element): boolean =>
  [...host.querySelectorAll<Field>(FIELDS)].some((field) => isTextual(field) && differsFromMarkup(field));

/**
 * Notes every field of a part that shows something other than its prerendered value
 * (typed, autofilled without events, restored by the browser) and the caret of the
 * focused one, right before React hydrates the part and may render its own value.
 * A field of an island within the part is that island's: React leaves it alone until
 * that island hydrates, which restores it with what was typed up to then (a copy
 * noted here would go stale as the visitor types on, and be put back over the newest).
 */
export function rememberFieldsBeforeHydration(host: Element): void {
  for (const field of host.querySelectorAll<Field>(FIELDS)) {
    if (pendingPart(field) !== host) continue;
    const known = typed.get(host)?.has(field);
    if (known || differsFromMarkup(field)) rememberField(host, field);
  }
}

function record(host: Element, event: Event): void {
  const target = event.target as Element;
  if (event instanceof MouseEvent && event.type === 'click') {
    // The browser follows links and presses native controls itself; a link within the page inside an island is
    // the part's to handle (the section navigation scrolls and moves focus), and a replayed click the part ignores
    // still follows it.
    if (!holdsDefault(event, location)) return;
    // No native toggle or form submission now: the replay does it, through React.
    holdDefault(event);
    const { button, clientX, clientY, screenX, screenY, altKey, ctrlKey, metaKey, shiftKey, detail } = event;
    push(host, {
      kind: 'click',
      target,
      init: { bubbles: true, cancelable: true, composed: true, button, clientX, clientY, screenX, screenY, altKey, ctrlKey, metaKey, shiftKey, detail },
    });
  } else if (event instanceof KeyboardEvent && event.type === 'keydown') {
    if (NATIVE_KEYS.has(event.key) || event.isComposing || (PRESS_KEYS.has(event.key) && onNativeControl(event))) return;
    const { key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey } = event;
    push(host, {
      kind: 'keydown',
      target,
      init: { bubbles: true, cancelable: true, composed: true, key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey },
    });
  } else if ((event.type === 'input' || event.type === 'change') && isField(target)) {
    rememberField(host, target);
  } else if (event.type === 'beforematch') {
    push(host, { kind: 'beforematch', target });
  } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
    if (!holdsDefault(event, location)) return; // a form the browser submits itself
    event.preventDefault(); // a native submission would leave the page
    push(host, { kind: 'submit', form: target, submitter: (event as SubmitEvent).submitter });
  } else {
    return;
  }
  // React's root listener must not see what the root replays itself once hydrated.
  if (host === pendingRoot) event.stopPropagation();
}

/** Every interaction still waiting for its part, in order per part (the signals left out: they are the page's own). */
export function pendingInteractions(): PendingInteraction[] {
  return [...recorded.values()].flat().filter((entry): entry is PendingInteraction => entry.kind !== 'signal');
}

/** Starts loading an island that is waiting, or notes it for when it mounts. */
function wake(host: Element): void {
  const handle = handles.get(host);
  if (handle) handle.load();
  else touchedIds.add(islandIdOf(host));
}

function onInteraction(event: Event): void {
  const host = pendingPart(event.target);
  if (!host) return;
  if (handles.get(host)?.isReady()) {
    // React hydrates it for this very event and handles it; the text the field shows now is still
    // the newest for the restore after hydration, which would otherwise put an older one back.
    if ((event.type === 'input' || event.type === 'change') && isField(event.target as Element)) rememberField(host, event.target as Field);
    return;
  }
  if (host !== pendingRoot) wake(host);
  // An island inside another mounts only once the outer one has hydrated: that one loads too.
  for (let outer = pendingIsland(host.parentElement); outer; outer = pendingIsland(outer.parentElement)) wake(outer);
  record(host, event);
}

let queue: EarlyEventQueue | null = null;

/**
 * Takes over the boot script's queue (or starts one, where no boot script ran), once,
 * right before `root` hydrates: what was done so far is sorted to its parts now, the
 * rest as it happens. The root's share is replayed by rootHydrated().
 */
export function recordEarlyInteractions(document: Document, root?: Element): void {
  if (queue) return;
  pendingRoot = root ?? null;
  queue = queueEarlyEvents(document.defaultView ?? window);
  queue.takeOver(onInteraction);
  if (root) rememberFieldsBeforeHydration(root);
}

/** The page is rendered afresh, not hydrated: what was queued for its markup is gone with it. */
export function discardEarlyInteractions(document: Document): void {
  if (queue) return;
  queue = queueEarlyEvents(document.defaultView ?? window);
  queue.takeOver(() => {});
}

/** Called once React has hydrated the root and run its effects: the root's share is replayed. */
export function rootHydrated(): void {
  const root = pendingRoot;
  if (!root) return;
  pendingRoot = null;
  replayEarlyInteractions(root);
}

/**
 * The `signal` trigger (triggers.ts): the first window event named `type` loads
 * the island. Every such event until the island has hydrated is recorded and
 * dispatched again right after (with the recorded interactions), when the
 * part's own listeners are there: the first toast is shown, not lost.
 */
export function recordSignals(host: Element, type: string, fire: () => void): () => void {
  const onSignal = (event: Event) => {
    if (hydrated.has(host)) return;
    push(host, { kind: 'signal', type, detail: (event as CustomEvent<unknown>).detail });
    fire();
  };
  window.addEventListener(type, onSignal);
  return () => window.removeEventListener(type, onSignal);
}

/** Called by an island once it is mounted; loads its code at once if it was interacted with already. */
export function registerIsland(host: Element, handle: IslandHandle): () => void {
  handles.set(host, handle);
  if (touchedEarly(islandIdOf(host)) || recorded.has(host) || typed.has(host)) handle.load();
  return () => {
    handles.delete(host);
    recorded.delete(host);
    typed.delete(host);
  };
}

/**
 * Tells React what the field showed: React's value tracker remembers the value it
 * rendered, so the value is set past the tracker (the prototype's setter) after the
 * tracker has been moved off it, and React sees a change, even where it rendered its
 * own value over the typed one meanwhile. The caret goes back where it was.
 */
function restoreTypedValue(field: Field, { value, start, end }: TypedValue): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = `${value} `; // through React's own setter, if it installed one: its tracker now differs
  setNative?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field === field.ownerDocument.activeElement && start !== null && end !== null) {
    try {
      field.setSelectionRange(start, end);
    } catch {
      // a field without a text selection
    }
  }
}

function replay(entry: Recorded): void {
  switch (entry.kind) {
    case 'click':
      if (entry.target.isConnected) entry.target.dispatchEvent(new MouseEvent('click', entry.init));
      return;
    case 'keydown':
      if (entry.target.isConnected) entry.target.dispatchEvent(new KeyboardEvent('keydown', entry.init));
      return;
    case 'beforematch':
      if (entry.target.isConnected) entry.target.dispatchEvent(new Event('beforematch', { bubbles: true }));
      return;
    case 'signal':
      window.dispatchEvent(new CustomEvent(entry.type, { detail: entry.detail }));
      return;
    case 'submit':
      if (!entry.form.isConnected) return;
      try {
        entry.form.requestSubmit(entry.submitter ?? undefined);
      } catch {
        entry.form.requestSubmit();
      }
  }
}

/**
 * Called by the part right after it has hydrated (an effect): from now on React
 * handles its events. What it got before is replayed in the next task, once the
 * renders its effects started (a machine's actor taking over from the one that
 * rendered the markup) are committed and React's handlers are the live ones:
 * what was typed first, so a replayed submit sends it, then clicks, keys,
 * submits and signals in order.
 */
export function replayEarlyInteractions(host: Element): void {
  if (hydrated.has(host)) return;
  hydrated.add(host);
  const fields = typed.get(host);
  const entries = recorded.get(host) ?? [];
  typed.delete(host);
  recorded.delete(host);
  if (!fields && entries.length === 0) return;
  // A field typed into from now on is React's and shows the newest text: the restore must not put the older one back.
  const typedSince = (event: Event) => fields?.delete(event.target as Field);
  host.addEventListener('input', typedSince, true);
  inNextTask(() => {
    host.removeEventListener('input', typedSince, true);
    fields?.forEach((value, field) => field.isConnected && restoreTypedValue(field, value));
    entries.forEach(replay);
  });
}

/**
 * Runs `task` in a task of its own, as soon as the browser can: a message, like React's
 * scheduler, not a timer, which a page's (or a test's) paused clock would hold back.
 */
function inNextTask(task: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

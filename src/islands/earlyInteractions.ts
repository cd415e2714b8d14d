/**
 * Interactions with an island that come before its code: React drops a click or
 * a key press on markup it has not hydrated, and does not know what was typed
 * into its fields. One listener on the document (started before hydration)
 * records them for every island, starts loading the island's code, and the
 * island replays them once it has hydrated: each exactly once.
 *
 * Never doubled: when the island's code is already there at the moment of the
 * event, React hydrates the island on the spot and handles the event itself,
 * so nothing is recorded. Links to other addresses are never recorded: the
 * browser follows them; a link to a place on the page waits for the part.
 */

/** What the recorder needs of a mounted island (src/islands/island.tsx). */
export interface IslandHandle {
  /** The code has arrived: React hydrates the island synchronously for a discrete event. */
  isReady(): boolean;
  /** Starts loading the code; idempotent. */
  load(): void;
}

export const ISLAND_TAG = 'site-island';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Recorded =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'keydown'; target: Element; init: KeyboardEventInit }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'beforematch'; target: Element }
  | { kind: 'signal'; type: string; detail: unknown };

const handles = new WeakMap<Element, IslandHandle>();
const hydrated = new WeakSet<Element>();
/** Islands interacted with before their handle was registered (the page itself still hydrating). */
const touchedEarly = new WeakSet<Element>();
const recorded = new Map<Element, Recorded[]>();
const typed = new Map<Element, Set<Field>>();

/**
 * Events that count as a first interaction; from `keydown` on they are also recorded for replay
 * (`beforematch`: find-in-page revealed a `hidden="until-found"` part, e.g. a collapsed answer).
 */
const WATCHED = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'input', 'change', 'submit', 'beforematch'] as const;

/** Keys whose effect is the browser's own (focus moves, modifiers): replaying them would act twice. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- KeyboardEvent.key values, not text
const NATIVE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

function pendingIsland(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const host = target.closest(ISLAND_TAG);
  return host && !hydrated.has(host) ? host : null;
}

function push(host: Element, entry: Recorded): void {
  const list = recorded.get(host) ?? [];
  list.push(entry);
  recorded.set(host, list);
}

const isSamePageLink = (link: HTMLAnchorElement): boolean =>
  link.hash !== '' && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;

function record(host: Element, event: Event): void {
  const target = event.target as Element;
  if (event instanceof MouseEvent && event.type === 'click') {
    // The browser follows a link to elsewhere itself; a link within the page is the part's to handle
    // (the section navigation scrolls and moves focus), and a replayed click the part ignores still follows it.
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link && !isSamePageLink(link)) return;
    // No native toggle or form submission now: the replay does it, through React.
    event.preventDefault();
    const { button, clientX, clientY, screenX, screenY, altKey, ctrlKey, metaKey, shiftKey, detail } = event;
    push(host, {
      kind: 'click',
      target,
      init: { bubbles: true, cancelable: true, composed: true, button, clientX, clientY, screenX, screenY, altKey, ctrlKey, metaKey, shiftKey, detail },
    });
  } else if (event instanceof KeyboardEvent && event.type === 'keydown') {
    if (NATIVE_KEYS.has(event.key) || event.isComposing) return;
    const { key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey } = event;
    push(host, {
      kind: 'keydown',
      target,
      init: { bubbles: true, cancelable: true, composed: true, key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey },
    });
  } else if ((event.type === 'input' || event.type === 'change') && isField(target)) {
    const fields = typed.get(host) ?? new Set<Field>();
    fields.add(target);
    typed.set(host, fields);
  } else if (event.type === 'beforematch') {
    push(host, { kind: 'beforematch', target });
  } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault(); // a native submission would leave the page
    push(host, { kind: 'submit', form: target, submitter: (event as SubmitEvent).submitter });
  }
}

/** Starts loading an island that is waiting, or notes it for when it mounts. */
function wake(host: Element): void {
  const handle = handles.get(host);
  if (handle) handle.load();
  else touchedEarly.add(host);
}

function onInteraction(event: Event): void {
  const host = pendingIsland(event.target);
  if (!host) return;
  if (handles.get(host)?.isReady()) return; // React hydrates it for this very event and handles it
  wake(host);
  // An island inside another mounts only once the outer one has hydrated: that one loads too.
  for (let outer = pendingIsland(host.parentElement); outer; outer = pendingIsland(outer.parentElement)) wake(outer);
  record(host, event);
}

let recording = false;

/** Starts recording, once, before the page hydrates. */
export function recordEarlyInteractions(target: Document): void {
  if (recording) return;
  recording = true;
  for (const type of WATCHED) target.addEventListener(type, onInteraction, { capture: true });
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
  if (touchedEarly.has(host) || recorded.has(host) || typed.has(host)) handle.load();
  return () => {
    handles.delete(host);
    recorded.delete(host);
    typed.delete(host);
  };
}

/**
 * Tells React what was typed: React's value tracker remembers the value it
 * rendered, so the field's value is set past the tracker (the prototype's
 * setter) after the tracker has been moved off it, and React sees a change.
 */
function restoreTypedValue(field: Field): void {
  const value = field.value;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = `${value} `; // through React's own setter, if it installed one: its tracker now differs
  setNative?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
 * Called by the island right after it has hydrated (an effect): what was typed
 * first, so a replayed submit sends it, then clicks, keys, submits and signals in order.
 */
export function replayEarlyInteractions(host: Element): void {
  if (hydrated.has(host)) return;
  hydrated.add(host);
  const fields = typed.get(host);
  const entries = recorded.get(host) ?? [];
  typed.delete(host);
  recorded.delete(host);
  fields?.forEach((field) => field.isConnected && restoreTypedValue(field));
  entries.forEach(replay);
}

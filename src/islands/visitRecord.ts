/**
 * What a recovery reload keeps of a visit (src/machines/pageRecovery.ts, issue 38): the text of
 * every field, the scroll position, the focused field and its caret, the presses that waited for
 * code that never came (a tab, an advisor answer), and the forms that were sent but not sent.
 * Saved in sessionStorage right before the reload, read once by the next page of the same tab
 * before it hydrates, and removed as it is read. It never leaves the browser. Browser only.
 */
import { type PendingInteraction, pendingInteractions } from './earlyInteractions';

/** sessionStorage key of the kept visit; the privacy page lists it. */
export const KEPT_VISIT_KEY = 'site:kept-visit';

/** An element found again in the page after the reload: the closest id above it and the child indices below that. */
interface ElementPath {
  id: string | null;
  steps: number[];
  tag: string;
}

interface KeptField {
  path: ElementPath;
  value: string;
  checked?: boolean;
}

type KeptPress = { kind: 'click' | 'keydown'; path: ElementPath; init: MouseEventInit & KeyboardEventInit } | { kind: 'beforematch'; path: ElementPath };

export interface KeptVisit {
  /** Date.now() when the reload started: a failure soon after it means the reload did not help. */
  at: number;
  /** The address without its hash: kept for this page only. */
  page: string;
  fields: KeptField[];
  focus: { path: ElementPath; start: number | null; end: number | null } | null;
  presses: KeptPress[];
  /** Disclosures the visitor opened (a launcher, an answer): open again after the reload. */
  opened: ElementPath[];
  /** Forms whose send did not go out (its code was missing): their text is back, the visitor sends again. */
  unsent: ElementPath[];
}

/** What the restore did, for the page after the reload. */
export interface RestoredVisit {
  /** When the reload that brought this page started. */
  recoveredAt: number;
  /** Forms sent before the reload that did not go out, back with their text. */
  unsentForms: HTMLFormElement[];
  /** Replays the kept presses, once the entry records interactions for the parts that wait. */
  replayPresses(): void;
  /** Focus and caret back where they were. */
  refocus(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';
/** Never kept: what the browser must not write to storage, or cannot put back. */
const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

const pageAddress = (location: Location) => `${location.pathname}${location.search}`;

function pathOf(element: Element): ElementPath {
  const steps: number[] = [];
  let current: Element = element;
  while (!current.id && current.parentElement) {
    steps.unshift([...current.parentElement.children].indexOf(current));
    current = current.parentElement;
  }
  return { id: current.id || null, steps, tag: element.tagName };
}

function elementAt(document: Document, { id, steps, tag }: ElementPath): Element | null {
  let current: Element | null = id ? document.getElementById(id) : document.documentElement;
  for (const step of steps) current = current?.children[step] ?? null;
  // A new deployment may have changed the page: a path that now leads elsewhere is dropped.
  return current?.tagName === tag ? current : null;
}

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const isCheckable = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedFields(document: Document): KeptField[] {
  return [...document.querySelectorAll<Field>(FIELDS)]
    .filter((field) => !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)))
    .flatMap((field): KeptField[] => {
      if (isCheckable(field)) {
        const input = field as HTMLInputElement;
        return input.checked !== input.defaultChecked ? [{ path: pathOf(field), value: input.value, checked: input.checked }] : [];
      }
      const changed =
        field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;
      return changed ? [{ path: pathOf(field), value: field.value }] : [];
    });
}

function caretOf(field: Element): { start: number | null; end: number | null } {
  try {
    return { start: (field as HTMLInputElement).selectionStart ?? null, end: (field as HTMLInputElement).selectionEnd ?? null };
  } catch {
    return { start: null, end: null };
  }
}

/**
 * The form a press would have sent (a submit, a click on a submit button, Enter in a form's
 * field), or null. A send is never replayed: the visitor sees their text and sends again.
 */
function sendOf(press: PendingInteraction): HTMLFormElement | null {
  if (press.kind === 'submit') return press.form;
  if (press.kind === 'beforematch') return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
  const control = press.target.closest('button, input');
  const submits = control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.type === 'submit' : false;
  const enter = press.kind === 'keydown' && press.init.key === 'Enter' && press.target instanceof HTMLInputElement;
  return submits || enter ? ((press.target as HTMLInputElement).form ?? press.target.closest('form')) : null;
}

function keptPress(press: PendingInteraction): KeptPress[] {
  if (press.kind === 'submit' || sendOf(press)) return [];
  return press.kind === 'beforematch' ? [{ kind: 'beforematch', path: pathOf(press.target) }] : [{ kind: press.kind, path: pathOf(press.target), init: press.init }];
}

/** Forms submitted on this page so far (noteSubmits); a sent one gives its fields back to their defaults. */
const submitted = new Set<HTMLFormElement>();

/** Notes every form the visitor submits, for keepVisit; returns its clean-up. */
export function noteSubmits(window: Window): () => void {
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) submitted.add(event.target);
  };
  window.addEventListener('submit', onSubmit, true);
  return () => window.removeEventListener('submit', onSubmit, true);
}

/**
 * Saves the visit, right before a recovery reload. A form that was submitted and still holds
 * typed text did not go out: a sent form has been reset or replaced by its confirmation.
 */
export function keepVisit(window: Window, at: number): void {
  const { document } = window;
  const fields = changedFields(document);
  const active = document.activeElement;
  const pending = pendingInteractions();
  const unsentForms = new Set([...submitted, ...pending.flatMap((press) => sendOf(press) ?? [])]);
  const visit: KeptVisit = {
    at,
    page: pageAddress(window.location),
    fields,
    focus: isField(active) ? { path: pathOf(active), ...caretOf(active) } : null,
    presses: pending.flatMap(keptPress),
    opened: [...document.querySelectorAll('details[open]')].map(pathOf),
    unsent: [...unsentForms].filter((form) => form.isConnected && changedFields(document).some((field) => form.contains(elementAt(document, field.path)))).map(pathOf),
  };
  try {
    window.sessionStorage.setItem(KEPT_VISIT_KEY, JSON.stringify(visit));
  } catch (error) {
    console.warn('Could not keep the visit for the reload.', error);
  }
}

function readKeptVisit(window: Window): KeptVisit | null {
  try {
    const raw = window.sessionStorage.getItem(KEPT_VISIT_KEY);
    window.sessionStorage.removeItem(KEPT_VISIT_KEY);
    const visit = raw ? (JSON.parse(raw) as KeptVisit) : null;
    return visit && visit.page === pageAddress(window.location) && Array.isArray(visit.fields) ? visit : null;
  } catch {
    return null;
  }
}

function putBack(field: Element | null, kept: KeptField): void {
  if (!isField(field)) return;
  if (kept.checked !== undefined && field instanceof HTMLInputElement) field.checked = kept.checked;
  else field.value = kept.value;
}

/**
 * Run once by the entry before the page hydrates: puts the kept text back into the prerendered
 * fields, so each part takes it over as it would take over what was typed before its code came
 * (src/islands/earlyInteractions.ts). Returns what else there is to do, or null for a page that
 * was not loaded by a recovery reload.
 */
export function restoreVisit(window: Window): RestoredVisit | null {
  const visit = readKeptVisit(window);
  if (!visit) return null;
  const { document } = window;
  visit.fields.forEach((kept) => putBack(elementAt(document, kept.path), kept));
  for (const path of visit.opened ?? []) {
    const details = elementAt(document, path);
    if (details instanceof HTMLDetailsElement) details.open = true;
  }
  restored = {
    recoveredAt: visit.at,
    unsentForms: visit.unsent.map((path) => elementAt(document, path)).filter((form): form is HTMLFormElement => form instanceof HTMLFormElement),
    replayPresses() {
      for (const press of visit.presses) {
        const target = elementAt(document, press.path);
        if (!target) continue;
        if (press.kind === 'click') target.dispatchEvent(new MouseEvent('click', press.init));
        else if (press.kind === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', press.init));
        else target.dispatchEvent(new Event('beforematch', { bubbles: true }));
      }
    },
    refocus() {
      const field = visit.focus && elementAt(document, visit.focus.path);
      if (!(field instanceof HTMLElement)) return;
      field.focus({ preventScroll: true });
      if (visit.focus?.start != null && visit.focus.end != null) {
        try {
          (field as HTMLInputElement).setSelectionRange(visit.focus.start, visit.focus.end);
        } catch {
          // a field without a text selection
        }
      }
    },
  };
  return restored;
}

let restored: RestoredVisit | null = null;

/** What this page's restore brought back (null for a page not loaded by a recovery reload). */
export const restoredVisit = (): RestoredVisit | null => restored;

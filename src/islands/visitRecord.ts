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
export interface ElementPath {
  id: string | null;
  steps: number[];
  tag: string;
}

export interface KeptField {
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
  /** Says so when a send had not gone out (a toast), once the page can show it. */
  announceUnsent(): void;
}

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';
/** Never kept: what the browser must not write to storage, or cannot put back. */
const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

export const pageAddress = (location: Location) => `${location.pathname}${location.search}`;

function pathOf(element: Element): ElementPath {
  const steps: number[] = [];
  let current: Element = element;
  while (!current.id && current.parentElement) {
    steps.unshift([...current.parentElement.children].indexOf(current));
    current = current.parentElement;
  }
  return { id: current.id || null, steps, tag: element.tagName };
}

export const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const isCheckable = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields that show something other than their prerendered value (passwords and files never). */
function changedFields(document: Document): Field[] {
  return [...document.querySelectorAll<Field>(FIELDS)].filter((field) => {
    if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) return false;
    if (isCheckable(field)) return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
    return field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;
  });
}

const keptField = (field: Field): KeptField =>
  isCheckable(field) ? { path: pathOf(field), value: field.value, checked: (field as HTMLInputElement).checked } : { path: pathOf(field), value: field.value };

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
    fields: fields.map(keptField),
    focus: isField(active) ? { path: pathOf(active), ...caretOf(active) } : null,
    presses: pending.flatMap(keptPress),
    opened: [...document.querySelectorAll('details[open]')].map(pathOf),
    unsent: [...unsentForms].filter((form) => form.isConnected && fields.some((field) => form.contains(field))).map(pathOf),
  };
  try {
    window.sessionStorage.setItem(KEPT_VISIT_KEY, JSON.stringify(visit));
  } catch (error) {
    console.warn('Could not keep the visit for the reload.', error);
  }
}

/** Whether a recovery reload left a visit to restore (the restore's code is fetched only then: src/islands/visitRestore.ts). */
export function keptVisitWaiting(window: Window): boolean {
  try {
    return window.sessionStorage.getItem(KEPT_VISIT_KEY) !== null;
  } catch {
    return false;
  }
}

let restored: RestoredVisit | null = null;

/** Called once by the entry with what its restore brought back. */
export function rememberRestoredVisit(visit: RestoredVisit | null): void {
  restored = visit;
}

/** What this page's restore brought back (null for a page not loaded by a recovery reload). */
export const restoredVisit = (): RestoredVisit | null => restored;

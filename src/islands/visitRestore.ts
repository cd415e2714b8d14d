/**
 * The page after a recovery reload (src/islands/visitRecord.ts keeps the visit before it): its own
 * chunk, fetched by the entry only when a kept visit waits, so no page carries it at load.
 */
import { msg } from '@lingui/core/macro';
import { showToast } from '../leads/showToast';
import type { ToastContent } from '../machines/toast';
import { type ElementPath, type KeptField, type KeptVisit, KEPT_VISIT_KEY, type RestoredVisit, isField, pageAddress } from './visitRecord';

/** The toast on the page after a recovery reload that interrupted a send: nothing went out, the text is back. */
export const unsentAfterUpdate: ToastContent = {
  title: msg`Your message has not been sent yet`,
  description: msg`The site was updated while you were sending it. Your text is still in the form: please send it again.`,
  variant: 'destructive',
};

function elementAt(document: Document, { id, steps, tag }: ElementPath): Element | null {
  let current: Element | null = id ? document.getElementById(id) : document.documentElement;
  for (const step of steps) current = current?.children[step] ?? null;
  // A new deployment may have changed the page: a path that now leads elsewhere is dropped.
  return current?.tagName === tag ? current : null;
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
  return {
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
    announceUnsent() {
      if (this.unsentForms.length > 0) showToast(unsentAfterUpdate);
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
}

import { DEFERRED_SELECTOR, isLayoutDeferred, layOutNow } from './deferredLayout';

/*
 * The second half of the deferred layout (./deferredLayout.ts): laying out, after the page has
 * hydrated, what waited while it loaded. A module of its own so that only the pages that opt in
 * carry it (DeferredLayoutSections imports it).
 */

export type Schedule = (task: () => void) => void;

/**
 * A task of its own, so the browser paints and handles input between steps:
 * `scheduler.postTask` at background priority where there is one (it does not
 * wait for a test's fake clock either), a zero timeout otherwise.
 */
const nextTask: Schedule = (task) => {
  const { scheduler } = globalThis as { scheduler?: { postTask(callback: () => void, options: { priority: string }): Promise<unknown> } };
  if (scheduler) void scheduler.postTask(task, { priority: 'background' });
  else setTimeout(task);
};

/** Documents whose layout has started: once per document (an effect may run twice). */
const started = new WeakSet<Document>();

/**
 * Lays out the deferred elements one per task, top to bottom, then marks the document complete.
 * Elements that appear meanwhile (an island rendering) are picked up by the next step; a
 * `layOutNow` meanwhile ends it. Once per document; does nothing on a page that deferred nothing. `schedule` runs
 * a step in a task of its own.
 */
export function layOutGradually(doc: Document = document, schedule: Schedule = nextTask): void {
  if (started.has(doc) || !isLayoutDeferred(doc)) return;
  started.add(doc);
  const done = new Set<Element>();
  const sheet = new CSSStyleSheet();
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  const finish = () => {
    layOutNow(doc);
    // The step rules are redundant once the whole document is marked.
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };

  const step = () => {
    const next = isLayoutDeferred(doc) ? [...doc.querySelectorAll(DEFERRED_SELECTOR)].find((element) => !done.has(element)) : undefined;
    // Done already (layOutNow), none left, or one without an id for a rule to name: finish in one go.
    if (!next?.id) {
      finish();
      return;
    }
    done.add(next);
    sheet.insertRule(`#${CSS.escape(next.id)}{content-visibility:visible}`, sheet.cssRules.length);
    // Measuring lays the element out now, in this task, rather than with the next ones in one frame.
    next.getBoundingClientRect();
    schedule(step);
  };
  schedule(step);
}

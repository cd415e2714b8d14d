/**
 * Deferred layout of long pages.
 *
 * While a prerendered page loads, an element with `deferredLayout` props (every
 * page section below the hero) has `content-visibility: auto`
 * (src/styles/global.css): the browser lays out only what is near the viewport,
 * instead of the whole document in a few long tasks as the parser adds it (the
 * services page is 50,000 px tall on a phone). The boot script, inline in
 * <head>, turns this on before the body is parsed (`<html data-layout="deferred">`);
 * after the first render, `layOutGradually` lays the sections out one per task,
 * top to bottom, and marks the document complete. From there on every page is
 * plain CSS again, so page height, anchors, the reading progress and axe's
 * contrast checks see the real layout. Code that scrolls to a measured position
 * calls `layOutNow` first. Without JavaScript nothing is deferred: the
 * estimated heights of skipped sections would put anchors in the wrong place.
 *
 * Browser-only: call these from effects, actions or the entry, never during render.
 */

/** Marks an element whose layout may wait; it needs an id (the step rules name it). */
export const deferredLayout = { 'data-deferred-layout': '' } as const;

const DEFERRED_SELECTOR = '[data-deferred-layout]';
/** `<html data-layout>`: "deferred" while the page loads, "complete" once every deferred element is laid out (a hook for CSS and tests). */
const LAYOUT_DEFERRED = 'deferred';
export const LAYOUT_COMPLETE = 'complete';

/** From the boot script, before the body is parsed: the sections' layout may wait. */
export function deferLayout(root: HTMLElement): void {
  root.dataset.layout = LAYOUT_DEFERRED;
}

type Schedule = (task: () => void) => void;

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

const isComplete = (doc: Document) => doc.documentElement.dataset.layout === LAYOUT_COMPLETE;

export interface DeferredLayout {
  /**
   * Lays out the deferred elements one per task, top to bottom, then marks the
   * document complete. Elements that appear meanwhile (an island rendering) are
   * picked up by the next step. Once per document; later calls do nothing.
   */
  layOutGradually(): void;
  /** Lays out every deferred element at once (one layout), before code measures or scrolls the page. */
  layOutNow(): void;
}

/** The deferred layout of one document; `schedule` runs a step in a task of its own. */
export function createDeferredLayout(doc: Document, schedule: Schedule = nextTask): DeferredLayout {
  let stepSheet: CSSStyleSheet | null = null;
  let started = false;

  const layOutNow = () => {
    if (isComplete(doc)) return;
    doc.documentElement.dataset.layout = LAYOUT_COMPLETE;
    // The step rules are redundant once the whole document is marked.
    const sheet = stepSheet;
    if (sheet) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    stepSheet = null;
  };

  const layOutGradually = () => {
    if (started || isComplete(doc)) return;
    started = true;
    const done = new Set<Element>();
    const sheet = new CSSStyleSheet();
    stepSheet = sheet;
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];

    const step = () => {
      if (isComplete(doc)) return;
      const next = [...doc.querySelectorAll(DEFERRED_SELECTOR)].find((element) => !done.has(element));
      // None left, or one without an id for a rule to name: finish in one go.
      if (!next?.id) {
        layOutNow();
        return;
      }
      done.add(next);
      sheet.insertRule(`#${CSS.escape(next.id)}{content-visibility:visible}`, sheet.cssRules.length);
      // Measuring lays the element out now, in this task, rather than with the next ones in one frame.
      next.getBoundingClientRect();
      schedule(step);
    };
    schedule(step);
  };

  return { layOutGradually, layOutNow };
}

let pageLayout: DeferredLayout | null = null;
/** The page's deferred layout, made on first use (never at import: modules also run on the server). */
const browserLayout = () => (pageLayout ??= createDeferredLayout(document));

/** The page's `layOutGradually`: from the entry, once the app has started. */
export const layOutGradually = (): void => browserLayout().layOutGradually();
/** The page's `layOutNow`: from code that scrolls to a measured position. */
export const layOutNow = (): void => browserLayout().layOutNow();

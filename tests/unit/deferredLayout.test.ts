// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_COMPLETE, createDeferredLayout, deferredLayout } from '../../src/lib/deferredLayout';

/** A scheduler the test runs by hand: one queued step at a time. */
function manualSchedule() {
  const queue: (() => void)[] = [];
  return {
    schedule: (task: () => void) => void queue.push(task),
    pending: () => queue.length,
    runNext: () => queue.shift()?.(),
  };
}

const attributes = Object.keys(deferredLayout)[0]!;
const section = (id: string) => `<section ${id ? `id="${id}" ` : ''}${attributes}>${id}</section>`;
const contentVisibility = (id: string) => getComputedStyle(document.getElementById(id)!).getPropertyValue('content-visibility');
const layoutMark = () => document.documentElement.dataset.layout;
const stepRules = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s/g, '')));

beforeEach(() => {
  delete document.documentElement.dataset.layout;
  document.adoptedStyleSheets = [];
  document.body.innerHTML = ['hero-free', 'services', 'packages', 'faq'].map(section).join('');
});

describe('deferred layout', () => {
  it('lays the sections out one per task, top to bottom, then marks the document complete', () => {
    const clock = manualSchedule();
    createDeferredLayout(document, clock.schedule).layOutGradually();
    expect(stepRules()).toEqual([]); // nothing happens in the caller's task
    clock.runNext();
    expect(stepRules()).toEqual(['#hero-free{content-visibility:visible;}']);
    expect(contentVisibility('hero-free')).toBe('visible');
    clock.runNext();
    clock.runNext();
    expect(stepRules()).toHaveLength(3);
    expect(layoutMark()).toBeUndefined();
    clock.runNext();
    clock.runNext(); // finds none left
    expect(layoutMark()).toBe(LAYOUT_COMPLETE);
    // the step rules go once the document is marked; nothing more is scheduled
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('picks up a section that appears while it works (an island rendering)', () => {
    const clock = manualSchedule();
    createDeferredLayout(document, clock.schedule).layOutGradually();
    clock.runNext();
    document.body.insertAdjacentHTML('beforeend', section('contact'));
    for (let step = 0; step < 4; step += 1) clock.runNext();
    expect(stepRules()).toContain('#contact{content-visibility:visible;}');
    clock.runNext();
    expect(layoutMark()).toBe(LAYOUT_COMPLETE);
  });

  it('layOutNow finishes at once, and the steps still queued then do nothing', () => {
    const clock = manualSchedule();
    const layout = createDeferredLayout(document, clock.schedule);
    layout.layOutGradually();
    clock.runNext();
    layout.layOutNow();
    expect(layoutMark()).toBe(LAYOUT_COMPLETE);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    clock.runNext();
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('finishes in one go at a section without an id, which no rule could name', () => {
    document.body.innerHTML = section('services') + section('');
    const clock = manualSchedule();
    createDeferredLayout(document, clock.schedule).layOutGradually();
    clock.runNext();
    expect(layoutMark()).toBeUndefined();
    clock.runNext();
    expect(layoutMark()).toBe(LAYOUT_COMPLETE);
  });

  it('starts once per document, and not at all on a document already complete', () => {
    const clock = manualSchedule();
    const layout = createDeferredLayout(document, clock.schedule);
    layout.layOutGradually();
    layout.layOutGradually();
    expect(clock.pending()).toBe(1);
    document.documentElement.dataset.layout = LAYOUT_COMPLETE;
    createDeferredLayout(document, clock.schedule).layOutGradually();
    expect(clock.pending()).toBe(1);
  });
});

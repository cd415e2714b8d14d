// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_COMPLETE, LAYOUT_DEFERRABLE, deferLayout, deferredLayout, layOutNow } from '../../src/lib/deferredLayout';
import { layOutGradually } from '../../src/lib/layOutGradually';

/** A scheduler the test runs by hand: one queued step at a time. */
function manualSchedule() {
  const queue: (() => void)[] = [];
  return {
    schedule: (task: () => void) => void queue.push(task),
    pending: () => queue.length,
    runNext: () => queue.shift()?.(),
  };
}

const marker = Object.keys(deferredLayout)[0]!;
const section = (id: string) => `<section ${id ? `id="${id}" ` : ''}${marker}>${id}</section>`;
const layoutMark = () => document.documentElement.dataset.layout;
const stepRules = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s/g, '')));

/** A fresh document of a page that opted in, as the boot script leaves it (layOutGradually runs once per document). */
function deferredPage(ids = ['hero-free', 'services', 'packages', 'faq']): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.dataset.layout = LAYOUT_DEFERRABLE;
  deferLayout(doc);
  doc.body.innerHTML = ids.map(section).join('');
  return doc;
}

beforeEach(() => {
  delete document.documentElement.dataset.layout;
  document.adoptedStyleSheets = [];
});

describe('deferred layout, opt-in per page', () => {
  it('the boot script defers only a page whose HTML says it may (the prerender marks the services pages)', () => {
    const other = document.implementation.createHTMLDocument();
    deferLayout(other);
    expect(other.documentElement.dataset.layout).toBeUndefined();
    expect(deferredPage().documentElement.dataset.layout).toBe('deferred');
  });

  it('nothing waits when the address names a place on the page, and a link within the page tapped while it loads lays it out first', () => {
    const root = document.documentElement;
    root.dataset.layout = LAYOUT_DEFERRABLE;
    deferLayout(document, '#faq');
    expect(root.dataset.layout).toBe(LAYOUT_COMPLETE);

    root.dataset.layout = LAYOUT_DEFERRABLE;
    deferLayout(document, '');
    expect(root.dataset.layout).toBe('deferred');
    document.body.innerHTML = '<a href="https://example.com/">away</a><a href="#faq"><span>to the questions</span></a>';
    document.querySelector('a')!.click();
    expect(root.dataset.layout, 'a link to another page changes nothing').toBe('deferred');
    document.querySelector('span')!.click();
    expect(root.dataset.layout).toBe(LAYOUT_COMPLETE);
    window.history.replaceState(null, '', '/'); // the link was followed: the next tests start without a #hash
  });

  it('a page that deferred nothing is never touched: no rule, no step, no mark', () => {
    document.body.innerHTML = section('services');
    const clock = manualSchedule();
    layOutGradually(document, clock.schedule);
    layOutNow(document);
    expect(clock.pending()).toBe(0);
    expect(stepRules()).toEqual([]);
    expect(layoutMark()).toBeUndefined();
  });

  it('lays the sections out one per task, top to bottom, then marks the document complete', () => {
    const doc = deferredPage();
    const rules = () => doc.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s/g, '')));
    const clock = manualSchedule();
    layOutGradually(doc, clock.schedule);
    expect(rules()).toEqual([]); // nothing happens in the caller's task
    clock.runNext();
    expect(rules()).toEqual(['#hero-free{content-visibility:visible;}']);
    clock.runNext();
    clock.runNext();
    expect(rules()).toHaveLength(3);
    expect(doc.documentElement.dataset.layout).toBe('deferred');
    clock.runNext();
    clock.runNext(); // finds none left
    expect(doc.documentElement.dataset.layout).toBe(LAYOUT_COMPLETE);
    // the step rules go once the document is marked; nothing more is scheduled
    expect(doc.adoptedStyleSheets).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('picks up a section that appears while it works (an island rendering)', () => {
    const doc = deferredPage();
    const clock = manualSchedule();
    layOutGradually(doc, clock.schedule);
    clock.runNext();
    doc.body.insertAdjacentHTML('beforeend', section('contact'));
    for (let step = 0; step < 4; step += 1) clock.runNext();
    expect(doc.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s/g, '')))).toContain('#contact{content-visibility:visible;}');
    clock.runNext();
    expect(doc.documentElement.dataset.layout).toBe(LAYOUT_COMPLETE);
  });

  it('layOutNow finishes at once; the step still queued then only takes its rules away', () => {
    const doc = deferredPage();
    const clock = manualSchedule();
    layOutGradually(doc, clock.schedule);
    clock.runNext();
    layOutNow(doc);
    expect(doc.documentElement.dataset.layout).toBe(LAYOUT_COMPLETE);
    clock.runNext();
    expect(doc.adoptedStyleSheets).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('finishes in one go at a section without an id, which no rule could name', () => {
    const doc = deferredPage(['services', '']);
    const clock = manualSchedule();
    layOutGradually(doc, clock.schedule);
    clock.runNext();
    expect(doc.documentElement.dataset.layout).toBe('deferred');
    clock.runNext();
    expect(doc.documentElement.dataset.layout).toBe(LAYOUT_COMPLETE);
  });

  it('starts once per document (an effect may run twice)', () => {
    const doc = deferredPage();
    const clock = manualSchedule();
    layOutGradually(doc, clock.schedule);
    layOutGradually(doc, clock.schedule);
    expect(clock.pending()).toBe(1);
  });
});

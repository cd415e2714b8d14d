import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, createActor } from 'xstate';
import { BACK_TO_TOP_AFTER_PX, READING_LINE_SLACK_PX, readingProgress, sectionAtReadingLine, sectionNavMachine } from '../../src/machines/sectionNav';
import { describeModelSuite } from '../support/describeModelSuite';
import { createModelBasedSuite } from '../support/modelTest';
import { type SectionNavModelPosition, sectionNavModelPositions, sectionNavTestModel } from './sectionNav.model';

const sections = { first: 'services-section', second: 'service-comparison', last: 'contact-section' } as const;
const maxY = 6000;
/** Where each model position puts the page, and the section the view would report there. */
const scroll: Record<SectionNavModelPosition, { y: number; activeId: string | null }> = {
  top: { y: 0, activeId: null },
  nearTop: { y: BACK_TO_TOP_AFTER_PX - 200, activeId: null },
  atFirst: { y: 900, activeId: sections.first },
  atSecond: { y: 2400, activeId: sections.second },
  atEnd: { y: maxY, activeId: sections.last },
};

type Snapshot = SnapshotFrom<typeof sectionNavMachine>;

function expectState(position: SectionNavModelPosition, list: 'open' | 'closed') {
  return (snapshot: Snapshot) => {
    const shows = sectionNavModelPositions[position];
    expect(snapshot.value).toEqual({ backToTop: shows.backToTop ? 'shown' : 'hidden', list });
    expect(snapshot.context.activeId).toBe(shows.current ? sections[shows.current] : null);
    expect(snapshot.context.progress).toBe(readingProgress(scroll[position].y, maxY));
  };
}

const states: Record<string, (snapshot: Snapshot) => void> = {};
for (const position of Object.keys(scroll) as SectionNavModelPosition[]) {
  for (const list of ['open', 'closed'] as const) states[`position.${position}|list.${list}`] = expectState(position, list);
}

/** Where the provided scroll actions were asked to go, in order. */
let scrolledTo: string[] = [];
const realMachine = sectionNavMachine.provide({
  actions: {
    scrollToSection: (_, params) => void scrolledTo.push(params.id),
    scrollToTop: () => void scrolledTo.push('top'),
  },
});

const scrolledEvent = (position: SectionNavModelPosition) => ({ type: 'NAV.SCROLLED' as const, maxY, ...scroll[position] });

const suite = createModelBasedSuite({
  testModel: sectionNavTestModel,
  createReal: () => {
    scrolledTo = [];
    return realMachine;
  },
  execute: (event, { actor }) => {
    switch (event.type) {
      case 'SCROLL_TO_TOP':
        return actor.send(scrolledEvent('top'));
      case 'SCROLL_A_LITTLE':
        return actor.send(scrolledEvent('nearTop'));
      case 'SCROLL_TO_FIRST':
        return actor.send(scrolledEvent('atFirst'));
      case 'SCROLL_TO_SECOND':
        return actor.send(scrolledEvent('atSecond'));
      case 'SCROLL_TO_END':
        return actor.send(scrolledEvent('atEnd'));
      case 'CHOOSE_SECOND': {
        actor.send({ type: 'NAV.GO', id: sections.second });
        expect(scrolledTo.at(-1)).toBe(sections.second);
        return actor.send(scrolledEvent('atSecond')); // the page arrives
      }
      case 'PRESS_BACK_TO_TOP': {
        actor.send({ type: 'NAV.TOP' });
        expect(scrolledTo.at(-1)).toBe('top');
        return actor.send(scrolledEvent('top'));
      }
      case 'PRESS_LIST_BUTTON':
        return actor.send({ type: 'NAV.LIST.TOGGLE' });
      case 'PRESS_ESCAPE':
        return actor.send({ type: 'NAV.LIST.CLOSE' });
    }
  },
  states,
});

describeModelSuite('section navigation machine, driven by its test model', suite);

describe('section navigation, the measurements', () => {
  it('reads progress as a share of the scrollable height, 0 to 100, and a page that cannot scroll as read', () => {
    expect(readingProgress(0, 2000)).toBe(0);
    expect(readingProgress(500, 2000)).toBe(25);
    expect(readingProgress(2000, 2000)).toBe(100);
    expect(readingProgress(2600, 2000)).toBe(100); // overscroll
    expect(readingProgress(-40, 2000)).toBe(0);
    expect(readingProgress(0, 0)).toBe(100);
  });

  it('takes the last section whose top has reached the line 80 px below the window top', () => {
    const tops = (first: number, second: number) => [
      { id: 'a', top: first },
      { id: 'b', top: second },
    ];
    expect(sectionAtReadingLine(tops(300, 1200))).toBeNull();
    expect(sectionAtReadingLine(tops(80, 900))).toBe('a');
    expect(sectionAtReadingLine(tops(88, 900))).toBe('a'); // where a #hash link lands it
    expect(sectionAtReadingLine(tops(80 + READING_LINE_SLACK_PX, 900))).toBe('a');
    expect(sectionAtReadingLine(tops(81 + READING_LINE_SLACK_PX, 900))).toBeNull();
    expect(sectionAtReadingLine(tops(-400, 80))).toBe('b');
    expect(sectionAtReadingLine(tops(-2000, -900))).toBe('b');
  });

  it('marks a chosen section at once, before the page has arrived', () => {
    const actor = createActor(realMachine).start();
    actor.send({ type: 'NAV.LIST.TOGGLE' });
    actor.send({ type: 'NAV.GO', id: 'roi-calculator' });
    expect(actor.getSnapshot().context.activeId).toBe('roi-calculator');
    expect(actor.getSnapshot().value).toEqual({ backToTop: 'hidden', list: 'closed' });
  });
});

import { type SnapshotFrom, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The floating section navigation as a visitor on a phone meets it (spec
 * section 2), with scroll positions as events: the top of the page, a little
 * way down (under 500 px), at the first listed section, at the second, and at
 * the very end. Back-to-top shows below 500 px; the list opens from its
 * button and closes with Escape, with a choice, or with back-to-top. Choosing
 * the second section scrolls there. Shared by the unit model test and the
 * browser test (where the events scroll the real page and press real buttons).
 */
const sectionNavModel = createMachine({
  id: 'sectionNavModel',
  types: {} as { events: SectionNavModelEvent },
  type: 'parallel',
  on: {
    // Only where the visitor can press them (see sectionNavModelEventsIn).
    CHOOSE_SECOND: { target: ['.position.atSecond', '.list.closed'] },
    PRESS_BACK_TO_TOP: { target: ['.position.top', '.list.closed'] },
  },
  states: {
    position: {
      initial: 'top',
      states: {
        top: { on: { SCROLL_A_LITTLE: 'nearTop', SCROLL_TO_FIRST: 'atFirst', SCROLL_TO_END: 'atEnd' } },
        nearTop: { on: { SCROLL_TO_TOP: 'top', SCROLL_TO_FIRST: 'atFirst' } },
        atFirst: { on: { SCROLL_TO_SECOND: 'atSecond', SCROLL_A_LITTLE: 'nearTop', SCROLL_TO_END: 'atEnd' } },
        atSecond: { on: { SCROLL_TO_FIRST: 'atFirst', SCROLL_TO_END: 'atEnd' } },
        atEnd: { on: { SCROLL_TO_SECOND: 'atSecond', SCROLL_TO_TOP: 'top' } },
      },
    },
    list: {
      initial: 'closed',
      states: {
        closed: { on: { PRESS_LIST_BUTTON: 'open' } },
        open: { on: { PRESS_LIST_BUTTON: 'closed', PRESS_ESCAPE: 'closed' } },
      },
    },
  },
});

export const sectionNavModelEvents = [
  { type: 'SCROLL_TO_TOP' },
  { type: 'SCROLL_A_LITTLE' },
  { type: 'SCROLL_TO_FIRST' },
  { type: 'SCROLL_TO_SECOND' },
  { type: 'SCROLL_TO_END' },
  { type: 'CHOOSE_SECOND' },
  { type: 'PRESS_BACK_TO_TOP' },
  { type: 'PRESS_LIST_BUTTON' },
  { type: 'PRESS_ESCAPE' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type SectionNavModelEvent = (typeof sectionNavModelEvents)[number];

/** The events a visitor can cause in a model state: a section is chosen from the open list, back-to-top only where it shows. */
function sectionNavModelEventsIn(snapshot: SnapshotFrom<typeof sectionNavModel>): SectionNavModelEvent[] {
  const listOpen = snapshot.matches({ list: 'open' });
  const backToTopShows = ['atFirst', 'atSecond', 'atEnd'].some((position) => snapshot.matches({ position: position as SectionNavModelPosition }));
  return sectionNavModelEvents.filter((event) => {
    if (event.type === 'CHOOSE_SECOND') return listOpen;
    if (event.type === 'PRESS_BACK_TO_TOP') return backToTopShows;
    return true;
  });
}

export const sectionNavTestModel = createTestModel(sectionNavModel, { events: sectionNavModelEventsIn });

export type SectionNavModelPosition = 'top' | 'nearTop' | 'atFirst' | 'atSecond' | 'atEnd';

/** What each position shows: back-to-top, and which listed section is current ('first', 'second', 'last' or none). */
export const sectionNavModelPositions: Record<SectionNavModelPosition, { backToTop: boolean; current: 'first' | 'second' | 'last' | null }> = {
  top: { backToTop: false, current: null },
  nearTop: { backToTop: false, current: null },
  atFirst: { backToTop: true, current: 'first' },
  atSecond: { backToTop: true, current: 'second' },
  atEnd: { backToTop: true, current: 'last' },
};

import { assign, fromCallback, setup } from 'xstate';

/**
 * The services page's floating section navigation (spec section 2): a list of
 * the page's sections with the one being read marked, a back-to-top button
 * from 500 px of scrolling, and a reading progress bar. On a phone the list
 * sits behind a bottom-right button and opens over the page.
 *
 * The page measures and the machine decides: the invoked callback actor
 * `watchScroll` (the view provides it) reports each scroll (rate-limited to
 * animation frames) with the scroll offset, the largest offset and the
 * section at the reading line, and `watchEscape`, while the list is open, an
 * Escape (the list closes, `focusToggle` gives its button focus back); the machine keeps the active
 * section, the progress and whether back-to-top shows. Scrolling to a section
 * or to the top is an action the view provides (smooth, or instant with
 * reduce animations, with the header's 80 px offset).
 */

/** Spec section 2: sections land 80 px below the top of the window, under the fixed header. */
export const SECTION_NAV_OFFSET_PX = 80;
/** Spec section 2: back-to-top shows after 500 px of scrolling. */
export const BACK_TO_TOP_AFTER_PX = 500;

export interface SectionNavContext {
  /** The section at the reading line, or null above the first one. */
  activeId: string | null;
  /** How much of the page has been scrolled through, 0 to 100. */
  progress: number;
}

export type SectionNavEvent =
  | { type: 'NAV.SCROLLED'; y: number; maxY: number; activeId: string | null }
  | { type: 'NAV.GO'; id: string }
  | { type: 'NAV.TOP' }
  | { type: 'NAV.LIST.TOGGLE' }
  | { type: 'NAV.LIST.CLOSE' };

/** Reading progress in percent: a page that cannot scroll counts as read. */
export function readingProgress(y: number, maxY: number): number {
  if (maxY <= 0) return 100;
  return Math.round(Math.min(100, Math.max(0, (y / maxY) * 100)));
}

/**
 * How far below the navigation's offset a section's top may be and count as
 * reached: a #hash link from elsewhere lands it at the stylesheet's scroll
 * padding (header plus a gap, 88 px), a few pixels lower than the navigation puts it.
 */
export const READING_LINE_SLACK_PX = 32;

/**
 * The section being read: the last one whose top has reached the reading line
 * (the header's offset plus READING_LINE_SLACK_PX), given the tops of the
 * sections relative to the window, in page order.
 */
export function sectionAtReadingLine(tops: ReadonlyArray<{ id: string; top: number }>, offset = SECTION_NAV_OFFSET_PX): string | null {
  let active: string | null = null;
  for (const section of tops) if (section.top <= offset + READING_LINE_SLACK_PX) active = section.id;
  return active;
}

export const sectionNavMachine = setup({
  types: {
    context: {} as SectionNavContext,
    events: {} as SectionNavEvent,
  },
  guards: {
    pastBackToTopLine: ({ event }) => event.type === 'NAV.SCROLLED' && event.y > BACK_TO_TOP_AFTER_PX,
  },
  actions: {
    track: assign(({ event }) =>
      event.type === 'NAV.SCROLLED' ? { activeId: event.activeId, progress: readingProgress(event.y, event.maxY) } : {},
    ),
    markTarget: assign({ activeId: ({ event }) => (event.type === 'NAV.GO' ? event.id : null) }),
    // Provided by the view: they scroll the window.
    scrollToSection: (_, _params: { id: string }) => {},
    scrollToTop: () => {},
    focusToggle: () => {},
  },
  actors: {
    /** Provided by the view: NAV.SCROLLED now and at most once an animation frame while the page scrolls or resizes. */
    watchScroll: fromCallback<SectionNavEvent>(() => () => {}),
    /** Provided by the view: NAV.LIST.CLOSE when Escape is pressed. */
    watchEscape: fromCallback<SectionNavEvent>(() => () => {}),
  },
}).createMachine({
  id: 'sectionNav',
  context: { activeId: null, progress: 0 },
  type: 'parallel',
  invoke: { src: 'watchScroll' },
  on: {
    'NAV.GO': {
      target: '.list.closed',
      actions: ['markTarget', { type: 'scrollToSection', params: ({ event }) => ({ id: event.id }) }],
    },
    'NAV.TOP': { target: '.list.closed', actions: 'scrollToTop' },
  },
  states: {
    backToTop: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'NAV.SCROLLED': [{ guard: 'pastBackToTopLine', target: 'shown', actions: 'track' }, { actions: 'track' }],
          },
        },
        shown: {
          on: {
            'NAV.SCROLLED': [{ guard: 'pastBackToTopLine', actions: 'track' }, { target: 'hidden', actions: 'track' }],
          },
        },
      },
    },
    list: {
      initial: 'closed',
      states: {
        closed: { on: { 'NAV.LIST.TOGGLE': 'open' } },
        open: { invoke: { src: 'watchEscape' }, on: { 'NAV.LIST.TOGGLE': 'closed', 'NAV.LIST.CLOSE': { target: 'closed', actions: 'focusToggle' } } },
      },
    },
  },
});

import { assign, setup } from 'xstate';

/**
 * The FAQ accordion (spec section 4): one item open at a time, collapsible.
 * Opening an item closes the one that was open; toggling the open item closes
 * it, so every item can be closed again. The items are the view's data; the
 * machine only knows their ids.
 *
 * The markup works before any script (`<details name>`, an exclusive
 * accordion): a visitor may open an answer before the code arrives. So the
 * machine starts `hydrating` and takes over from what the page shows
 * (FAQ.HYDRATED with the open item, or none); from then on it alone decides.
 *
 * Two causes open an item afterwards, and the event says which:
 *   'button'  the visitor pressed the question (click, Enter or Space) – toggles
 *   'find'    the browser's find-in-page found text in a collapsed answer and opened it – only opens
 */
export type FaqToggleSource = 'button';
export type FaqRevealSource = 'find';

export type FaqAccordionEvent =
  | { type: 'FAQ.HYDRATED'; openId: string | null }
  | { type: 'FAQ.TOGGLE'; id: string; src: FaqToggleSource }
  | { type: 'FAQ.REVEAL'; id: string; src: FaqRevealSource };

export interface FaqAccordionContext {
  /** The open item, or null when every item is closed. */
  openId: string | null;
}

export const faqAccordionMachine = setup({
  types: {
    context: {} as FaqAccordionContext,
    events: {} as FaqAccordionEvent,
  },
  guards: {
    isOpenItem: ({ context, event }) => event.type !== 'FAQ.HYDRATED' && context.openId === event.id,
    /** The page showed an answer open when the accordion hydrated (opened before the code arrived). */
    hydratedWithOpenItem: ({ event }) => event.type === 'FAQ.HYDRATED' && event.openId !== null,
  },
  actions: {
    openItem: assign({ openId: ({ event }) => (event.type === 'FAQ.HYDRATED' ? event.openId : event.id) }),
    closeItem: assign({ openId: null }),
  },
}).createMachine({
  id: 'faqAccordion',
  context: { openId: null },
  initial: 'hydrating',
  states: {
    /** The prerendered markup is in charge (every item closed in it); the view reports what the page shows now. */
    hydrating: {
      on: {
        'FAQ.HYDRATED': [{ guard: 'hydratedWithOpenItem', target: 'oneOpen', actions: 'openItem' }, { target: 'allClosed' }],
      },
    },
    allClosed: {
      on: {
        'FAQ.TOGGLE': { target: 'oneOpen', actions: 'openItem' },
        'FAQ.REVEAL': { target: 'oneOpen', actions: 'openItem' },
      },
    },
    oneOpen: {
      on: {
        'FAQ.TOGGLE': [
          { guard: 'isOpenItem', target: 'allClosed', actions: 'closeItem' },
          { actions: 'openItem' },
        ],
        // Find-in-page never closes what the visitor is reading; it only switches to the found item.
        'FAQ.REVEAL': { actions: 'openItem' },
      },
    },
  },
});

/** Whether an item is open in a snapshot's context. */
export const isFaqItemOpen = (context: FaqAccordionContext, id: string): boolean => context.openId === id;

import { assign, setup } from 'xstate';

/**
 * The FAQ accordion (spec section 4): one item open at a time, collapsible.
 * Opening an item closes the one that was open; toggling the open item closes
 * it, so every item can be closed again. The items are the view's data; the
 * machine only knows their ids.
 *
 * Two causes open an item, and the event says which:
 *   'button'  the visitor pressed the question (click, Enter or Space) – toggles
 *   'find'    the browser's find-in-page found text in a collapsed answer – only opens
 */
export type FaqToggleSource = 'button';
export type FaqRevealSource = 'find';

export type FaqAccordionEvent =
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
    isOpenItem: ({ context, event }) => context.openId === event.id,
  },
  actions: {
    openItem: assign({ openId: ({ event }) => event.id }),
    closeItem: assign({ openId: null }),
  },
}).createMachine({
  id: 'faqAccordion',
  context: { openId: null },
  initial: 'allClosed',
  states: {
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

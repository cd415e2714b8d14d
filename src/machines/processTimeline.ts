import { assign, setup } from 'xstate';

/**
 * The services page's process timeline (spec section 4): a selected step index
 * and an expanded step that toggles. Pressing a step selects it and expands its
 * deliverables; pressing the expanded step again collapses it (and selects it:
 * a press always selects, whether or not the browser also focuses the button,
 * which Safari does not on a click). At most one step is expanded. Focus moving along the steps (arrow keys, Tab) selects
 * without expanding, so the timeline's progress line follows the keyboard.
 */
export interface ProcessTimelineContext {
  stepCount: number;
  selected: number;
  /** The expanded step, or null when all are collapsed. */
  expanded: number | null;
}

export type ProcessTimelineEvent = { type: 'TIMELINE.TOGGLE'; index: number } | { type: 'TIMELINE.SELECT'; index: number };

export const processTimelineMachine = setup({
  types: {
    context: {} as ProcessTimelineContext,
    events: {} as ProcessTimelineEvent,
    input: {} as { stepCount: number },
  },
  guards: {
    isStep: ({ context, event }) => Number.isInteger(event.index) && event.index >= 0 && event.index < context.stepCount,
    isExpandedStep: ({ context, event }) => context.expanded === event.index,
  },
  actions: {
    select: assign({ selected: ({ event }) => event.index }),
    expand: assign({ selected: ({ event }) => event.index, expanded: ({ event }) => event.index }),
    collapse: assign({ selected: ({ event }) => event.index, expanded: null }),
  },
}).createMachine({
  id: 'processTimeline',
  context: ({ input }) => ({ stepCount: input.stepCount, selected: 0, expanded: null }),
  initial: 'collapsed',
  on: {
    'TIMELINE.SELECT': { guard: 'isStep', actions: 'select' },
  },
  states: {
    collapsed: {
      on: {
        'TIMELINE.TOGGLE': { guard: 'isStep', target: 'expanded', actions: 'expand' },
      },
    },
    expanded: {
      on: {
        'TIMELINE.TOGGLE': [
          { guard: 'isExpandedStep', target: 'collapsed', actions: 'collapse' },
          { guard: 'isStep', actions: 'expand' },
        ],
      },
    },
  },
});

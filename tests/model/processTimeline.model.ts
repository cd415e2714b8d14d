import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { processSteps } from '../../src/business/process';

/**
 * The process timeline as the spec describes it (a selected step and an
 * expanded step that toggles), over the process's four steps
 * (src/business/process.ts), seen through three of them: the first, the second
 * and the last. Pressing a step selects it and expands it, or collapses it if
 * it is the expanded one; focusing a step only selects it. The model's context is what
 * a visitor sees: which step is selected and which is expanded.
 */
export const timelineModelSteps = processSteps.length;
const LAST = timelineModelSteps - 1;

interface TimelineModelContext {
  selected: number;
  expanded: number | null;
}

const processTimelineModel = createMachine({
  id: 'processTimelineModel',
  types: {} as { context: TimelineModelContext; events: TimelineModelEvent },
  context: { selected: 0, expanded: null },
  initial: 'collapsed',
  states: {
    collapsed: {
      on: {
        PRESS_FIRST: { target: 'expanded', actions: assign({ selected: 0, expanded: 0 }) },
        PRESS_LAST: { target: 'expanded', actions: assign({ selected: LAST, expanded: LAST }) },
        FOCUS_SECOND: { actions: assign({ selected: 1 }) },
        FOCUS_FIRST: { actions: assign({ selected: 0 }) },
      },
    },
    expanded: {
      on: {
        PRESS_FIRST: [
          { guard: ({ context }) => context.expanded === 0, target: 'collapsed', actions: assign({ selected: 0, expanded: null }) },
          { actions: assign({ selected: 0, expanded: 0 }) },
        ],
        PRESS_LAST: [
          { guard: ({ context }) => context.expanded === LAST, target: 'collapsed', actions: assign({ selected: LAST, expanded: null }) },
          { actions: assign({ selected: LAST, expanded: LAST }) },
        ],
        FOCUS_SECOND: { actions: assign({ selected: 1 }) },
        FOCUS_FIRST: { actions: assign({ selected: 0 }) },
      },
    },
  },
});

export const timelineModelEvents = [
  { type: 'PRESS_FIRST' },
  { type: 'PRESS_LAST' },
  { type: 'FOCUS_FIRST' },
  { type: 'FOCUS_SECOND' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type TimelineModelEvent = (typeof timelineModelEvents)[number];

// The traversal tells model states apart by value and context: "expanded, step 1" and "expanded, step 4" differ.
export const processTimelineTestModel = createTestModel(processTimelineModel, { events: [...timelineModelEvents] });

/** The step index each model event acts on. */
export const timelineModelEventStep: Record<TimelineModelEvent['type'], number> = {
  PRESS_FIRST: 0,
  PRESS_LAST: LAST,
  FOCUS_FIRST: 0,
  FOCUS_SECOND: 1,
};

import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The process timeline as the spec describes it (a selected step and an
 * expanded step that toggles), seen through three of its steps. Pressing a
 * step expands it and selects it; pressing the expanded one collapses it;
 * focusing a step only selects it. The model's context is what a visitor sees:
 * which step is selected and which is expanded.
 */
export const timelineModelSteps = 3;

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
        PRESS_LAST: { target: 'expanded', actions: assign({ selected: 2, expanded: 2 }) },
        FOCUS_SECOND: { actions: assign({ selected: 1 }) },
        FOCUS_FIRST: { actions: assign({ selected: 0 }) },
      },
    },
    expanded: {
      on: {
        PRESS_FIRST: [
          { guard: ({ context }) => context.expanded === 0, target: 'collapsed', actions: assign({ expanded: null }) },
          { actions: assign({ selected: 0, expanded: 0 }) },
        ],
        PRESS_LAST: [
          { guard: ({ context }) => context.expanded === 2, target: 'collapsed', actions: assign({ expanded: null }) },
          { actions: assign({ selected: 2, expanded: 2 }) },
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

// The traversal tells model states apart by value and context: "expanded, step 1" and "expanded, step 3" differ.
export const processTimelineTestModel = createTestModel(processTimelineModel, { events: [...timelineModelEvents] });

/** The step index each model event acts on. */
export const timelineModelEventStep: Record<TimelineModelEvent['type'], number> = {
  PRESS_FIRST: 0,
  PRESS_LAST: 2,
  FOCUS_FIRST: 0,
  FOCUS_SECOND: 1,
};

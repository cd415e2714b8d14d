import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The zoom rule of spec section 4, seen from outside: focusing a text field
 * disables zoom for 500 ms; focusing one again while disabled starts the
 * 500 ms again. "late" means 300 ms of the current 500 have passed; the
 * "relocked" states are reached by a second focus while late, so a path through
 * them shows the 500 ms really started again. Shared by the unit model test and
 * the browser test.
 */
const viewportZoomModel = createMachine({
  id: 'viewportZoomModel',
  types: {} as { events: { type: 'FOCUS_INPUT' } | { type: 'THREE_HUNDRED_MS_PASS' } | { type: 'FIVE_HUNDRED_MS_PASS' } },
  initial: 'zoomable',
  states: {
    zoomable: { on: { FOCUS_INPUT: 'locked', THREE_HUNDRED_MS_PASS: 'zoomable', FIVE_HUNDRED_MS_PASS: 'zoomable' } },
    locked: { on: { FOCUS_INPUT: 'locked', THREE_HUNDRED_MS_PASS: 'lockedLate', FIVE_HUNDRED_MS_PASS: 'zoomable' } },
    lockedLate: { on: { FOCUS_INPUT: 'relocked', THREE_HUNDRED_MS_PASS: 'zoomable', FIVE_HUNDRED_MS_PASS: 'zoomable' } },
    relocked: { on: { FOCUS_INPUT: 'relocked', THREE_HUNDRED_MS_PASS: 'relockedLate', FIVE_HUNDRED_MS_PASS: 'zoomable' } },
    relockedLate: { on: { FOCUS_INPUT: 'relocked', THREE_HUNDRED_MS_PASS: 'zoomable', FIVE_HUNDRED_MS_PASS: 'zoomable' } },
  },
});

export const viewportZoomModelEvents = [
  { type: 'FOCUS_INPUT' },
  { type: 'THREE_HUNDRED_MS_PASS' },
  { type: 'FIVE_HUNDRED_MS_PASS' },
] as const satisfies ReadonlyArray<{ type: string }>;

export const viewportZoomTestModel = createTestModel(viewportZoomModel, { events: [...viewportZoomModelEvents] });

/** How long each timer event lasts. */
export const viewportZoomModelDurations = { THREE_HUNDRED_MS_PASS: 300, FIVE_HUNDRED_MS_PASS: 500 } as const;

import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The accessibility panel as the spec describes it, seen from outside: the
 * floating button opens it (behind the open modal panel it cannot be reached),
 * the close button and Escape close it. Shared by the unit model test and the
 * browser test.
 */
const accessibilityPanelModel = createMachine({
  id: 'accessibilityPanelModel',
  types: {} as { events: { type: 'FLOATING_BUTTON' } | { type: 'CLOSE_BUTTON' } | { type: 'ESCAPE' } },
  initial: 'closed',
  states: {
    // handled, and the panel stays closed (createTestModel only offers events a state handles)
    closed: { on: { FLOATING_BUTTON: 'open', ESCAPE: 'closed' } },
    open: { on: { CLOSE_BUTTON: 'closed', ESCAPE: 'closed' } },
  },
});

export const accessibilityPanelModelEvents = [{ type: 'FLOATING_BUTTON' }, { type: 'CLOSE_BUTTON' }, { type: 'ESCAPE' }] as const satisfies ReadonlyArray<{
  type: string;
}>;

export const accessibilityPanelTestModel = createTestModel(accessibilityPanelModel, { events: [...accessibilityPanelModelEvents] });

import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The mobile menu as the spec describes it, seen from outside: no timers, no
 * effects. The 100 ms before focus moves into the menu is the explicit event
 * HUNDRED_MS_PASS. The toggle works before the code (a popover): the menu
 * hydrates in the state the page is in, closed or opened by a tap before the
 * code arrived (HYDRATED_*). Shared by the unit model test and the browser test.
 */
const mobileMenuModel = createMachine({
  id: 'mobileMenuModel',
  types: {} as {
    events:
      | { type: 'HYDRATED_CLOSED' }
      | { type: 'HYDRATED_OPEN' }
      | { type: 'TOGGLE' }
      | { type: 'ESCAPE' }
      | { type: 'CLICK_OUTSIDE' }
      | { type: 'SELECT_LINK' }
      | { type: 'ROUTE_CHANGE' }
      | { type: 'VIEWPORT_WIDENS' }
      | { type: 'LANGUAGES_TOGGLE' }
      | { type: 'HUNDRED_MS_PASS' };
  },
  initial: 'hydrating',
  states: {
    hydrating: { on: { HYDRATED_CLOSED: 'closed', HYDRATED_OPEN: 'open' } },
    closed: {
      // handled, and the menu stays closed (createTestModel only offers events a state handles)
      on: { TOGGLE: 'open', ESCAPE: 'closed', CLICK_OUTSIDE: 'closed', ROUTE_CHANGE: 'closed', VIEWPORT_WIDENS: 'closed', HUNDRED_MS_PASS: 'closed' },
    },
    open: {
      type: 'parallel',
      on: {
        TOGGLE: 'closed',
        ESCAPE: 'closed',
        CLICK_OUTSIDE: 'closed',
        SELECT_LINK: 'closed',
        ROUTE_CHANGE: 'closed',
        VIEWPORT_WIDENS: 'closed',
      },
      states: {
        focus: {
          initial: 'pending',
          states: {
            pending: { on: { HUNDRED_MS_PASS: 'placed' } },
            placed: { on: { HUNDRED_MS_PASS: 'placed' } },
          },
        },
        languages: {
          initial: 'collapsed',
          states: {
            collapsed: { on: { LANGUAGES_TOGGLE: 'expanded' } },
            expanded: { on: { LANGUAGES_TOGGLE: 'collapsed' } },
          },
        },
      },
    },
  },
});

export const mobileMenuModelEvents = [
  { type: 'HYDRATED_CLOSED' },
  { type: 'HYDRATED_OPEN' },
  { type: 'TOGGLE' },
  { type: 'ESCAPE' },
  { type: 'CLICK_OUTSIDE' },
  { type: 'SELECT_LINK' },
  { type: 'ROUTE_CHANGE' },
  { type: 'VIEWPORT_WIDENS' },
  { type: 'LANGUAGES_TOGGLE' },
  { type: 'HUNDRED_MS_PASS' },
] as const satisfies ReadonlyArray<{ type: string }>;

/** The test model the unit and browser tests generate their paths from. */
export const mobileMenuTestModel = createTestModel(mobileMenuModel, { events: [...mobileMenuModelEvents] });

/** The model states, as `stateKey` names them. */
export const menuModelState = {
  hydrating: 'hydrating',
  closed: 'closed',
  pendingCollapsed: 'open.{focus.pending|languages.collapsed}',
  pendingExpanded: 'open.{focus.pending|languages.expanded}',
  placedCollapsed: 'open.{focus.placed|languages.collapsed}',
  placedExpanded: 'open.{focus.placed|languages.expanded}',
} as const;

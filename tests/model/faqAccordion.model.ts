import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The FAQ accordion as the spec describes it (one item open at a time,
 * collapsible), seen through two of its items. FIND_* is the browser's
 * find-in-page reaching text in a collapsed answer: it opens that item and
 * can only happen to a collapsed one. The markup works before the code
 * (`<details name>`): the accordion hydrates in the state the page is in,
 * every item closed or one opened by a tap before the code arrived
 * (HYDRATED_*). Shared by the unit model test and the browser test.
 */
const faqAccordionModel = createMachine({
  id: 'faqAccordionModel',
  types: {} as {
    events:
      | { type: 'HYDRATED_CLOSED' }
      | { type: 'HYDRATED_FIRST_OPEN' }
      | { type: 'HYDRATED_SECOND_OPEN' }
      | { type: 'TOGGLE_FIRST' }
      | { type: 'TOGGLE_SECOND' }
      | { type: 'FIND_FIRST' }
      | { type: 'FIND_SECOND' };
  },
  initial: 'hydrating',
  states: {
    hydrating: { on: { HYDRATED_CLOSED: 'closed', HYDRATED_FIRST_OPEN: 'firstOpen', HYDRATED_SECOND_OPEN: 'secondOpen' } },
    closed: { on: { TOGGLE_FIRST: 'firstOpen', TOGGLE_SECOND: 'secondOpen', FIND_FIRST: 'firstOpen', FIND_SECOND: 'secondOpen' } },
    firstOpen: { on: { TOGGLE_FIRST: 'closed', TOGGLE_SECOND: 'secondOpen', FIND_SECOND: 'secondOpen' } },
    secondOpen: { on: { TOGGLE_FIRST: 'firstOpen', TOGGLE_SECOND: 'closed', FIND_FIRST: 'firstOpen' } },
  },
});

export const faqModelEvents = [
  { type: 'HYDRATED_CLOSED' },
  { type: 'HYDRATED_FIRST_OPEN' },
  { type: 'HYDRATED_SECOND_OPEN' },
  { type: 'TOGGLE_FIRST' },
  { type: 'TOGGLE_SECOND' },
  { type: 'FIND_FIRST' },
  { type: 'FIND_SECOND' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type FaqModelEvent = (typeof faqModelEvents)[number];

export const faqAccordionTestModel = createTestModel(faqAccordionModel, { events: [...faqModelEvents] });

/** Which item each HYDRATED_* event finds open in the page. */
export const faqHydratedOpenItem: Record<string, 'first' | 'second' | null> = {
  HYDRATED_CLOSED: null,
  HYDRATED_FIRST_OPEN: 'first',
  HYDRATED_SECOND_OPEN: 'second',
};

/** Which of the two items each model state has open. */
export const faqModelOpenItem: Record<string, 'first' | 'second' | null> = {
  // before hydration: what the prerendered markup shows
  hydrating: null,
  closed: null,
  firstOpen: 'first',
  secondOpen: 'second',
};

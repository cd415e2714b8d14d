import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

export type CountUpModelEvent =
  | { type: 'MOTION_ALLOWED' }
  | { type: 'REDUCE_MOTION' }
  | { type: 'TEN_PERCENT_VISIBLE' }
  | { type: 'ONE_SECOND_PASSES' };

const events: CountUpModelEvent[] = [
  { type: 'MOTION_ALLOWED' },
  { type: 'REDUCE_MOTION' },
  { type: 'TEN_PERCENT_VISIBLE' },
  { type: 'ONE_SECOND_PASSES' },
];

/** The value of the counter under test (the home hero's first: 150+). */
export const COUNTER_VALUE = 150;

/**
 * Spec sections 4 and 9: a counter shows its final value until the page allows
 * motion (prerendered HTML, hydration, reduced motion). It starts once, when 10 %
 * of it is visible, and eases out to its value over 2000 ms; reducing motion
 * meanwhile shows the final value at once.
 */
const countUpModel = createMachine({
  types: {} as { events: CountUpModelEvent },
  initial: 'stillBeforeStart',
  states: {
    stillBeforeStart: {
      on: { MOTION_ALLOWED: 'readyAtZero', REDUCE_MOTION: 'stillBeforeStart', TEN_PERCENT_VISIBLE: 'done', ONE_SECOND_PASSES: 'stillBeforeStart' },
    },
    readyAtZero: {
      on: { MOTION_ALLOWED: 'readyAtZero', REDUCE_MOTION: 'stillBeforeStart', TEN_PERCENT_VISIBLE: 'countingFirstSecond', ONE_SECOND_PASSES: 'readyAtZero' },
    },
    countingFirstSecond: {
      on: { MOTION_ALLOWED: 'countingFirstSecond', REDUCE_MOTION: 'done', TEN_PERCENT_VISIBLE: 'countingFirstSecond', ONE_SECOND_PASSES: 'countingSecondSecond' },
    },
    countingSecondSecond: {
      on: { MOTION_ALLOWED: 'countingSecondSecond', REDUCE_MOTION: 'done', TEN_PERCENT_VISIBLE: 'countingSecondSecond', ONE_SECOND_PASSES: 'done' },
    },
    done: {
      on: { MOTION_ALLOWED: 'done', REDUCE_MOTION: 'done', TEN_PERCENT_VISIBLE: 'done', ONE_SECOND_PASSES: 'done' },
    },
  },
});

export const countUpTestModel = createTestModel(countUpModel, { events });

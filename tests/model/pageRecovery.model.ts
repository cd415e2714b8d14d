import { createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * A page during a deployment, as issue 38 tells it, for a page that a recovery reload has just
 * brought (the start) and, a minute later, for any page: a late file fails; only a file that is
 * really gone (not a lost connection) is worth one reload, with the visit kept; a failure soon
 * after such a reload keeps the visit and shows a notice (the visitor's reload button) instead.
 */
const pageRecoveryModel = createMachine({
  id: 'pageRecoveryModel',
  initial: 'justRecovered',
  states: {
    justRecovered: { on: { FILE_FAILS: 'notice', MINUTE_PASSES: 'reading' } },
    reading: { on: { FILE_FAILS: 'askingSite' } },
    askingSite: { on: { FILE_IS_GONE: 'reloading', CONNECTION_LOST: 'reading' } },
    notice: { type: 'final' },
    reloading: { type: 'final' },
  },
});

export const pageRecoveryModelEvents = [
  { type: 'FILE_FAILS' },
  { type: 'MINUTE_PASSES' },
  { type: 'FILE_IS_GONE' },
  { type: 'CONNECTION_LOST' },
] as const;

export type PageRecoveryModelEvent = (typeof pageRecoveryModelEvents)[number];

export const pageRecoveryTestModel = createTestModel(pageRecoveryModel, { events: [...pageRecoveryModelEvents] });

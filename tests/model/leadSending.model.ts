import { type EventObject, and, or, stateIn } from 'xstate';

/**
 * What every lead form's test model shares (the quick quote's, the SEO popup's): sending as
 * the shared leadSubmission does it, seen by a visitor. Sending ends when the sender has
 * answered AND 2 s have passed (TWO_SECONDS_PASS is the timer), in either order: the sender's
 * answer is SEND_SUCCEEDS (status 200), SEND_FAILS (a refusal) or SEND_BREAKS (the send breaks
 * without an answer), the last two the same to the visitor.
 */
export type LeadSendingModelEvent = { type: 'SEND_SUCCEEDS' } | { type: 'SEND_FAILS' } | { type: 'SEND_BREAKS' } | { type: 'TWO_SECONDS_PASS' };

export const leadSendingModelEvents: LeadSendingModelEvent[] = [
  { type: 'SEND_SUCCEEDS' },
  { type: 'SEND_FAILS' },
  { type: 'SEND_BREAKS' },
  { type: 'TWO_SECONDS_PASS' },
];

/** The sending states, from `waitingForBoth`; sending ends in `done.sent` or `done.failed`. */
export function leadSendingStates(done: { sent: string; failed: string }) {
  return {
    waitingForBoth: {
      on: {
        SEND_SUCCEEDS: 'sentWaitingForTime',
        SEND_FAILS: 'failedWaitingForTime',
        SEND_BREAKS: 'failedWaitingForTime',
        TWO_SECONDS_PASS: 'timeUpWaitingForSender',
      },
    },
    sentWaitingForTime: { on: { TWO_SECONDS_PASS: done.sent } },
    failedWaitingForTime: { on: { TWO_SECONDS_PASS: done.failed } },
    timeUpWaitingForSender: { on: { SEND_SUCCEEDS: done.sent, SEND_FAILS: done.failed, SEND_BREAKS: done.failed } },
  };
}

const isEvent = (type: LeadSendingModelEvent['type']) => ({ event }: { event: EventObject }) => event.type === type;

/**
 * Guards for the event that ends sending (the 2 s after the answer, or the answer after the
 * 2 s) with the lead sent, or not; `sending` is the id path of the sending states
 * ('#quote.flow.sending').
 */
export function sendingEnds(sending: string) {
  return {
    sentNow: or([
      and([stateIn(`${sending}.sentWaitingForTime`), isEvent('TWO_SECONDS_PASS')]),
      and([stateIn(`${sending}.timeUpWaitingForSender`), isEvent('SEND_SUCCEEDS')]),
    ]),
    failedNow: or([
      and([stateIn(`${sending}.failedWaitingForTime`), isEvent('TWO_SECONDS_PASS')]),
      and([stateIn(`${sending}.timeUpWaitingForSender`), or([isEvent('SEND_FAILS'), isEvent('SEND_BREAKS')])]),
    ]),
  };
}

type Ends = ReturnType<typeof sendingEnds>;

/**
 * A region's transitions to `target` when a lead is sent (a field cleared, the popup closed).
 * Each region reacts on its own: one transition into several regions would enter the others'
 * initial states.
 */
export const whenSent = ({ sentNow }: Ends, target: string) => ({
  TWO_SECONDS_PASS: { guard: sentNow, target },
  SEND_SUCCEEDS: { guard: sentNow, target },
});

/**
 * The toast region: the toast the event that ends sending brings (`sent`, `failed`); the next
 * event of the model (any of `events`) leaves it behind.
 */
export const toastRegion = (ends: Ends, events: readonly EventObject[]) => {
  const gone = Object.fromEntries(events.map((event) => [event.type, 'none']));
  return {
    initial: 'none' as const,
    on: {
      TWO_SECONDS_PASS: [
        { guard: ends.failedNow, target: '.failed' },
        { guard: ends.sentNow, target: '.sent' },
      ],
      SEND_SUCCEEDS: { guard: ends.sentNow, target: '.sent' },
      SEND_FAILS: { guard: ends.failedNow, target: '.failed' },
      SEND_BREAKS: { guard: ends.failedNow, target: '.failed' },
    },
    states: { none: {}, sent: { on: gone }, failed: { on: gone } },
  };
};

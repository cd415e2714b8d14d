import { type AnyEventObject, fromCallback } from 'xstate';

/**
 * A stand-in for an invoked callback actor that the browser would provide (an
 * IntersectionObserver, an animation-frame loop, a load listener): the test
 * plays the browser by calling `emit`, which reaches the machine only while the
 * actor is running, exactly like a real watcher that was cleaned up.
 */
export function callbackStub<TEvent extends AnyEventObject, TInput = unknown>() {
  let sendBack: ((event: TEvent) => void) | null = null;
  let lastInput: TInput | undefined;
  const logic = fromCallback<TEvent, TInput>(({ sendBack: send, input }) => {
    sendBack = send;
    lastInput = input;
    return () => {
      sendBack = null;
    };
  });
  return {
    logic,
    /** Is the actor running now? */
    get active() {
      return sendBack !== null;
    },
    get input() {
      return lastInput;
    },
    emit(event: TEvent) {
      sendBack?.(event);
    },
    reset() {
      sendBack = null;
      lastInput = undefined;
    },
  };
}

/** Coverage of several suites of one machine together: what none of them visited. */
export function combinedCoverage(...reports: Array<{ unvisitedStates: string[]; untakenTransitions: string[] }>) {
  const inAll = (lists: string[][]) => (lists[0] ?? []).filter((item) => lists.every((list) => list.includes(item)));
  return {
    unvisitedStates: inAll(reports.map((report) => report.unvisitedStates)),
    untakenTransitions: inAll(reports.map((report) => report.untakenTransitions)),
  };
}

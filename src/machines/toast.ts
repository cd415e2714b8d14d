import type { MessageDescriptor } from '@lingui/core';
import { assign, sendParent, setup } from 'xstate';

/**
 * One notification (spec section 8/9: toasts last 4 s). It runs its timer,
 * pauses while the visitor hovers or focuses it (both may be true at once),
 * restarts the full 4 s when both have ended – so nobody loses a message they
 * were reading – and closes on its timer or when dismissed.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  /** Values for placeholders in title and description (e.g. an e-mail address). */
  values?: Record<string, string | number>;
  variant: ToastVariant;
}

export type PauseReason = 'hover' | 'focus';

export type ToastEvent =
  | { type: 'TOAST.PAUSE'; src: PauseReason }
  | { type: 'TOAST.RESUME'; src: PauseReason }
  | { type: 'TOAST.DISMISS' };

export interface ToastContext {
  id: string;
  pausedBy: PauseReason[];
}

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as { id: string },
  },
  delays: {
    /** Spec section 9: toasts last 4 seconds. */
    toastDuration: 4000,
  },
  guards: {
    isStillPausedByAnother: ({ context, event }) =>
      event.type === 'TOAST.RESUME' && context.pausedBy.some((reason) => reason !== event.src),
  },
  actions: {
    addPauseReason: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'TOAST.PAUSE' && !context.pausedBy.includes(event.src) ? [...context.pausedBy, event.src] : context.pausedBy,
    }),
    removePauseReason: assign({
      pausedBy: ({ context, event }) => context.pausedBy.filter((reason) => event.type !== 'TOAST.RESUME' || reason !== event.src),
    }),
    notifyClosed: sendParent(({ context }) => ({ type: 'TOAST.CLOSED', id: context.id })),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ id: input.id, pausedBy: [] }),
  initial: 'running',
  states: {
    running: {
      after: { toastDuration: 'closed' },
      on: {
        'TOAST.PAUSE': { target: 'paused', actions: 'addPauseReason' },
        'TOAST.DISMISS': 'closed',
      },
    },
    paused: {
      on: {
        'TOAST.PAUSE': { actions: 'addPauseReason' },
        'TOAST.RESUME': [
          { guard: 'isStillPausedByAnother', actions: 'removePauseReason' },
          { target: 'running', actions: 'removePauseReason' },
        ],
        'TOAST.DISMISS': 'closed',
      },
    },
    closed: {
      type: 'final',
      entry: 'notifyClosed',
    },
  },
});

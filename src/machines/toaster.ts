import { type ActorRefFrom, assign, sendTo, setup, stopChild } from 'xstate';
import { type ToastContent, toastMachine } from './toast';

/**
 * The stack of notifications: adds toasts, keeps at most three visible (the
 * oldest gives way to a new one) and forgets a toast once it has closed.
 * Each toast runs its own timer (./toast.ts).
 */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastEntry extends ToastContent {
  id: string;
  ref: ActorRefFrom<typeof toastMachine>;
}

export type ToasterEvent =
  | ({ type: 'TOASTER.ADD' } & ToastContent)
  | { type: 'TOASTER.DISMISS'; id: string }
  | { type: 'TOAST.CLOSED'; id: string };

export const toasterMachine = setup({
  types: {
    context: {} as { toasts: ToastEntry[]; nextId: number },
    events: {} as ToasterEvent,
  },
  actors: { toast: toastMachine },
  guards: {
    isFull: ({ context }) => context.toasts.length >= MAX_VISIBLE_TOASTS,
    isShown: ({ context, event }) => event.type === 'TOASTER.DISMISS' && context.toasts.some((toast) => toast.id === event.id),
  },
  actions: {
    stopOldest: stopChild(({ context }) => context.toasts[0]!.ref),
    forgetOldest: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
    addToast: assign(({ context, event, spawn }) => {
      if (event.type !== 'TOASTER.ADD') return {};
      const id = `toast-${context.nextId}`;
      const { title, description, values, variant } = event;
      const ref = spawn('toast', { id, input: { id } });
      return { toasts: [...context.toasts, { title, description, values, variant, id, ref }], nextId: context.nextId + 1 };
    }),
    dismissToast: sendTo(
      ({ context, event }) => context.toasts.find((toast) => event.type === 'TOASTER.DISMISS' && toast.id === event.id)!.ref,
      { type: 'TOAST.DISMISS' },
    ),
    forgetToast: assign({
      toasts: ({ context, event }) => context.toasts.filter((toast) => event.type !== 'TOAST.CLOSED' || toast.id !== event.id),
    }),
  },
}).createMachine({
  id: 'toaster',
  context: { toasts: [], nextId: 1 },
  on: {
    'TOASTER.ADD': [
      { guard: 'isFull', actions: ['stopOldest', 'forgetOldest', 'addToast'] },
      { actions: 'addToast' },
    ],
    'TOASTER.DISMISS': { guard: 'isShown', actions: 'dismissToast' },
    'TOAST.CLOSED': { actions: 'forgetToast' },
  },
});

import { assign, setup } from 'xstate';

/**
 * The responsive design preview on the services page (spec sections 3, 4 and
 * 9): a page of this site shown as a desktop (1200 px wide), a tablet (768)
 * or a phone (375) shows it, 400 px high, scaled to fit the column.
 *
 * `device` is in context: any of the three is chosen at any time.
 * `mode` is the interactive mode toggle:
 *   static        the counter stands still
 *   interactive   the interaction counter counts every 2 s and on each change
 *                 of device
 *     ticking       the 2 s interval runs
 *     paused        something holds it: the set `pausedBy` is not empty
 *                     'offscreen'  the preview is scrolled out of view
 *                     'hidden'     the tab is in the background
 *                     'motion'     reduce animations or screen-reader mode
 * The reasons are kept in every state, so turning the mode on while the
 * preview is off screen starts paused. Observing belongs to the component,
 * which sends PREVIEW.PAUSE and PREVIEW.RESUME.
 */
export const previewDevices = ['desktop', 'tablet', 'mobile'] as const;
export type PreviewDevice = (typeof previewDevices)[number];

/** Spec section 9: the preview sizes in CSS pixels. */
export const previewSizes: Record<PreviewDevice, { width: number; height: number }> = {
  desktop: { width: 1200, height: 400 },
  tablet: { width: 768, height: 400 },
  mobile: { width: 375, height: 400 },
};

export type PreviewPauseReason = 'offscreen' | 'hidden' | 'motion';

export type ResponsivePreviewEvent =
  | { type: 'PREVIEW.SELECT_DEVICE'; device: PreviewDevice }
  | { type: 'PREVIEW.TOGGLE_INTERACTIVE' }
  | { type: 'PREVIEW.PAUSE'; src: PreviewPauseReason }
  | { type: 'PREVIEW.RESUME'; src: PreviewPauseReason };

export interface ResponsivePreviewContext {
  device: PreviewDevice;
  /** The interaction counter of the interactive mode. */
  interactions: number;
  pausedBy: PreviewPauseReason[];
}

export interface ResponsivePreviewInput {
  /** What is known to hold the interval at the start (the component: off screen and still until observed). */
  pausedBy?: PreviewPauseReason[];
}

export const responsivePreviewMachine = setup({
  types: {
    context: {} as ResponsivePreviewContext,
    events: {} as ResponsivePreviewEvent,
    input: {} as ResponsivePreviewInput,
  },
  delays: {
    /** Spec section 9: the interaction tick of the responsive preview, 2 s. */
    interactionTick: 2000,
  },
  guards: {
    isOtherDevice: ({ context, event }) => event.type === 'PREVIEW.SELECT_DEVICE' && event.device !== context.device,
    nothingHolds: ({ context }) => context.pausedBy.length === 0,
  },
  actions: {
    selectDevice: assign({ device: ({ context, event }) => (event.type === 'PREVIEW.SELECT_DEVICE' ? event.device : context.device) }),
    countInteraction: assign({ interactions: ({ context }) => context.interactions + 1 }),
    addPauseReason: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'PREVIEW.PAUSE' && !context.pausedBy.includes(event.src) ? [...context.pausedBy, event.src] : context.pausedBy,
    }),
    removePauseReason: assign({
      pausedBy: ({ context, event }) => context.pausedBy.filter((reason) => event.type !== 'PREVIEW.RESUME' || reason !== event.src),
    }),
  },
}).createMachine({
  id: 'responsivePreview',
  context: ({ input }) => ({ device: 'desktop', interactions: 0, pausedBy: [...new Set(input.pausedBy ?? [])] }),
  initial: 'static',
  on: {
    'PREVIEW.PAUSE': { actions: 'addPauseReason' },
    'PREVIEW.RESUME': { actions: 'removePauseReason' },
  },
  states: {
    static: {
      on: {
        'PREVIEW.TOGGLE_INTERACTIVE': 'interactive',
        'PREVIEW.SELECT_DEVICE': { guard: 'isOtherDevice', actions: 'selectDevice' },
      },
    },
    interactive: {
      initial: 'paused',
      on: {
        'PREVIEW.TOGGLE_INTERACTIVE': 'static',
        'PREVIEW.SELECT_DEVICE': { guard: 'isOtherDevice', actions: ['selectDevice', 'countInteraction'] },
      },
      states: {
        paused: {
          always: { guard: 'nothingHolds', target: 'ticking' },
        },
        ticking: {
          // Re-entered after each tick, so the next 2 s start again.
          after: { interactionTick: { target: 'ticking', reenter: true, actions: 'countInteraction' } },
          on: { 'PREVIEW.PAUSE': { target: 'paused', actions: 'addPauseReason' } },
        },
      },
    },
  },
});

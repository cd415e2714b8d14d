import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';

/**
 * The responsive design preview as the spec describes it, seen by a visitor:
 * three devices chosen in turn (desktop, tablet, mobile, desktop again) or the
 * one already shown again; the interactive mode toggle; the counter that, in
 * interactive mode, counts every 2 s and on each change of device; the
 * preview scrolled out of view and back, which pauses and resumes the 2 s.
 * The timer is an explicit event, TWO_SECONDS_PASS; no other step takes time,
 * so in `ticking` the interval has always just started.
 *
 * `device` (an index into the three) and `count` are in context; the count is
 * kept modulo 3 so the model stays finite: the tests compare the real
 * counter's remainder, and the machine's own tests count further.
 * Shared by the unit model test and the browser test.
 */
export const previewModelDevices = ['desktop', 'tablet', 'mobile'] as const;
export const previewModelTick = 2000;
export const previewModelCountModulo = 3;

export const previewModelEvents = [
  { type: 'SELECT_NEXT_DEVICE' },
  { type: 'SELECT_SAME_DEVICE' },
  { type: 'TOGGLE_INTERACTIVE' },
  { type: 'SCROLL_AWAY' },
  { type: 'SCROLL_BACK' },
  { type: 'TWO_SECONDS_PASS' },
] as const satisfies ReadonlyArray<{ type: string }>;

export type PreviewModelEvent = (typeof previewModelEvents)[number];

export interface PreviewModelContext {
  device: number;
  count: number;
}

const model = setup({
  types: {} as { context: PreviewModelContext; events: PreviewModelEvent },
  actions: {
    nextDevice: assign({ device: ({ context }) => (context.device + 1) % previewModelDevices.length }),
    count: assign({ count: ({ context }) => (context.count + 1) % previewModelCountModulo }),
  },
});

const previewModel = model.createMachine({
  id: 'responsivePreviewModel',
  context: { device: 0, count: 0 },
  initial: 'static',
  states: {
    // the counter stands still; devices change freely
    static: {
      on: {
        TOGGLE_INTERACTIVE: 'ticking',
        SELECT_NEXT_DEVICE: { target: 'static', actions: 'nextDevice' },
        SELECT_SAME_DEVICE: 'static',
        SCROLL_AWAY: 'staticOffscreen',
        TWO_SECONDS_PASS: 'static',
      },
    },
    staticOffscreen: {
      on: { SCROLL_BACK: 'static', TOGGLE_INTERACTIVE: 'pausedOffscreen' },
    },
    // interactive and on screen: the 2 s interval has just started
    ticking: {
      on: {
        TWO_SECONDS_PASS: { target: 'ticking', actions: 'count' },
        SELECT_NEXT_DEVICE: { target: 'ticking', actions: ['nextDevice', 'count'] },
        SELECT_SAME_DEVICE: 'ticking',
        TOGGLE_INTERACTIVE: 'static',
        SCROLL_AWAY: 'pausedOffscreen',
      },
    },
    // interactive, scrolled away: time passes without a count; a device change still counts
    pausedOffscreen: {
      on: {
        TWO_SECONDS_PASS: 'pausedOffscreen',
        SELECT_NEXT_DEVICE: { target: 'pausedOffscreen', actions: ['nextDevice', 'count'] },
        SCROLL_BACK: 'ticking',
        TOGGLE_INTERACTIVE: 'staticOffscreen',
      },
    },
  },
});

export const previewTestModel = createTestModel(previewModel, { events: [...previewModelEvents] });

export type PreviewModelState = 'static' | 'staticOffscreen' | 'ticking' | 'pausedOffscreen';

/** What the visitor should see in a model state. */
export const previewExpectations: Record<PreviewModelState, { interactive: boolean; ticking: boolean; offscreen: boolean }> = {
  static: { interactive: false, ticking: false, offscreen: false },
  staticOffscreen: { interactive: false, ticking: false, offscreen: true },
  ticking: { interactive: true, ticking: true, offscreen: false },
  pausedOffscreen: { interactive: true, ticking: false, offscreen: true },
};

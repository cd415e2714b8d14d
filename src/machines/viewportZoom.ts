import { setup } from 'xstate';

/**
 * Viewport zoom (spec section 4): zoom is disabled for 500 ms when an input
 * gets focus, so a phone does not zoom into the field, then given back. A new
 * focus while locked starts the 500 ms again. The component provides
 * disableZoom and restoreZoom (they edit the viewport meta tag).
 */
export type ViewportZoomEvent = { type: 'ZOOM.INPUT_FOCUSED'; src: 'input' | 'textarea' | 'select' };

export const viewportZoomMachine = setup({
  types: {
    events: {} as ViewportZoomEvent,
  },
  delays: {
    /** Spec section 4: zoom stays disabled for 500 ms after an input is focused. */
    zoomLockDuration: 500,
  },
  actions: {
    disableZoom: () => {},
    restoreZoom: () => {},
  },
}).createMachine({
  id: 'viewportZoom',
  initial: 'idle',
  states: {
    idle: {
      on: { 'ZOOM.INPUT_FOCUSED': { target: 'locked', actions: 'disableZoom' } },
    },
    locked: {
      after: { zoomLockDuration: { target: 'idle', actions: 'restoreZoom' } },
      on: { 'ZOOM.INPUT_FOCUSED': { target: 'locked', reenter: true } },
    },
  },
});

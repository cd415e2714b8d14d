import { setup } from 'xstate';

/**
 * The accessibility panel (spec section 4): a native modal dialog, closed or
 * open, opened by the floating button, closed by its close button or Escape.
 *
 * Opening shows the dialog with showModal(), which makes the rest of the page
 * inert (so Tab never reaches it) and moves focus into the dialog; closing
 * hides it and returns focus to the floating button. The browser reports
 * Escape as the dialog's `cancel` event, which the component prevents and
 * sends as PANEL.CLOSE with src 'escape', so the machine, not the browser,
 * decides when the dialog closes. The component provides the actions.
 */
export type PanelCloseCause = 'closeButton' | 'escape';

/** OPEN comes from the floating button; while the modal panel is open the button is behind it, out of reach. */
export type PanelEvent = { type: 'PANEL.OPEN' } | { type: 'PANEL.CLOSE'; src: PanelCloseCause };

export const accessibilityPanelMachine = setup({
  types: {
    events: {} as PanelEvent,
  },
  actions: {
    showDialog: () => {},
    focusIntoDialog: () => {},
    hideDialog: () => {},
    returnFocusToButton: () => {},
  },
}).createMachine({
  id: 'accessibilityPanel',
  initial: 'closed',
  states: {
    closed: {
      on: { 'PANEL.OPEN': 'open' },
    },
    open: {
      entry: ['showDialog', 'focusIntoDialog'],
      exit: ['hideDialog', 'returnFocusToButton'],
      on: { 'PANEL.CLOSE': 'closed' },
    },
  },
});

import { fromCallback, setup } from 'xstate';

/**
 * The accessibility panel (spec section 4): a modal dialog, closed or open,
 * opened by the floating button, closed by its close button or Escape. Opening shows the dialog and moves focus into it; while
 * open a focus trap keeps Tab inside and reports Escape; closing hides it and
 * returns focus to the floating button. The component provides the effects.
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
  actors: {
    /** Keeps Tab and Shift+Tab inside the dialog and reports Escape as PANEL.CLOSE. */
    focusTrap: fromCallback(() => () => {}),
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
      invoke: { src: 'focusTrap' },
      on: { 'PANEL.CLOSE': 'closed' },
    },
  },
});

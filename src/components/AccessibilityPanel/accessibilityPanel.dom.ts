/**
 * The page effects of the accessibility panel, kept apart from the view. Only
 * called in the browser, from the actions of the panel machine.
 */
import { moveFocus } from '../../lib/moveFocus';

export const accessibilityPanelIds = {
  button: 'accessibility-button',
  dialog: 'accessibility-panel',
  title: 'accessibility-panel-title',
} as const;

const dialog = () => document.getElementById(accessibilityPanelIds.dialog) as HTMLDialogElement | null;

function firstFocusable(container: HTMLElement): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]:not([tabindex="-1"])')].find(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * As a modal dialog in the top layer: the rest of the page is inert (Tab
 * reaches only the dialog and the browser's own interface), Escape arrives as
 * the dialog's `cancel` event, and the colour-blind filter on <html> does not
 * touch it.
 */
export function showDialog(): void {
  const panel = dialog();
  if (panel && !panel.open) panel.showModal();
}

export function hideDialog(): void {
  const panel = dialog();
  if (panel?.open) panel.close();
}

/** showModal() focuses the first control itself; this only makes sure, and says so if it cannot. */
export function focusIntoDialog(): void {
  const panel = dialog();
  if (panel?.contains(document.activeElement)) return;
  moveFocus(panel && firstFocusable(panel), 'accessibility panel: into the dialog');
}

export function returnFocusToButton(): void {
  moveFocus(document.getElementById(accessibilityPanelIds.button), 'accessibility panel: back to the floating button');
}


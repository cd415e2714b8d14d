/**
 * The page effects of the accessibility panel, kept apart from the view. Only
 * called in the browser, from the actions and actors of the panel machine.
 */
export const accessibilityPanelIds = {
  button: 'accessibility-button',
  dialog: 'accessibility-panel',
  title: 'accessibility-panel-title',
} as const;

const dialog = () => document.getElementById(accessibilityPanelIds.dialog) as HTMLDialogElement | null;

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]:not([tabindex="-1"])')].filter((element) => element.getClientRects().length > 0);
}

/** As a modal dialog in the top layer: the rest of the page is inert, and the colour-blind filter on <html> does not touch it. */
export function showDialog(): void {
  const panel = dialog();
  if (panel && !panel.open) panel.showModal();
}

export function hideDialog(): void {
  const panel = dialog();
  if (panel?.open) panel.close();
}

export function focusIntoDialog(): void {
  const panel = dialog();
  if (panel) focusables(panel)[0]?.focus();
}

export function returnFocusToButton(): void {
  document.getElementById(accessibilityPanelIds.button)?.focus();
}

/**
 * Keeps Tab and Shift+Tab inside the dialog (a modal <dialog> alone lets focus
 * leave to the browser's interface) and reports Escape. Returns its clean-up.
 */
export function trapFocus(onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const panel = dialog();
    if (!panel) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(panel);
    if (items.length === 0) return;
    const [first, last] = [items[0]!, items.at(-1)!];
    const active = document.activeElement;
    const outside = !panel.contains(active);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
  // Handling Escape here (and preventing its default) keeps the dialog from closing itself behind the machine's back.
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

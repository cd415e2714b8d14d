/**
 * The page effects of the mobile menu, kept apart from the view: each one
 * returns its own clean-up. Only called in the browser, from invoked actors and
 * actions of the menu machine.
 */
import { moveFocus } from '../../lib/moveFocus';
import type { MenuCloseCause } from '../../machines/mobileMenu';
import { landmarkIds } from '../SkipLinks/SkipLinks';

/** Element ids of the menu's parts. */
export const mobileMenuIds = {
  toggle: 'mobile-menu-toggle',
  panel: 'mobile-menu',
  languageList: 'mobile-menu-languages',
} as const;

/** The `data-part` of the element that holds the toggle, the backdrop and the panel. */
export const mobileMenuPart = 'mobile-menu';

const panel = () => document.getElementById(mobileMenuIds.panel);
const toggle = () => document.getElementById(mobileMenuIds.toggle);

/** Whether the page shows the panel (a popover; the browser opens it from the toggle before any script). */
export function panelShowing(): boolean {
  try {
    return panel()?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without popovers: the panel shows by its data-state only, after hydration
  }
}

/** Shows the panel, unless the page shows it already (opened before the code arrived). */
export function showPanel(): void {
  const menu = panel();
  if (menu && !panelShowing() && typeof menu.showPopover === 'function') menu.showPopover();
}

/** Hides the panel, unless the browser has hidden it already (light dismiss). */
export function hidePanel(): void {
  if (panelShowing()) panel()?.hidePopover();
}

/** The lg breakpoint from which the desktop navigation takes over. */
export const desktopMediaQuery = '(min-width: 64rem)';

/** Locks page scrolling behind the menu; gives back the previous value on clean-up. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}

/**
 * Makes the page behind the open menu inert: every sibling of the menu's own
 * element and of each of its ancestors up to <body> (the logo, the desktop
 * links, skip links, main content, footer, toasts, the accessibility button).
 * Tab then moves only between the toggle, the menu's links and the browser's
 * own interface, as around a modal dialog, and the toggle, still reachable,
 * closes the menu. Nothing is trapped. Gives back exactly what it changed.
 */
export function makePageBehindInert(): () => void {
  const changed: Element[] = [];
  for (let node = document.querySelector(`[data-part="${mobileMenuPart}"]`); node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

/**
 * Listens for the ways a visitor dismisses the menu: Escape, a press outside
 * the panel and its toggle, or the viewport growing into the desktop layout.
 */
export function listenForDismiss(close: (cause: MenuCloseCause) => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close('escape');
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node | null;
    if (!target || panel()?.contains(target) || toggle()?.contains(target)) return;
    close('outside');
  };
  const desktop = window.matchMedia(desktopMediaQuery);
  const onViewportChange = () => {
    if (desktop.matches) close('viewport');
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);
  desktop.addEventListener('change', onViewportChange);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
    desktop.removeEventListener('change', onViewportChange);
  };
}

/** Moves focus into the menu, unless the visitor has already placed it there. */
export function focusFirstLink(): void {
  const menu = panel();
  if (menu?.contains(document.activeElement)) return;
  moveFocus(menu?.querySelector<HTMLElement>('a[href], button'), 'mobile menu: to its first link');
}

/**
 * Back to the toggle, unless the visitor has already put focus somewhere
 * outside the menu. Closed because the window widened into the desktop layout,
 * the toggle is hidden: focus goes to the navigation it sat in instead.
 */
export function restoreFocusToToggle(): void {
  const active = document.activeElement;
  const focusLeftMenu = active && active !== document.body && !panel()?.contains(active);
  if (focusLeftMenu) return;
  const button = toggle();
  if (button && button.getClientRects().length === 0) moveFocus(document.getElementById(landmarkIds.navigation), 'mobile menu: to the navigation, its toggle hidden');
  else moveFocus(button, 'mobile menu: back to the toggle');
}

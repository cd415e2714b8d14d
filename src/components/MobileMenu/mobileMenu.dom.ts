/**
 * The page effects of the mobile menu, kept apart from the view: each one
 * returns its own clean-up. Only called in the browser, from invoked actors and
 * actions of the menu machine.
 */
import type { MenuCloseCause } from '../../machines/mobileMenu';

/** Element ids of the menu's parts. */
export const mobileMenuIds = {
  toggle: 'mobile-menu-toggle',
  panel: 'mobile-menu',
  languageList: 'mobile-menu-languages',
} as const;

const panel = () => document.getElementById(mobileMenuIds.panel);
const toggle = () => document.getElementById(mobileMenuIds.toggle);

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
  if (!menu || menu.contains(document.activeElement)) return;
  menu.querySelector<HTMLElement>('a[href], button')?.focus();
}

/** Back to the toggle, unless the visitor has already put focus somewhere outside the menu. */
export function restoreFocusToToggle(): void {
  const active = document.activeElement;
  const focusLeftMenu = active && active !== document.body && !panel()?.contains(active);
  if (!focusLeftMenu) toggle()?.focus();
}

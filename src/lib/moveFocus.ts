/**
 * Moves keyboard focus and says so on the console when it cannot (spec section
 * 8: focus-management failures are console-only): the element to focus is
 * missing, or focus did not land on it (hidden, disabled, inert, not
 * focusable). A warning, not an error: the page still works, the visitor's
 * focus is only somewhere less useful, and the browser tests fail on errors.
 * In every page's code, so it is kept small.
 *
 * `purpose` says what the move was for, so the warning can be traced to its
 * caller ("mobile menu: back to the toggle"). Returns whether focus landed.
 */
export function moveFocus(target: HTMLElement | null | undefined, purpose: string, options?: FocusOptions): boolean {
  target?.focus(options);
  const landed = !!target && document.activeElement === target;
  if (!landed) console.warn(`Focus management: ${purpose}: ${target ? `focus did not land on <${target.localName}>` : 'no element to focus'}.`);
  return landed;
}

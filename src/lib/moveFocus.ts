/**
 * Moves keyboard focus and says so on the console when it cannot (spec section
 * 8: focus-management failures are console-only): the element to focus is
 * missing, or focus did not land on it (hidden, disabled, inert, not
 * focusable). A warning, not an error: the page still works, the visitor's
 * focus is only somewhere less useful, and the browser tests fail on errors.
 *
 * `purpose` says what the move was for, so the warning can be traced to its
 * caller ("mobile menu: back to the toggle"). Returns whether focus landed.
 */
export function moveFocus(target: HTMLElement | null | undefined, purpose: string, options?: FocusOptions): boolean {
  if (!target) {
    console.warn(`Focus management: ${purpose}: no element to focus.`);
    return false;
  }
  target.focus(options);
  if (target.ownerDocument.activeElement === target) return true;
  console.warn(`Focus management: ${purpose}: focus did not land on ${describe(target)}.`);
  return false;
}

function describe(element: HTMLElement): string {
  return `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}>`;
}

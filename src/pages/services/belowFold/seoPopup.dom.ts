/**
 * The page effects of the SEO popup, kept apart from the view (as the
 * accessibility panel's are). Only called in the browser, from the actions of
 * the popup machine and the callback actors the view provides it.
 */
import { motionAttributes } from '../../../accessibility/documentAttributes';
import { moveFocus } from '../../../lib/moveFocus';
import { fromCallback } from 'xstate';
import type { SeoPopupEvent, SeoPopupSurroundings } from '../../../machines/seoPopup';

export const seoPopupIds = {
  dialog: 'seo-popup',
  title: 'seo-popup-title',
  email: 'seo-popup-email',
  error: 'seo-popup-email-error',
  benefits: 'seo-popup-benefits',
  submit: 'seo-popup-submit',
  tab: 'seo-popup-tab',
} as const;

const dialog = () => document.getElementById(seoPopupIds.dialog) as HTMLDialogElement | null;

/** Closed by the visitor once in this page load: a popup mounted again (a move away and back) stays closed. */
let dismissedThisPageLoad = false;
/** The element that had focus when the popup opened by itself. */
let openedFrom: HTMLElement | null = null;

export const wasDismissedThisPageLoad = () => dismissedThisPageLoad;

/**
 * As a modal dialog: focus is trapped in it, the page behind is inert (under a backdrop), Escape
 * arrives as its cancel event. Focus starts on its heading, so the offer is read first, not on the
 * minimise button the browser would choose.
 */
export function showDialog(): void {
  const popup = dialog();
  if (!popup || popup.open) return;
  popup.showModal();
  moveFocus(document.getElementById(seoPopupIds.title), 'SEO popup: to its heading');
}

export function hideDialog(): void {
  const popup = dialog();
  if (popup?.open) popup.close();
}

export function rememberFocus(): void {
  const active = document.activeElement;
  openedFrom = active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Closed for good: focus goes back where it was before the popup opened (if anything had it). */
export function returnFocus(): void {
  dismissedThisPageLoad = true;
  // Without scrolling: the visitor stays where they are reading, the element may be far above.
  if (openedFrom?.isConnected) moveFocus(openedFrom, 'SEO popup: back to where focus was before it opened', { preventScroll: true });
}

/** Input types one types into (not a checkbox, a radio card or a slider). */
const clickedInputTypes = ['checkbox', 'radio', 'range', 'button', 'submit', 'reset'];
const isField = (element: Element | null) =>
  (element instanceof HTMLInputElement && !clickedInputTypes.includes(element.type)) || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element instanceof HTMLElement && element.isContentEditable);

/**
 * A phone's screen (issue 36): the width below which the content keeps a right gutter for the
 * bottom-right button group and the offer minimises into it (SeoPopup.module.css, tokens.css).
 */
export const narrowScreenQuery = '(max-width: 47.99rem)';

/** What the page around the popup is doing: screen-reader mode, another dialog (or an inert page behind the mobile menu), typing elsewhere, a phone's screen. */
function readSurroundings(): SeoPopupSurroundings {
  const popup = dialog();
  const active = document.activeElement;
  const otherDialog = [...document.querySelectorAll('dialog[open]')].some((open) => open !== popup);
  return {
    screenReaderMode: document.documentElement.getAttribute(motionAttributes.screenReader) === 'true',
    otherDialogOpen: otherDialog || !!popup?.closest('[inert]'),
    typingElsewhere: isField(active) && !popup?.contains(active),
    narrowScreen: window.matchMedia(narrowScreenQuery).matches,
  };
}

/**
 * The popup's `watchSurroundings` actor: reports the surroundings now and whenever they may have
 * changed (attributes that open dialogs, make the page inert or switch screen-reader mode, focus
 * moves, the screen's width); the machine keeps only a change. Its start is also when the popup's
 * code runs (markHydrated).
 */
export const watchSurroundings = fromCallback<SeoPopupEvent>(({ sendBack }) => {
  markHydrated();
  const report = () => sendBack({ type: 'POPUP.SURROUNDINGS', ...readSurroundings() });
  report();
  const observer = new MutationObserver(report);
  const narrow = window.matchMedia(narrowScreenQuery);
  narrow.addEventListener('change', report);
  observer.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['open', 'inert', motionAttributes.screenReader] });
  document.addEventListener('focusin', report);
  document.addEventListener('focusout', report);
  return () => {
    observer.disconnect();
    narrow.removeEventListener('change', report);
    document.removeEventListener('focusin', report);
    document.removeEventListener('focusout', report);
  };
});

/** Says on the popup's element that its code runs (the prerendered markup looks the same): for the browser tests. */
function markHydrated(): void {
  document.querySelector('[data-part="seo-popup"]')?.setAttribute('data-hydrated', '');
}

/** The popup's `watchScroll` actor: how far the page is scrolled and how far it can scroll, now and at every scroll. */
export const watchScroll = fromCallback<SeoPopupEvent>(({ sendBack }) => {
  const report = () => sendBack({ type: 'POPUP.SCROLLED', y: window.scrollY, maxY: document.documentElement.scrollHeight - window.innerHeight });
  report();
  window.addEventListener('scroll', report, { passive: true });
  return () => window.removeEventListener('scroll', report);
});

/** After a failure: focus back on the send button, if it left the dialog that is still open. */
export function restoreFocus(): void {
  const popup = dialog();
  if (popup?.open && !popup.contains(document.activeElement)) moveFocus(document.getElementById(seoPopupIds.submit), 'SEO popup: back to the send button');
}

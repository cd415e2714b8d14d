/**
 * Window event (detail: a ToastContent) that raises a toast from any part of the site,
 * dispatched only by `showToast` (src/leads/showToast.ts).
 * The toaster is an island that loads at the first one (src/components/Toaster/ToasterIsland.ts) and
 * shows every toast raised while its code was on its way, so nothing that
 * raises a toast imports the toaster.
 */
export const TOAST_EVENT = 'site:toast';

/**
 * Window event that loads the toaster ahead of a toast that may come soon: a form
 * about to send may have to say it is offline, when the toaster's code could no
 * longer be fetched. Dispatch it with `toastsMayFollow()`.
 */
export const TOASTS_SOON_EVENT = 'site:toasts-soon';

/** Loads the toaster now (in the background), because a toast may follow. Browser only: from an event or effect. */
export function toastsMayFollow(): void {
  window.dispatchEvent(new Event(TOASTS_SOON_EVENT));
}

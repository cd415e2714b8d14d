/**
 * Window event (detail: a ToastContent) that raises a toast, from any part of
 * the site: `window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }))`.
 * The toaster is an island that loads at the first one (ToasterIsland.ts) and
 * shows every toast raised while its code was on its way, so nothing that
 * raises a toast imports the toaster.
 */
export const TOAST_EVENT = 'site:toast';

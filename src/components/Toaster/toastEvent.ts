/**
 * Window event (detail: a ToastContent) that the Toaster turns into a toast.
 * For code in lazily loaded chunks, which dispatch it themselves
 * (`window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }))`): importing
 * the toaster's context there makes this rolldown version split the entry into
 * shared chunks, which costs every page ~3 KB of script.
 */
export const TOAST_EVENT = 'site:toast';

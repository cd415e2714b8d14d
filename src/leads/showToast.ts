import { TOAST_EVENT } from '../lib/toastEvent';
import type { ToastContent } from '../machines/toast';

/**
 * The site's one way to raise a toast: the window event the toaster island waits for
 * (src/lib/toastEvent.ts), so nothing that raises a toast imports the toaster. Browser only.
 */
export function showToast(content: ToastContent): void {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: content }));
}

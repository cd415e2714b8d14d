import { toastsMayFollow } from '../lib/toastEvent';

/**
 * The one way the sending code (the mail SDK and the offline outbox, src/leads/pageOutbox.ts,
 * which starts itself) comes into a page: its own chunk, fetched late, when a lead form is about
 * to send (src/leads/useLeadChild.ts: each form says when) or when messages wait in the outbox
 * (src/app/backgroundTasks.ts). The toaster's code comes along, so a send that finds the
 * connection gone, or a delivery of a saved message, can still say so. Browser only.
 */
export function loadSending() {
  toastsMayFollow();
  return import('./pageOutbox');
}

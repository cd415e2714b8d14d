/**
 * Everything the contact form needs to send or keep a message, in one chunk
 * that the form loads after the page is interactive (not before: the page's
 * JavaScript budget), and before the visitor can possibly submit.
 */
export { queueForLater } from './pageOutbox';
export { sendThroughProvider } from './provider';

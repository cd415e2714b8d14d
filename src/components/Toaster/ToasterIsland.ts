import { island } from '../../islands/island';

/**
 * The toaster as an island: its view and machines load at the first toast
 * (`hydrate="signal"` on TOAST_EVENT), not with every page. The prerendered
 * markup holds its live regions, so they are in the document before any toast
 * is read out; a toast raised while the code loads is shown once it has hydrated.
 */
export const ToasterIsland = island(() => import('./Toaster').then((m) => m.SiteToaster));

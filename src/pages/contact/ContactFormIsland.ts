import { island } from '../../islands/island';

/**
 * The form's code (its machine, the lead system and the sender's rules): an island of its own,
 * loaded at the visitor's first move, touch or key, not with the page. Its prerendered fields take
 * typing at once; what was typed is the machine's from its start (useLeadChild's shownFields), and
 * a send pressed before is replayed once.
 */
export const ContactFormIsland = island(() => import('./ContactForm').then((module) => module.ContactForm));

import { claims } from './claims';

/**
 * The SEO consultation popup's constants (spec section 9): kept out of the
 * machine's module so the page can name the line its island loads at without
 * loading the machine.
 */

/** The line (0-1 of how far the page scrolls) the visitor must pass before the popup's 5 s run; its code loads there too. */
export const SEO_POPUP_OPENS_PAST = 0.6;

/**
 * The offer: a discount, in percent, off the fixed price of an SEO audit, which the
 * quote the visitor receives within the site's reply time (24 hours) states.
 */
export const SEO_AUDIT_DISCOUNT_PERCENT = 30;
export const SEO_AUDIT_QUOTE_HOURS = claims.responseHours;

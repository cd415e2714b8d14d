// No Lingui macros here: the browser tests import this list.
import { type ServiceId, serviceOffers } from '../../business/offers';

/**
 * The sections below the hero, in the order of the spec (section 2, "Services
 * page"); the ids are also the anchors. The spec's per-service detail sections
 * are the showcase's cards (serviceAnchorIds, issue 27).
 */
export const servicesSectionIds = [
  'services-section',
  'service-advisor',
  'success-stories',
  'why-choose-us',
  'process-timeline',
  'quick-quote',
  'video-testimonials',
  'responsive-preview',
  'service-comparison',
  'roi-calculator',
  'faq',
  'contact-section',
] as const;

export type ServicesSectionId = (typeof servicesSectionIds)[number];

/**
 * The anchors of the four services (spec: service-{serviceId}): since issue 27
 * each is a card of the showcase (services-section) holding the service in
 * detail, instead of a section of its own after the quick quote.
 */
export const serviceAnchorIds: readonly string[] = (Object.keys(serviceOffers) as ServiceId[]).map((id) => `service-${id}`);

/**
 * The sections the floating navigation lists (spec section 2). It shows them
 * in the page's order (servicesSectionIds), so the list always reads as the
 * page does, and only the ones the page has.
 */
const sectionNavListed = ['services-section', 'service-comparison', 'roi-calculator', 'process-timeline', 'quick-quote', 'contact-section'] as const;

export type SectionNavId = (typeof sectionNavListed)[number];

/** The listed sections this page has, in the page's order. */
export const servicesNavIds: readonly SectionNavId[] = servicesSectionIds.filter((id): id is SectionNavId & ServicesSectionId =>
  (sectionNavListed as readonly string[]).includes(id),
);

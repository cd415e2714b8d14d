// No Lingui macros here: the browser tests import this list.
import { type ServiceId, serviceOffers } from '../../business/offers';

/**
 * Every anchor of the page below the hero, sections and their parts, in the
 * order a client deciding reads them (issue 36, docs/decisions.md "The
 * services page in the order of a decision"): what, proof, price, how, ask.
 * The spec's per-service detail sections are the showcase's cards
 * (serviceAnchorIds, issue 27).
 */
export const servicesAnchorOrder = [
  'services-section',
  'service-advisor',
  'success-stories',
  'video-testimonials',
  'why-choose-us',
  'service-comparison',
  'roi-calculator',
  'process-timeline',
  'responsive-preview',
  'faq',
  'quick-quote',
  'contact-section',
] as const;

export type ServicesAnchorId = (typeof servicesAnchorOrder)[number];

/**
 * Spec sections that are a part of another, each with its own heading and
 * anchor: the advisor answers "which one" (in services-section), the video
 * testimonials and the why-choose-us figures are proof (in success-stories),
 * the ROI calculator goes with the prices (in service-comparison), the
 * responsive preview shows how a site is built (in process-timeline).
 */
export const servicesSectionPartIds: readonly ServicesAnchorId[] = ['service-advisor', 'video-testimonials', 'why-choose-us', 'roi-calculator', 'responsive-preview'];

/** The page's sections (its landmark regions), in order. */
export const servicesSectionIds: readonly ServicesAnchorId[] = servicesAnchorOrder.filter((id) => !servicesSectionPartIds.includes(id));

/**
 * The anchors of the four services (spec: service-{serviceId}): since issue 27
 * each is a card of the showcase (services-section) holding the service in
 * detail, instead of a section of its own after the quick quote.
 */
export const serviceAnchorIds: readonly string[] = (Object.keys(serviceOffers) as ServiceId[]).map((id) => `service-${id}`);

/**
 * The anchors the floating navigation lists (spec section 2). It shows them
 * in the page's order (servicesAnchorOrder), so the list always reads as the
 * page does, and only the ones the page has.
 */
const sectionNavListed = ['services-section', 'service-comparison', 'roi-calculator', 'process-timeline', 'quick-quote', 'contact-section'] as const;

export type SectionNavId = (typeof sectionNavListed)[number];

/** The listed anchors this page has, in the page's order. */
export const servicesNavIds: readonly SectionNavId[] = servicesAnchorOrder.filter((id): id is SectionNavId & ServicesAnchorId =>
  (sectionNavListed as readonly string[]).includes(id),
);

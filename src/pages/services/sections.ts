// No Lingui macros here: the browser tests import this list.

/**
 * The sections below the hero, in the order of the spec (section 2, "Services
 * page"); the ids are also the anchors.
 */
export const servicesSectionIds = [
  'services-section',
  'service-advisor',
  'success-stories',
  'why-choose-us',
  'process-timeline',
  'quick-quote',
  'service-seo-web-development',
  'service-google-ads-sea',
  'service-seo-retainer',
  'service-web-applications',
  'video-testimonials',
  'responsive-preview',
  'service-comparison',
  'roi-calculator',
  'faq',
  'contact-section',
] as const;

export type ServicesSectionId = (typeof servicesSectionIds)[number];

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

// No Lingui macros here: the browser tests import this list.

/** The sections below the hero, in the order of the spec (ids are also the anchors). */
export const webAppSectionIds = [
  'intro',
  'benefits',
  'application-types',
  'process',
  'technology',
  'pricing',
  'faq',
  'contact-section',
] as const;

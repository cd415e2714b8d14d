// No Lingui macros here: the browser tests import this list.

/** The sections below the hero, in the order of the spec (ids are also the anchors). */
export const aboutSectionIds = [
  'intro',
  'expertise',
  'clients',
  'education',
  'values',
  'skills',
  'timeline',
  'faq',
  'numbers',
  'contact-section',
] as const;

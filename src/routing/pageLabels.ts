import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageId } from './routes';

/** Short page names for navigation, footer, sitemap and breadcrumbs. */
export const pageLabels: Record<PageId, MessageDescriptor> = {
  home: msg({ message: 'Home', context: 'page name in navigation' }),
  services: msg({ message: 'Services', context: 'page name in navigation' }),
  webApp: msg({ message: 'Web applications', context: 'page name in navigation' }),
  about: msg({ message: 'About', context: 'page name in navigation' }),
  contact: msg({ message: 'Contact', context: 'page name in navigation (noun, not a verb)' }),
  privacy: msg({ message: 'Privacy', context: 'page name in navigation (privacy policy)' }),
  imprint: msg({ message: 'Imprint', context: 'page name in navigation (German legal notice, Impressum)' }),
  terms: msg({ message: 'Terms', context: 'page name in navigation (terms and conditions)' }),
  accessibility: msg({ message: 'Accessibility', context: 'page name in navigation (accessibility statement)' }),
  sitemap: msg({ message: 'Sitemap', context: 'page name in navigation' }),
};

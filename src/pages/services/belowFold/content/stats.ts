import { msg } from '@lingui/core/macro';
import type { ServiceStat } from '../../content/types';

/** "Why choose us" statistics (spec sections 2 and 9), counted up when they come into view. */
export const serviceStats: readonly ServiceStat[] = [
  {
    id: 'traffic',
    value: 300,
    suffix: '%',
    label: msg({ message: 'more organic traffic on average for SEO clients', comment: 'Shown below "300%"' }),
  },
  { id: 'projects', value: 150, suffix: '+', label: msg`projects completed` },
  { id: 'experience', value: 8, suffix: '+', label: msg`years of experience` },
  { id: 'satisfaction', value: 95, suffix: '%', label: msg`client satisfaction` },
  {
    id: 'rating',
    value: 5,
    decimals: 1,
    label: msg({ message: 'average client rating', comment: 'Shown below "5.0" (out of 5 stars)' }),
  },
  { id: 'response', value: 24, suffix: 'h', label: msg({ message: 'response time', comment: 'Shown below "24h"' }) },
];

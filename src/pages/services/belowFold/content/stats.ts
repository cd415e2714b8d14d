import { msg } from '@lingui/core/macro';
import { claims } from '../../../../business/claims';
import type { ServiceStat } from '../../content/types';

/** "Why choose us" statistics (spec sections 2 and 9), counted up when they come into view. */
export const serviceStats: readonly ServiceStat[] = [
  {
    id: 'traffic',
    value: claims.organicTrafficGainPercent,
    suffix: '%',
    label: msg({ message: 'more organic traffic on average for SEO clients', comment: 'Shown below "300%"' }),
  },
  { id: 'projects', value: claims.projects, suffix: '+', label: msg`projects completed` },
  { id: 'experience', value: claims.experienceYears, suffix: '+', label: msg`years of experience` },
  { id: 'satisfaction', value: claims.satisfactionPercent, suffix: '%', label: msg`client satisfaction` },
  {
    id: 'rating',
    value: claims.averageRating,
    decimals: 1,
    label: msg({ message: 'average client rating', comment: 'Shown below "5.0" (out of 5 stars)' }),
  },
  { id: 'response', value: claims.responseHours, suffix: 'h', label: msg({ message: 'response time', comment: 'Shown below "24h"' }) },
];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The four benefits the SEO popup shows when it is expanded (spec section 4). */
export const seoPopupBenefits: ReadonlyArray<{ id: string; text: MessageDescriptor }> = [
  { id: 'technical', text: msg({ message: 'A technical check of every page: speed, indexing, structure', comment: 'SEO popup: benefit 1 of 4' }) },
  { id: 'keywords', text: msg({ message: 'The keywords your customers search for, and where your competitors rank', comment: 'SEO popup: benefit 2 of 4' }) },
  { id: 'plan', text: msg({ message: 'A prioritised action plan you can start on the same day', comment: 'SEO popup: benefit 3 of 4' }) },
  { id: 'call', text: msg({ message: 'A 30-minute call in which I walk you through the results', comment: 'SEO popup: benefit 4 of 4' }) },
];

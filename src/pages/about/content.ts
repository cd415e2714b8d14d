import { msg } from '@lingui/core/macro';
import type { FaqItem } from '../../components/Faq/faqItem';

/** Five questions a prospective client asks before the first call (spec: about page, five FAQ items). */
export const aboutFaq: readonly FaqItem[] = [
  {
    id: 'clients',
    question: msg`Who do you work for?`,
    answer: msg`Exclusively for businesses: small and medium-sized companies, self-employed professionals and agencies, most of them in Germany. Private individuals are not among my clients – all my offers and terms are written for business-to-business contracts.`,
  },
  {
    id: 'freelancer',
    question: msg`Why a freelancer rather than an agency?`,
    answer: msg`You talk directly to the person who does the work: no account managers, no hand-overs, no overhead in the price. For larger projects I bring in trusted specialists from my network – you still have one contact and one contract.`,
  },
  {
    id: 'languages',
    question: msg`In which languages can we work together?`,
    answer: msg`In German, English and French – for meetings, documentation and of course the content of your website. Multilingual websites and international campaigns are therefore part of my everyday work, not a special case.`,
  },
  {
    id: 'location',
    question: msg`Do you only work with businesses in Hamburg?`,
    answer: msg`No. My offices are in Hamburg, and I am happy to meet clients from the region in person. Most projects, however, run remotely with video calls and shared boards – for clients all over Germany and abroad.`,
  },
  {
    id: 'first-step',
    question: msg`How does working together start?`,
    answer: msg`With a free 30-minute initial consultation. We talk about your goals, your current website and your budget; within 24 hours you receive my assessment, and after that a written offer with a fixed scope and price.`,
  },
];

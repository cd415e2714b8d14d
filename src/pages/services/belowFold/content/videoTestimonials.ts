import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImageId } from '../../../../assets/images/imageTable';
import { sampleClients } from '../../../../business/sampleClients';

/**
 * The two video testimonials (spec sections 3 and 9: name, company, location,
 * result, transcript, video and thumbnail). Sample content: the fictional
 * clients of the success stories (content/stories.ts). The spec's video and
 * thumbnail URLs are placeholders under /api/placeholder; the site ships no
 * clip of people who do not exist, so a testimonial is a poster drawn for this
 * site (src/assets/images/) with its transcript, and has no video field
 * (docs/decisions.md).
 */
const { fashionShop, restaurants } = sampleClients;

export interface VideoTestimonial {
  id: string;
  /** A person's name reads the same in every language. */
  name: string;
  /** The firm (src/business/sampleClients.ts): a proper noun, the same in every language. */
  company: string;
  location: MessageDescriptor;
  result: MessageDescriptor;
  /** The transcript, paragraph by paragraph. */
  transcript: readonly MessageDescriptor[];
  /** The poster (thumbnail): a decorative illustration; the words are in the transcript. */
  poster: ImageId;
}

export const videoTestimonials: readonly VideoTestimonial[] = [
  {
    id: 'fashion-shop',
    name: fashionShop.contactPerson,
    company: fashionShop.name,
    location: msg`Lüneburg`,
    result: msg`Return on ad spend up from 2.1 to 6.4`,
    transcript: [
      msg`We had been running Google Ads ourselves for two years. Every month money went out, and honestly, nobody could tell me which ads sold anything.`,
      msg`The first thing we did together was measure properly. After that the campaigns were rebuilt by brand and category, and the budget went where the orders came from.`,
      msg`The ads paid for themselves in the very first month. Our Christmas season was the best in the shop's history, and today I know what every euro brings back.`,
    ],
    poster: 'testimonial-fashion-shop',
  },
  {
    id: 'restaurant-chain',
    name: restaurants.contactPerson,
    company: restaurants.name,
    location: msg`Hamburg`,
    result: msg`Twice as many direct table reservations`,
    transcript: [
      msg`Each of our four restaurants had its own old website, slow on a phone and only in German, although many of our guests are visitors from abroad.`,
      msg`Now we have one fast website in German, English and French, with a page for every location, the menus as text and a table reservation right there.`,
      msg`Guests book directly with us instead of through portals, so we keep the commission. Within six months our direct reservations had doubled.`,
    ],
    poster: 'testimonial-restaurant',
  },
];

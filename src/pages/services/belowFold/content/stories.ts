import { msg } from '@lingui/core/macro';
import { sampleClients } from '../../../../business/sampleClients';
import type { SuccessStory } from '../../content/types';

const { lawFirm, fashionShop, restaurants } = sampleClients;
const lawFirmName = lawFirm.name;
const fashionShopName = fashionShop.name;
const restaurantsName = restaurants.name;

/**
 * Three client success stories (spec section 9 "Sample content"): the site's
 * sample clients (src/business/sampleClients.ts), the same firms and people as
 * the about page's client cards and the home page's testimonials. Firm names
 * and people's names stay as they are; figures are
 * written as text so that translators can format them for their language.
 */
export const successStories: readonly SuccessStory[] = [
  {
    id: 'law-firm',
    clientName: lawFirm.name,
    industry: msg`Law firm for employment and commercial law, Hamburg`,
    serviceType: 'seo',
    serviceId: 'seo-retainer',
    challenge: msg`The firm's website looked respectable but was almost invisible on Google: barely 1,200 visits a month, nearly all from people who already knew the firm's name. New clients came only through recommendations, which made growth slow and hard to plan.`,
    solution: msg`After a technical audit I fixed the site's speed and structure problems and built a content plan around the questions clients actually search for, from notice periods to severance pay. Every month new practice-area pages and guides went live, supported by local SEO for Hamburg and a complete Google Business Profile. The monthly report showed the partners exactly which pages brought in enquiries.`,
    results: [
      {
        metric: msg`Organic visitors per month`,
        before: msg`1,200`,
        after: msg`4,800`,
        improvement: msg({ message: '+300%', comment: 'Increase shown as a badge; format the number and percent sign for your language' }),
      },
      {
        metric: msg`Enquiries through the website`,
        before: msg`About 1 a month`,
        after: msg`3–4 a week`,
        improvement: msg({ message: '14× as many', comment: 'Increase shown as a badge: fourteen times as many enquiries' }),
      },
      {
        metric: msg`Search terms on page 1 of Google`,
        before: msg`4`,
        after: msg`37`,
        improvement: msg({ message: '+33', comment: 'Increase shown as a badge: 33 more search terms on page 1' }),
      },
    ],
    timeline: msg`First results within 90 days`,
    testimonial: {
      quote: msg`We used to depend entirely on recommendations. Today the website is our most important source of new clients, and the monthly report shows us exactly why.`,
      author: lawFirm.contactPerson,
      role: msg({ message: `Managing partner, ${lawFirmName}`, comment: 'A client’s role and firm (a proper noun)' }),
    },
  },
  {
    id: 'fashion-shop',
    clientName: fashionShop.name,
    industry: msg`Fashion boutique with online shop, Lüneburg`,
    serviceType: 'ads',
    serviceId: 'google-ads-sea',
    challenge: msg`The shop had run its own Google Ads for two years, with broad keywords, one campaign for the whole range and no conversion tracking. The budget went on clicks from bargain hunters, and nobody could say which ads actually sold anything.`,
    solution: msg`I set up reliable conversion tracking and rebuilt the account into Shopping and search campaigns by brand and product category, with negative keywords that filter out unprofitable searches. Bids and budgets are now optimised every week, and the budget shifts to the categories and seasons that sell.`,
    results: [
      {
        metric: msg`Return on ad spend (ROAS)`,
        before: msg`2.1`,
        after: msg`6.4`,
        improvement: msg({ message: '+205%', comment: 'Increase shown as a badge; format the number and percent sign for your language' }),
      },
      {
        metric: msg`Online orders from ads per month`,
        before: msg`38`,
        after: msg`142`,
        improvement: msg({ message: '+274%', comment: 'Increase shown as a badge; format the number and percent sign for your language' }),
      },
      {
        metric: msg`Conversion rate of ad visitors`,
        before: msg`0.9%`,
        after: msg`2.7%`,
        improvement: msg({ message: '3× higher', comment: 'Increase shown as a badge: three times as high' }),
      },
    ],
    timeline: msg`Profitable from the first month`,
    testimonial: {
      quote: msg`For the first time I know what every euro in Google Ads brings back. The campaigns paid for themselves in the very first month, and our Christmas season was the best in the shop's history.`,
      author: fashionShop.contactPerson,
      role: msg({ message: `Owner, ${fashionShopName}`, comment: 'A client’s role and firm (a proper noun)' }),
    },
  },
  {
    id: 'restaurant-chain',
    clientName: restaurants.name,
    industry: msg`Restaurant group with four locations, Hamburg`,
    serviceType: 'website',
    serviceId: 'seo-web-development',
    challenge: msg`Each of the four restaurants had its own outdated website, slow on smartphones and only in German, although many guests are tourists and business travellers. Almost all online reservations came through booking portals that charge a fee for every guest.`,
    solution: msg`I replaced the four sites with one fast website in German, English and French, with a page for every location, menus as text instead of PDFs and direct table reservation. Local SEO, optimised Google Business Profiles and structured data for every restaurant make each location visible for searches such as “restaurant near me”.`,
    results: [
      {
        metric: msg`Direct table reservations per month`,
        before: msg`310`,
        after: msg`640`,
        improvement: msg({ message: '+106%', comment: 'Increase shown as a badge; format the number and percent sign for your language' }),
      },
      {
        metric: msg`Load time on smartphones`,
        before: msg`6.8 seconds`,
        after: msg`1.1 seconds`,
        improvement: msg({ message: '84% faster', comment: 'Improvement shown as a badge' }),
      },
      {
        metric: msg`Calls and route requests via Google`,
        before: msg`420 a month`,
        after: msg`1,180 a month`,
        improvement: msg({ message: '+181%', comment: 'Increase shown as a badge; format the number and percent sign for your language' }),
      },
    ],
    timeline: msg`Reservations doubled within six months of launch`,
    testimonial: {
      quote: msg`One website for all four restaurants, in three languages, that loads instantly on any phone. Guests now book directly with us instead of through portals, and we keep the commission.`,
      author: restaurants.contactPerson,
      role: msg({ message: `Marketing director, ${restaurantsName}`, comment: 'A client’s role and firm (a proper noun)' }),
    },
  },
];

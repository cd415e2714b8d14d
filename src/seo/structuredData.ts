import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AboutPage, CollectionPage, ContactPage, FAQPage, Graph, Person, PostalAddress, ProfessionalService, Thing, WebPage, WebSite } from 'schema-dts';
import { business } from '../business/profile';
import { type Locale, localeTags, locales } from '../i18n/locales';
import { homePath } from '../routing/routes';
import { absoluteUrl, siteUrl } from './siteUrl';

const businessDescription = msg({
  message:
    'Freelance web developer, SEO expert and Google Ads consultant in Hamburg: SEO-optimised websites, Google Ads management, SEO retainers and custom web applications for businesses.',
  comment: 'Description of the business in structured data (search engines)',
});

/** The page's own node: a WebPage or one of its kinds (schema-dts types: a wrong property fails the type check). */
type PageNode = WebPage | AboutPage | ContactPage | CollectionPage | FAQPage;

/** schema.org type of a page's WebPage node. */
export type PageSchemaType = Exclude<PageNode, string>['@type'];

export const businessId = `${siteUrl}/#business`;
export const personId = `${siteUrl}/#person`;
export const websiteId = `${siteUrl}/#website`;

function postalAddresses(): PostalAddress[] {
  return business.addresses.map((address) => ({
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.country,
  }));
}

/** The site-wide nodes (website, business, person) and the page's own WebPage node. */
export function structuredDataFor(args: {
  i18n: I18n;
  locale: Locale;
  url: string;
  title: string;
  description: string;
  schemaType: PageSchemaType;
  extra: Thing[];
}): Graph {
  const { i18n, locale, url, title, description, schemaType, extra } = args;
  const language = localeTags[locale];
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl(homePath(locale)),
    name: business.brandName,
    description: i18n._(businessDescription),
    inLanguage: locales.map((l) => localeTags[l]),
    publisher: { '@id': businessId },
  };
  const service: ProfessionalService = {
    '@type': 'ProfessionalService',
    '@id': businessId,
    name: business.brandName,
    description: i18n._(businessDescription),
    url: absoluteUrl(homePath(locale)),
    telephone: business.phone,
    email: business.email,
    image: absoluteUrl('/og/default.png'),
    // The founding year of the copyright line and the about page (issue 35).
    foundingDate: String(business.foundedYear),
    address: postalAddresses(),
    areaServed: { '@type': 'City', name: 'Hamburg' },
    knowsLanguage: locales.map((l) => localeTags[l]),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...business.hours.days],
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
    founder: { '@id': personId },
  };
  const person: Person = {
    '@type': 'Person',
    '@id': personId,
    name: business.personName,
    jobTitle: i18n._(msg({ message: 'Web developer, SEO and Google Ads consultant', comment: 'Job title in structured data' })),
    worksFor: { '@id': businessId },
    address: postalAddresses()[0],
  };
  const page: PageNode = {
    '@type': schemaType,
    '@id': `${url}#webpage`,
    url,
    name: title,
    description,
    inLanguage: language,
    isPartOf: { '@id': websiteId },
    about: { '@id': businessId },
  };
  return { '@context': 'https://schema.org', '@graph': [website, service, person, page, ...extra] };
}

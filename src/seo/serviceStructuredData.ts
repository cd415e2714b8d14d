import { businessId } from './structuredData';

/**
 * A schema.org Service node offered by the business, with its entry price as
 * an Offer. Prices on this site are net: the PriceSpecification says so with
 * valueAddedTaxIncluded false.
 */
export function serviceStructuredData(args: {
  pageUrl: string;
  name: string;
  description: string;
  serviceType: string;
  /** Lowest price, net, in euros. */
  minPriceEur: number;
  inLanguage: string;
}): Record<string, unknown> {
  const { pageUrl, name, description, serviceType, minPriceEur, inLanguage } = args;
  return {
    '@type': 'Service',
    '@id': `${pageUrl}#service`,
    url: pageUrl,
    name,
    description,
    serviceType,
    inLanguage,
    provider: { '@id': businessId },
    areaServed: { '@type': 'Country', name: 'DE' },
    mainEntityOfPage: { '@id': `${pageUrl}#webpage` },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: minPriceEur,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: minPriceEur,
        price: minPriceEur,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
    },
  };
}

import type { PriceSpecification, Service, UnitPriceSpecification } from 'schema-dts';
import { businessId } from './structuredData';

/**
 * A schema.org Service node offered by the business, with its entry price as
 * an Offer. Prices on this site are net: the PriceSpecification says so with
 * valueAddedTaxIncluded false. A monthly price is a UnitPriceSpecification
 * per month (UN/CEFACT unit code MON). No inLanguage: schema.org's Service has none
 * (the page's WebPage node says the language).
 */
export function serviceStructuredData(args: {
  pageUrl: string;
  name: string;
  description: string;
  serviceType: string;
  /** Lowest price, net, in euros. */
  minPriceEur: number;
  /** Once (default) or a month. */
  per?: 'project' | 'month';
  /** The node's id within the page, when a page offers several services (default 'service'). */
  fragment?: string;
  /** Where on the page the service is described (default the page). */
  url?: string;
}): Service {
  const { pageUrl, name, description, serviceType, minPriceEur, per = 'project', fragment = 'service', url = pageUrl } = args;
  const price = { minPrice: minPriceEur, price: minPriceEur, priceCurrency: 'EUR', valueAddedTaxIncluded: false };
  const priceSpecification: PriceSpecification | UnitPriceSpecification =
    per === 'month' ? { '@type': 'UnitPriceSpecification', unitCode: 'MON', unitText: 'month', ...price } : { '@type': 'PriceSpecification', ...price };
  return {
    '@type': 'Service',
    '@id': `${pageUrl}#${fragment}`,
    url,
    name,
    description,
    serviceType,
    provider: { '@id': businessId },
    areaServed: { '@type': 'Country', name: 'DE' },
    mainEntityOfPage: { '@id': `${pageUrl}#webpage` },
    offers: {
      '@type': 'Offer',
      url,
      price: minPriceEur,
      priceCurrency: 'EUR',
      priceSpecification,
    },
  };
}

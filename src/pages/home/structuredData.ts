import type { I18n } from '@lingui/core';
import { faqStructuredDataFor } from '../../seo/faqStructuredData';
import type { StructuredDataBuilder } from '../../seo/head';
import { businessId } from '../../seo/structuredData';
import { withBelowFoldText } from '../../i18n/belowFoldText';
import { type ServiceCard, homeFaq, services } from './belowFold/content';

/** The home page's extra JSON-LD: its services with their prices and the questions it answers (text from below the fold). */
export const homeStructuredData: StructuredDataBuilder = async ({ i18n: pageI18n, url }) => {
  const i18n = await withBelowFoldText('home', pageI18n);
  return [...serviceStructuredData(i18n, url), faqStructuredDataFor(i18n, url, homeFaq)];
};

/**
 * schema.org Service nodes for the home page's three services, provided by the
 * business node, with their "from" prices (spec section 9): a one-off minimum
 * price, or a minimum price per month (UN/CEFACT unit code MON).
 */
export function serviceStructuredData(i18n: I18n, pageUrl: string): Array<Record<string, unknown>> {
  return services.map((service) => ({
    '@type': 'Service',
    '@id': `${pageUrl}#service-${service.id}`,
    name: i18n._(service.title),
    description: i18n._(service.description),
    serviceType: i18n._(service.title),
    provider: { '@id': businessId },
    offers: offerFor(service),
  }));
}

function offerFor(service: ServiceCard): Record<string, unknown> {
  const priceSpecification =
    service.price.per === 'month'
      ? { '@type': 'UnitPriceSpecification', minPrice: service.price.from, priceCurrency: 'EUR', unitCode: 'MON', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } }
      : { '@type': 'PriceSpecification', minPrice: service.price.from, priceCurrency: 'EUR' };
  return { '@type': 'Offer', priceCurrency: 'EUR', priceSpecification };
}

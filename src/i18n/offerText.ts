import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type DurationRange, type PackageOffer, type ServiceDuration, type ServiceId, type ServiceOffer, serviceOffers } from '../business/offers';
import { formatDuration, formatEuro } from './format';
import { translate } from './translate';

/**
 * Prices and durations of src/business/offers.ts as text in the page's
 * language: "SEO retainer from €800 a month" with "minimum term 3 months" on a service
 * card, "Starter package" over "€800 a month" in the package comparison. A
 * service's entry price is its line's starter package, so the two always
 * agree. Shared by the home page's cards and the services page (the shell
 * catalog holds the text).
 */

/** A service's entry price, named after the service. */
const serviceFromPrice: Record<ServiceId, MessageDescriptor> = {
  'seo-web-development': msg({ message: 'SEO website project from {price}', comment: "Entry price of a service, one-off: the Starter website package, e.g. 'SEO website project from €2,500'" }),
  'google-ads-sea': msg({
    message: 'Google Ads management from {price} a month plus ad budget',
    comment: "Entry price of a service, monthly: the Starter Google Ads package, e.g. 'Google Ads management from €600 a month plus ad budget' (the ad budget is paid to Google separately)",
  }),
  'seo-retainer': msg({ message: 'SEO retainer from {price} a month', comment: "Entry price of a service, monthly: the Starter SEO package, e.g. 'SEO retainer from €800 a month'" }),
  'web-applications': msg({ message: 'Web application from {price}', comment: "Entry price of a service, one-off, e.g. 'Web application from €8,000'" }),
};

/** A package tier's name says it is a package ("Starter package"), so its price reads as the package's. */
const packageName = msg({ message: '{name} package', comment: "Heading of a package tier; {name} is the tier (Starter, Premium, Performance), e.g. 'Starter package'" });

/** A package tier's price: monthly or one-off, with "from" where the top is open. */
const packagePrice = {
  month: msg({ message: '{price} a month', comment: "Monthly price of a package, e.g. '€1,500 a month'" }),
  monthFrom: msg({ message: 'from {price} a month', comment: "Monthly price of the top package tier, open at the top, e.g. 'from €2,200 a month'" }),
  project: msg({ message: '{price} one-time', comment: "Price of a website package tier, paid once, e.g. '€2,500 one-time'" }),
  projectFrom: msg({ message: 'from {price} one-time', comment: "Price of the top website package tier, paid once, e.g. 'from €8,500 one-time'" }),
};

const minimumTerm = msg({ message: 'minimum term {duration}', comment: "Minimum contract term, e.g. 'minimum term 6 months'" });
const projectDuration = msg({ message: 'ready in {duration}', comment: "Duration of a project, e.g. 'ready in 4–8 weeks'" });

/** A range that crosses units: "4 weeks to 6 months". */
const crossUnitRange = msg({ message: '{min} to {max}', comment: "A duration from one length to another in other units, e.g. '4 weeks to 6 months'; {min} and {max} are durations with their unit" });

export function durationRangeText(i18n: I18n, range: DurationRange): string {
  if (range.max === undefined || range.maxUnit === undefined || range.maxUnit === range.unit) return formatDuration(i18n, range.unit, range.min, range.max);
  return translate(i18n, crossUnitRange, { min: formatDuration(i18n, range.unit, range.min), max: formatDuration(i18n, range.maxUnit, range.max) });
}

/** "SEO retainer from €800 a month": a service's entry price with the service's name. */
export function servicePriceText(i18n: I18n, offer: Pick<ServiceOffer, 'id' | 'fromEur'>): string {
  return translate(i18n, serviceFromPrice[offer.id], { price: formatEuro(i18n, offer.fromEur) });
}

export function serviceDurationText(i18n: I18n, duration: ServiceDuration): string {
  const text = durationRangeText(i18n, duration.range);
  return translate(i18n, duration.kind === 'minimumTerm' ? minimumTerm : projectDuration, { duration: text });
}

/** "Starter package": a package tier's heading (`name` is the tier's name, translated). */
export function packageNameText(i18n: I18n, name: string): string {
  return translate(i18n, packageName, { name });
}

/** "€800 a month", "from €8,500 one-time": a package tier's price, under its heading. */
export function packagePriceText(i18n: I18n, offer: Pick<PackageOffer, 'priceEur' | 'per' | 'from'>): string {
  const price = formatEuro(i18n, offer.priceEur);
  const message = offer.per === 'month' ? (offer.from ? packagePrice.monthFrom : packagePrice.month) : offer.from ? packagePrice.projectFrom : packagePrice.project;
  return translate(i18n, message, { price });
}

export const packageTermText = (i18n: I18n, offer: PackageOffer): string => serviceDurationText(i18n, offer.term);

/**
 * The placeholders FAQ answers use for the price list, formatted for the language:
 * {webFrom}, {adsFrom}, {seoFrom} and {webAppFrom} are euro amounts (the monthly ones
 * without "a month"), {webDuration}, {webAppDuration} and {seoMinimumTerm} durations with their unit.
 */
export function offerPlaceholders(i18n: I18n): Record<string, string> {
  const euro = (id: ServiceId) => formatEuro(i18n, serviceOffers[id].fromEur);
  const rangeOf = (duration: ServiceDuration) => durationRangeText(i18n, duration.range);
  return {
    webFrom: euro('seo-web-development'),
    adsFrom: euro('google-ads-sea'),
    seoFrom: euro('seo-retainer'),
    webAppFrom: euro('web-applications'),
    webDuration: rangeOf(serviceOffers['seo-web-development'].duration),
    webAppDuration: rangeOf(serviceOffers['web-applications'].duration),
    seoMinimumTerm: rangeOf(serviceOffers['seo-retainer'].duration),
  };
}

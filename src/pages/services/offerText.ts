import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DurationRange, PackageOffer, ServiceDuration, ServiceOffer } from '../../business/offers';
import { formatDuration, formatEuro } from '../../i18n/format';
import { translate } from '../../i18n/translate';

/**
 * Prices and durations of src/business/offers.ts as text in the page's
 * language: "ab 2.500 €", "from €800 a month", "minimum term 6 months".
 */

const fromPrice = msg({ message: 'from {price}', comment: "One-off price, e.g. 'from €2,500'" });
const fromPricePerMonth = msg({ message: 'from {price} a month', comment: "Monthly price, e.g. 'from €800 a month'" });
const pricePerMonth = msg({ message: '{price} a month', comment: "Monthly price of a package, e.g. '€1,500 a month'" });
const ongoing = msg({ message: 'ongoing, cancellable monthly', comment: 'Duration of Google Ads management' });
const minimumTerm = msg({ message: 'minimum term {duration}', comment: "Minimum contract term, e.g. 'minimum term 6 months'" });
const projectDuration = msg({ message: 'ready in {duration}', comment: "Duration of a project, e.g. 'ready in 4–8 weeks'" });

export const durationRangeText = (i18n: I18n, range: DurationRange): string => formatDuration(i18n, range.unit, range.min, range.max);

export function servicePriceText(i18n: I18n, offer: Pick<ServiceOffer, 'fromEur' | 'per'>): string {
  const price = formatEuro(i18n, offer.fromEur);
  return translate(i18n, offer.per === 'month' ? fromPricePerMonth : fromPrice, { price });
}

export function serviceDurationText(i18n: I18n, duration: ServiceDuration): string {
  if (duration.kind === 'ongoing') return translate(i18n, ongoing);
  const text = durationRangeText(i18n, duration.range);
  return translate(i18n, duration.kind === 'minimumTerm' ? minimumTerm : projectDuration, { duration: text });
}

export function packagePriceText(i18n: I18n, offer: PackageOffer): string {
  const price = formatEuro(i18n, offer.priceEur);
  if (offer.per === 'month') return translate(i18n, offer.from ? fromPricePerMonth : pricePerMonth, { price });
  return offer.from ? translate(i18n, fromPrice, { price }) : price;
}

export function packageTermText(i18n: I18n, offer: PackageOffer): string {
  const text = durationRangeText(i18n, offer.term.range);
  return translate(i18n, offer.term.kind === 'minimumTerm' ? minimumTerm : projectDuration, { duration: text });
}

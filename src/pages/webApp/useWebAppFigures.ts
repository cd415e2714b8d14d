import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDuration, formatEuro, formatEuroRange } from '../../i18n/format';
import { webAppPricing, webAppProjectDuration } from '../../business/offers';
import { durationRangeText } from '../../i18n/offerText';

/** The page's prices and durations, formatted for the language (placeholders of its texts). */
export function webAppFigures(i18n: I18n) {
  const p = webAppPricing;
  return {
    fromPrice: formatEuro(i18n, p.fromEur),
    midSizeRange: formatEuroRange(i18n, p.midSizeEur.min, p.midSizeEur.max),
    complexAbove: formatEuro(i18n, p.complexAboveEur),
    projectDuration: durationRangeText(i18n, webAppProjectDuration),
    simpleToolWeeks: formatDuration(i18n, 'week', p.simpleToolWeeks.min, p.simpleToolWeeks.max),
    midSizeWeeks: formatDuration(i18n, 'week', p.midSizeWeeks.min, p.midSizeWeeks.max),
    complexMonths: formatDuration(i18n, 'month', p.complexMonths.min, p.complexMonths.max),
    sprintWeeks: formatDuration(i18n, 'week', p.sprintWeeks),
    securityFixMonths: formatDuration(i18n, 'month', p.securityFixMonths),
  };
}

export function useWebAppFigures() {
  const { i18n } = useLingui();
  return webAppFigures(i18n);
}

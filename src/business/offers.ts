/**
 * What the business sells and for how much: the prices and durations of spec
 * section 9, as numbers, in one place. Pages format them per language
 * (src/i18n/format.ts) and structured data reads the same numbers, so a price
 * can never differ between the page, the home cards and search engines.
 *
 * Decision (README, docs/decisions.md): the spec gives web applications two
 * prices (from 5,000 EUR and 8–16 weeks on the services page, from 8,000 EUR
 * net and 4–16 weeks on the web application page). A business shows one: the
 * web application page's figures are used everywhere.
 */

export type ServiceId = 'seo-web-development' | 'google-ads-sea' | 'seo-retainer' | 'web-applications';

/** A range of weeks or months, or one value when `max` is left out. */
export interface DurationRange {
  unit: 'week' | 'month';
  min: number;
  max?: number;
}

/** How long a service runs: a project of some weeks, ongoing, or ongoing with a minimum term. */
export type ServiceDuration =
  | { kind: 'project'; range: DurationRange }
  | { kind: 'ongoing' }
  | { kind: 'minimumTerm'; range: DurationRange };

export interface ServiceOffer {
  /** Which service: its price says what it is ("SEO retainer from €1,200 a month"). */
  id: ServiceId;
  /** "From" price in euros, net. */
  fromEur: number;
  per: 'project' | 'month';
  duration: ServiceDuration;
}

/** Spec section 9, web application page. All prices are net (VAT not included). */
export const webAppPricing = {
  /** From 8,000 EUR net. */
  fromEur: 8000,
  /** A project takes 4 to 16 weeks. */
  projectWeeks: { min: 4, max: 16 },
  /** Development runs in 2-week sprints. */
  sprintWeeks: 2,
  /** Security fixes included after launch. */
  securityFixMonths: 3,
  /** A simple tool takes 4 to 6 weeks. */
  simpleToolWeeks: { min: 4, max: 6 },
  /** A mid-size application costs 15,000 to 40,000 EUR. */
  midSizeEur: { min: 15000, max: 40000 },
  /** Not in the spec: mid-size applications sit in the upper half of the 4-16 weeks. */
  midSizeWeeks: { min: 8, max: 16 },
  /**
   * A complex application takes 3 to 6 months. The spec gives a SaaS product "a
   * five-figure budget", which reads as less than the mid-size tier's 40,000 EUR:
   * the site says it starts above the mid-size range (docs/decisions.md).
   */
  complexMonths: { min: 3, max: 6 },
  /** A complex platform or SaaS product costs more than this (the top of the mid-size range). */
  complexAboveEur: 40000,
} as const;

/** Spec section 9 "Service prices". */
export const serviceOffers: Record<ServiceId, ServiceOffer> = {
  'seo-web-development': { id: 'seo-web-development', fromEur: 2500, per: 'project', duration: { kind: 'project', range: { unit: 'week', min: 4, max: 8 } } },
  'google-ads-sea': { id: 'google-ads-sea', fromEur: 800, per: 'month', duration: { kind: 'ongoing' } },
  'seo-retainer': { id: 'seo-retainer', fromEur: 1200, per: 'month', duration: { kind: 'minimumTerm', range: { unit: 'month', min: 6 } } },
  'web-applications': {
    id: 'web-applications',
    fromEur: webAppPricing.fromEur,
    per: 'project',
    duration: { kind: 'project', range: { unit: 'week', ...webAppPricing.projectWeeks } },
  },
};

export type PackageLine = 'seo' | 'sea' | 'website';
export type PackageTier = 'starter' | 'premium' | 'performance';

export interface PackageOffer {
  priceEur: number;
  /** "from" before the price (spec: only the website performance package). */
  from: boolean;
  per: 'project' | 'month';
  /** Minimum term (monthly lines) or project duration (websites). */
  term: { kind: 'minimumTerm' | 'project'; range: DurationRange };
  popular: boolean;
}

const monthly = (priceEur: number, months: number, popular = false, from = false): PackageOffer => ({
  priceEur,
  from,
  per: 'month',
  term: { kind: 'minimumTerm', range: { unit: 'month', min: months } },
  popular,
});
const project = (priceEur: number, weeks: { min: number; max: number }, popular = false, from = false): PackageOffer => ({
  priceEur,
  from,
  per: 'project',
  term: { kind: 'project', range: { unit: 'week', ...weeks } },
  popular,
});

/**
 * Spec section 9 "Package prices". The spec writes "from" before the SEO and
 * website performance prices; the SEA performance package is open-ended at the
 * top in the same way, so all three performance packages say "from". The
 * spec has a popular flag without naming the package: premium, in each line.
 */
export const packageOffers: Record<PackageLine, Record<PackageTier, PackageOffer>> = {
  seo: { starter: monthly(800, 3), premium: monthly(1500, 6, true), performance: monthly(2200, 12, false, true) },
  sea: { starter: monthly(600, 3), premium: monthly(1200, 6, true), performance: monthly(1800, 12, false, true) },
  website: {
    starter: project(2500, { min: 4, max: 6 }),
    premium: project(4500, { min: 6, max: 8 }, true),
    performance: project(8500, { min: 8, max: 12 }, false, true),
  },
};

export const packageTiers: readonly PackageTier[] = ['starter', 'premium', 'performance'];

/** Spec section 9: the free initial consultation lasts 30 minutes and is worth 500 EUR. */
export const freeConsultation = { minutes: 30, worthEur: 500 } as const;
